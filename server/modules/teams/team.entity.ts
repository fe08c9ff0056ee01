import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { StoredTeamSettings } from '../../../shared/schemas/team-settings.js';
import { publicId } from '../../db/ids.js';

export const Team = defineEntity({
  name: 'Team',
  properties: {
    id: p
      .string()
      .length(22)
      .primary()
      .onCreate(() => publicId()),
    name: p.string(),
    imageUrl: p.string().nullable(),
    bio: p.text().nullable(),
    contactEmail: p.string().nullable(),
    phone: p.string().length(50).nullable(),
    homepage: p.string().length(2000).nullable(),
    /** How many more talent the team may add itself; 0 blocks Add Talent (code no_credits). */
    credits: p.integer().default(0),
    /** Display options; read through teamSettingsSchema, which fills the defaults. */
    settings: p
      .json<StoredTeamSettings>()
      .default('{}')
      .onCreate(() => ({})),
    /** A brand account: publishes Creator Calls and reviews the responses (instead of answering them). */
    isBrand: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  checks: [{ name: 'team_credits_not_negative', expression: 'credits >= 0' }],
});
export type Team = InferEntity<typeof Team>;

export const TEAM_ROLES = ['team_admin', 'member', 'search_only'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
