import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { publicId } from '../../db/ids.js';
import { Team } from '../teams/team.entity.js';

/** A brand's Creator Call, open to every agency (not team-owned). The issuing brand is named, not a team. */
export const CastingCall = defineEntity({
  name: 'CastingCall',
  properties: {
    id: p
      .string()
      .length(22)
      .primary()
      .onCreate(() => publicId()),
    title: p.string().length(500),
    description: p.text(),
    startDate: p.date().nullable(),
    endDate: p.date().nullable(),
    deliverables: p.text().nullable(),
    locations: p.text().nullable(),
    compensation: p.text().nullable(),
    brandRepresented: p.string().nullable(),
    displayImages: p
      .json<string[]>()
      .default('[]')
      .onCreate(() => []),
    /** The brand account that published it (null for calls loaded from elsewhere). */
    brandTeam: () => p.manyToOne(Team).nullable().deleteRule('set null'),
    issuerName: p.string(),
    issuerImageUrl: p.string().length(2000).nullable(),
    /** Set when the call stops taking responses (by its brand, or by the job once its end date has passed). */
    closedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['endDate'] }, { properties: ['brandTeam'] }],
});
export type CastingCall = InferEntity<typeof CastingCall>;
