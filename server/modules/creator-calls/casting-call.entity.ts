import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { publicId } from '../../db/ids.js';

/** A brand's Creator Call, open to every agency (not team-owned). The issuing brand is named, not a team. */
export const CastingCall = defineEntity({
  name: 'CastingCall',
  properties: {
    id: p.string().length(22).primary().onCreate(() => publicId()),
    title: p.string().length(500),
    description: p.text(),
    startDate: p.date().nullable(),
    endDate: p.date().nullable(),
    deliverables: p.text().nullable(),
    locations: p.text().nullable(),
    compensation: p.text().nullable(),
    brandRepresented: p.string().nullable(),
    displayImages: p.json<string[]>().default('[]').onCreate(() => []),
    issuerName: p.string(),
    issuerImageUrl: p.string().length(2000).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['endDate'] }],
});
export type CastingCall = InferEntity<typeof CastingCall>;
