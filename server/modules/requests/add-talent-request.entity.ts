import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { REQUEST_STATUSES, type RequestedSocial } from '../../../shared/schemas/talent-requests.js';
import { User } from '../account/user.entity.js';
import { Influencer } from '../directory/influencer.entity.js';
import { Team } from '../teams/team.entity.js';

/** A talent added through /add-talent, waiting for review (uses one team credit). */
export const AddTalentRequest = defineEntity({
  name: 'AddTalentRequest',
  properties: {
    id: p.integer().primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    user: () => p.manyToOne(User).nullable().deleteRule('set null'),
    name: p.string(),
    socials: p.json<RequestedSocial[]>(),
    note: p.text().nullable(),
    /** not_found: the data source does not know an account of it; nothing was added and the credit came back. */
    status: p.enum([...REQUEST_STATUSES, 'not_found']).default('pending'),
    /** The directory creator the request became, once processed. */
    influencer: () => p.manyToOne(Influencer).nullable().deleteRule('set null'),
    /** The form's id for this add: a repeated submit answers the first request instead of spending again. */
    requestKey: p.string().length(64).nullable(),
    /** An Add Talent paid with a team credit (a staff-approved Request to Add Talent is not): returned when nothing is added. */
    creditSpent: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['team', 'requestKey'] }],
  indexes: [{ properties: ['team', 'createdAt'] }, { properties: ['status'] }],
});
export type AddTalentRequest = InferEntity<typeof AddTalentRequest>;
