import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventBus } from '../events/bus.js';
import type { CallerRole, CallerTeam, CallerUser } from './domain.js';
import type { Context } from './init.js';

/** What every team-scoped service takes from the procedure context: who acts, in which team, with which role. */
export interface TeamContext {
  em: EntityManager;
  user: CallerUser;
  team: CallerTeam;
  role: CallerRole;
  bus: EventBus;
}

/** A team-scoped service that also uses the app's services of the procedure context (mailer, storage, settings). */
export type TeamServicesContext = TeamContext & Context;
