import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Influencer } from '../directory/influencer.entity.js';
import { Team } from '../teams/team.entity.js';

/**
 * A visitor's interest registration from a public page (/api/account-registration).
 * E-mail is unique across the product (a second one answers EMAIL_EXISTS), so the
 * table is global; team and influencer only say where it came from.
 */
export const InterestRegistration = defineEntity({
  name: 'InterestRegistration',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string(),
    /** Lower-case. */
    email: p.string().unique(),
    affiliation: p.string().nullable(),
    team: () => p.manyToOne(Team).nullable().deleteRule('set null'),
    influencer: () => p.manyToOne(Influencer).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['team'] }],
});
export type InterestRegistration = InferEntity<typeof InterestRegistration>;
