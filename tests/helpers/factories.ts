import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../server/auth/password.js';
import { TeamMember, User, type AccountState } from '../../server/modules/account/user.entity.js';
import { Team, type TeamRole } from '../../server/modules/teams/team.entity.js';

export const TEST_PASSWORD = 'correct-horse';
let passwordHash: Promise<string> | undefined;
const unique = () => randomBytes(4).toString('hex');

export async function createTeam(em: EntityManager, name = `Team ${unique()}`) {
  const team = em.create(Team, { name, createdAt: new Date() });
  await em.flush();
  return team;
}

/** A user who belongs to `team` with `role` (a new team when none is given). Password: TEST_PASSWORD. */
export async function createUser(
  em: EntityManager,
  options: { team?: Team; role?: TeamRole; accountState?: AccountState; email?: string; isAdmin?: boolean; isStaff?: boolean } = {},
) {
  const team = options.team ?? (await createTeam(em));
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const user = em.create(User, {
    email: options.email ?? `user-${unique()}@example.test`,
    passwordHash: await passwordHash,
    fullName: 'Test User',
    nickname: 'tester',
    accountState: options.accountState ?? 'active',
    isAdmin: options.isAdmin ?? false,
    isStaff: options.isStaff ?? false,
    primaryTeam: team,
    createdAt: new Date(),
  });
  em.create(TeamMember, { team, user, role: options.role ?? 'member', createdAt: new Date() });
  await em.flush();
  return { user, team };
}
