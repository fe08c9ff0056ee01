import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Team, TEAM_ROLES } from '../teams/team.entity.js';

export const ACCOUNT_STATES = ['active', 'inactive', 'disabled', 'suspended'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.integer().primary().autoincrement(),
    email: p.string().unique(),
    passwordHash: p.string().hidden(),
    fullName: p.string().default(''),
    nickname: p.string().default(''),
    isAdmin: p.boolean().default(false),
    isStaff: p.boolean().default(false),
    accountState: p.enum([...ACCOUNT_STATES]).default('active'),
    primaryTeam: () => p.manyToOne(Team).nullable(),
    selectedTeam: () => p.manyToOne(Team).nullable(),
    /** A one-time notice the user has not read yet ("New Look"). */
    notification: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type User = InferEntity<typeof User>;

export const TeamMember = defineEntity({
  name: 'TeamMember',
  properties: {
    id: p.integer().primary().autoincrement(),
    team: () => p.manyToOne(Team),
    user: () => p.manyToOne(User),
    role: p.enum([...TEAM_ROLES]).default('member'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['team', 'user'] }],
});
export type TeamMember = InferEntity<typeof TeamMember>;
