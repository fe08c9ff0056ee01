import type { EntityManager } from '@mikro-orm/postgresql';
import { AddTalentRequest } from '../modules/requests/add-talent-request.entity.js';
import { ChangeRequest } from '../modules/requests/change-request.entity.js';
import { TalentConnection, TalentLogin } from '../modules/roster/talent-login.entity.js';
import type { Team } from '../modules/teams/team.entity.js';
import type { User } from '../modules/account/user.entity.js';

/** Talent logins at every stage (none, some, all connected), pending requests for the staff screen, an add in the past. */
export function createTalentIntake(em: EntityManager, team: Team, user: User, rosterIds: number[], now: Date) {
  const stages: (readonly ('instagram' | 'tiktok' | 'youtube')[])[] = [['instagram', 'tiktok', 'youtube'], ['instagram'], [], ['tiktok', 'youtube']];
  // Creators 61, 62, 63, 65: every fourth one already has a login (demo-roster-extras).
  const slots = [61, 62, 63, 65];
  stages.forEach((platforms, i) => {
    const login = em.create(TalentLogin, { team, influencer: rosterIds[slots[i]!]!, createdAt: new Date(now.getTime() - (10 - i) * 86_400_000) });
    for (const platform of platforms) em.create(TalentConnection, { team, talentLogin: login, platform, connectedAt: now });
  });
  em.create(ChangeRequest, {
    team,
    user,
    influencer: rosterIds[70 + 1]!,
    requestType: 'update',
    socials: [{ platform: 'tiktok', url: 'https://www.tiktok.com/@new.handle', handle: 'new.handle' }],
    note: 'She moved to a new TikTok account.',
    createdAt: now,
  });
  em.create(ChangeRequest, {
    team,
    user,
    requestType: 'add',
    name: 'Jordan Rivers',
    socials: [{ platform: 'instagram', url: 'https://instagram.com/jordan.rivers', handle: 'jordan.rivers', primary: true }],
    note: 'Signed last week.',
    createdAt: now,
  });
  em.create(ChangeRequest, { team, user, influencer: rosterIds[73]!, requestType: 'remove', createdAt: now });
  em.create(AddTalentRequest, {
    team,
    user,
    name: 'Earlier Addition',
    socials: [{ platform: 'instagram', handle: 'earlier.addition', primary: true }],
    status: 'approved',
    influencer: rosterIds[74]!,
    createdAt: new Date(now.getTime() - 30 * 86_400_000),
  });
}
