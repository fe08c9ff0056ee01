import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { REQUEST_STATUSES, type RequestedSocial } from '../../../shared/schemas/talent-requests.js';
import { User } from '../account/user.entity.js';
import { Influencer } from '../directory/influencer.entity.js';
import { Team } from '../teams/team.entity.js';

export const CHANGE_REQUEST_TYPES = ['add', 'update', 'remove'] as const;

/** /api/user/request-influencer: ask the provider to add, change or remove a talent (applied within 24 h). */
export const ChangeRequest = defineEntity({
  name: 'ChangeRequest',
  properties: {
    id: p.integer().primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    user: () => p.manyToOne(User).nullable().deleteRule('set null'),
    /** Null for an "add" request. */
    influencer: () => p.manyToOne(Influencer).nullable().deleteRule('set null'),
    requestType: p.enum([...CHANGE_REQUEST_TYPES]),
    /** The display name of a talent to add. */
    name: p.string().nullable(),
    socials: p
      .json<RequestedSocial[]>()
      .default('[]')
      .onCreate(() => []),
    note: p.text().nullable(),
    /** Upload key of a new portrait. */
    uploadedKey: p.string().length(500).nullable(),
    status: p.enum([...REQUEST_STATUSES]).default('pending'),
    reviewedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['team', 'createdAt'] }, { properties: ['influencer'] }, { properties: ['status'] }],
});
export type ChangeRequest = InferEntity<typeof ChangeRequest>;
