import type { IncomingMessage } from 'node:http';
import { type EntityData, type MergeOptions, wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type TeamMember, User } from '../modules/account/user.entity.js';
import { Team } from '../modules/teams/team.entity.js';

/** How long the caller read by one call of a connection serves its next calls. */
export const CALLER_REUSE_MS = 3000;

interface Caller {
  readAt: number;
  user: EntityData<User>;
  team: EntityData<Team>;
  role: TeamMember['role'];
}

/**
 * The signed-in caller (user, current team, role) as an earlier call on the same connection read
 * it, for a few seconds. A WebSocket connection keeps one request for all its calls: an editor
 * autosaving over it would otherwise read the user and their memberships again every second.
 * HTTP calls always read afresh. The session ending closes the socket (ws.ts); a changed role,
 * account state or current team shows on the next read, within CALLER_REUSE_MS.
 */
export class ConnectionCallers {
  private readonly byConnection = new WeakMap<IncomingMessage, Caller>();

  find(req: IncomingMessage, userId: number, em: EntityManager) {
    const known = this.byConnection.get(req);
    if (!known || known.user.id !== userId || Date.now() - known.readAt > CALLER_REUSE_MS) return null;
    // Merged plain data keeps a snapshot in JS form, which never equals the database form of json
    // properties (team settings): they would be written back at every flush. The snapshot is taken
    // again from the merged entity (an option the ORM's entity factory reads; not in its types).
    const asLoaded = { recomputeSnapshot: true } as MergeOptions;
    return { user: em.merge(User, known.user, asLoaded), team: em.merge(Team, known.team, asLoaded), role: known.role };
  }

  remember(req: IncomingMessage, caller: { user: User; team: Team; role: TeamMember['role'] }) {
    this.byConnection.set(req, {
      readAt: Date.now(),
      user: wrap(caller.user).toPOJO() as EntityData<User>,
      team: wrap(caller.team).toPOJO() as EntityData<Team>,
      role: caller.role,
    });
  }
}
