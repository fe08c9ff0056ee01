import type { EntityManager } from '@mikro-orm/postgresql';
import { ACCOUNT_LIMIT } from '../../shared/account-texts.js';
import { Invitation } from '../modules/account/account-code.entity.js';
import { ApiKey } from '../modules/api-keys/api-key.entity.js';
import { newLinkCode } from '../modules/account/index.js';
import type { User } from '../modules/account/user.entity.js';
import type { Team } from '../modules/teams/team.entity.js';

/** A pending invitation, so Manage Organization shows one (its code is thrown away: invite again to get a link). */
export function createDemoInvitation(em: EntityManager, team: Team, invitedBy: User, now: Date) {
  em.create(Invitation, {
    team,
    email: 'new.manager@demo.pitchroom.test',
    role: 'member',
    invitedBy,
    codeHash: newLinkCode().codeHash,
    expiresAt: new Date(now.getTime() + ACCOUNT_LIMIT.invitationDays * 24 * 3600_000),
    createdAt: now,
  });
}

/** An API key of the demo team, used a day ago, so Settings → API keys shows one (its key is thrown away: create one to call the API). */
export function createDemoApiKey(em: EntityManager, team: Team, createdBy: User, now: Date) {
  const { codeHash } = newLinkCode();
  em.create(ApiKey, {
    team,
    createdBy,
    name: 'CRM sync',
    keyHash: codeHash,
    prefix: 'prk_dEm0x1',
    lastUsedAt: new Date(now.getTime() - 24 * 3600_000),
    createdAt: new Date(now.getTime() - 30 * 24 * 3600_000),
  });
}
