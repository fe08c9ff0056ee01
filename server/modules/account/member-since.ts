import type { EntityManager } from '@mikro-orm/postgresql';
import { TeamMember } from './user.entity.js';

/** When the user joined the team (null when they work in it without being a member: a site admin). */
export async function memberSince(em: EntityManager, teamId: string, userId: number) {
  const member = await em.findOne(TeamMember, { team: teamId, user: userId }, { fields: ['createdAt'] });
  return member?.createdAt ?? null;
}
