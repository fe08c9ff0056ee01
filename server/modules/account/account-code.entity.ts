import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Team, TEAM_ROLES } from '../teams/team.entity.js';
import { User } from './user.entity.js';

/** A password reset: only the SHA-256 of the code is stored; it works once, until `expiresAt`. */
export const PasswordReset = defineEntity({
  name: 'PasswordReset',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    codeHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['user'] }],
});
export type PasswordReset = InferEntity<typeof PasswordReset>;

/** An invitation to a team by e-mail, with the role chosen by the team admin; the code is stored hashed. */
export const Invitation = defineEntity({
  name: 'Invitation',
  properties: {
    id: p.integer().primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    email: p.string(),
    role: p.enum([...TEAM_ROLES]).default('member'),
    invitedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    codeHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    acceptedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['team', 'email'] }],
});
export type Invitation = InferEntity<typeof Invitation>;
