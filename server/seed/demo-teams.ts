import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../auth/password.js';
import { TeamMember, User } from '../modules/account/user.entity.js';
import { Team } from '../modules/teams/team.entity.js';
import { BRAND_DEMO_TEAM, DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TEAM, SECOND_DEMO_TEAM } from './demo-accounts.js';

export const DEMO_NEW_LOOK_NOTICE = 'Pitchroom has a new look: live messages, and a cleaner sheet editor. Everything you had is where you left it.';

export type DemoUsers = Record<keyof typeof DEMO_ACCOUNTS, User>;

/** The two demo agencies, the demo brand and a user for every role; flushed by the caller. */
export async function createDemoTeams(em: EntityManager, now: Date) {
  const demo = em.create(Team, {
    name: DEMO_TEAM.name,
    bio: 'Northstar Talent represents lifestyle, beauty, fitness and travel creators across Instagram, TikTok and YouTube.',
    contactEmail: 'hello@northstar-talent.example',
    phone: '+1 (310) 555-0142',
    homepage: 'https://northstar-talent.example',
    credits: 25,
    settings: {
      displayAccentColor: '#4c6ef5',
      displaySecondaryAccentColor: '#f76707',
      displayRosterBackgroundColor: '#f8f9fa',
      displayRosterNameColor: '#212529',
      displayRosterTitleFont: 'Poppins',
      displayTalentNameFont: 'Inter',
    },
    createdAt: now,
  });
  const second = em.create(Team, {
    name: SECOND_DEMO_TEAM.name,
    bio: 'A boutique agency for gaming and tech creators.',
    contactEmail: 'team@bluebird-creators.example',
    credits: 5,
    settings: { displayAccentColor: '#1098ad' },
    createdAt: now,
  });
  const brand = em.create(Team, {
    name: BRAND_DEMO_TEAM.name,
    bio: "The brand team behind GlowCo and TrailPeak: we publish Creator Calls and review the agencies' answers.",
    contactEmail: 'creators@brightline-brands.example',
    isBrand: true,
    settings: {},
    createdAt: now,
  });
  const teams = { demo, second, brand };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users = {} as DemoUsers;
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as [keyof typeof DEMO_ACCOUNTS, (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS]][]) {
    const team = teams[account.team];
    const user = em.create(User, {
      email: account.email,
      passwordHash,
      fullName: account.fullName,
      nickname: account.nickname,
      isAdmin: 'isAdmin' in account ? account.isAdmin : false,
      isStaff: 'isStaff' in account ? account.isStaff : false,
      // The second team's admin has the one-time "New Look" notice pending (spec §2.7).
      notification: key === 'secondTeamMember' ? DEMO_NEW_LOOK_NOTICE : null,
      primaryTeam: team,
      createdAt: now,
    });
    em.create(TeamMember, { team, user, role: account.role, createdAt: now });
    users[key] = user;
  }
  return { demo, second, brand, users };
}
