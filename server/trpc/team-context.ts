import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventBus } from '../events/bus.js';
import type { TeamMember, User } from '../modules/account/user.entity.js';
import type { Team } from '../modules/teams/team.entity.js';

/** What every team-scoped service takes from the procedure context: who acts, in which team, with which role. */
export interface TeamContext {
  em: EntityManager;
  user: User;
  team: Team;
  role: TeamMember['role'];
  bus: EventBus;
}
