import type { IncomingMessage } from 'node:http';
import { type EntityData, type MergeOptions, wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type AppEvent, type EventBus, scopes } from '../events/bus.js';
import { type TeamMember, User } from '../modules/account/user.entity.js';
import { Team } from '../modules/teams/team.entity.js';

/**
 * How long a remembered caller serves at most. Changes made through the app drop it at once (their
 * events); this only bounds how long a change made outside the app (by hand in the database) waits.
 */
export const CALLER_REUSE_MS = 60_000;

/** The events after which a connection's caller is read again: the user's account or team, or the team itself, changed. */
const CHANGES = new Set<AppEvent['type']>(['account.changed', 'team.settings.changed']);

interface Caller {
  readAt: number;
  user: EntityData<User>;
  team: EntityData<Team>;
  role: TeamMember['role'];
}

/** What one connection remembers, and the scopes it listens to so that it knows when to forget. */
interface Remembered {
  caller: Caller | null;
  userId: number;
  teamId: string;
  /** Only a read that started after this (the listeners' start, the latest change) is kept. */
  notBefore: number;
  stopListening: () => void;
}

/**
 * The signed-in caller (user, current team, role) as an earlier call on the same WebSocket
 * connection read it. A connection keeps one request for all its calls: a member sending a
 * message every few seconds would otherwise read the user and their memberships again each time.
 * The connection listens to the user's and the team's events and reads again after any change
 * (role, membership, current team, account state, team settings); a session ending closes the
 * socket (ws.ts). HTTP calls always read afresh.
 */
export class ConnectionCallers {
  private readonly byConnection = new WeakMap<IncomingMessage, Remembered>();

  constructor(private readonly bus: EventBus) {}

  find(req: IncomingMessage, userId: number, em: EntityManager) {
    const known = this.byConnection.get(req)?.caller;
    if (!known || known.user.id !== userId || Date.now() - known.readAt > CALLER_REUSE_MS) return null;
    // Merged plain data keeps a snapshot in JS form, which never equals the database form of json
    // properties (team settings): they would be written back at every flush. The snapshot is taken
    // again from the merged entity (an option the ORM's entity factory reads; not in its types).
    const asLoaded = { recomputeSnapshot: true } as MergeOptions;
    return { user: em.merge(User, known.user, asLoaded), team: em.merge(Team, known.team, asLoaded), role: known.role };
  }

  /**
   * Keeps a caller read from the database at `readStartedAt` for the connection's next calls. The
   * first read of a connection (or after a switch of user or team) only starts the listening, and a
   * read that overlapped a change is not kept: either could hold what the change replaced.
   */
  remember(req: IncomingMessage, caller: { user: User; team: Team; role: TeamMember['role'] }, readStartedAt: number) {
    const listening = this.listeningFor(req, caller.user.id, caller.team.id);
    if (readStartedAt <= listening.notBefore) return;
    listening.caller = {
      readAt: readStartedAt,
      user: wrap(caller.user).toPOJO() as EntityData<User>,
      team: wrap(caller.team).toPOJO() as EntityData<Team>,
      role: caller.role,
    };
  }

  private listeningFor(req: IncomingMessage, userId: number, teamId: string): Remembered {
    const current = this.byConnection.get(req);
    if (current && current.userId === userId && current.teamId === teamId) return current;
    current?.stopListening();
    const remembered: Remembered = { caller: null, userId, teamId, notBefore: Date.now(), stopListening: () => {} };
    const forget = (event: AppEvent) => {
      if (!CHANGES.has(event.type)) return;
      remembered.caller = null;
      remembered.notBefore = Date.now();
    };
    const stops = [this.bus.subscribe(scopes.user(userId), forget), this.bus.subscribe(scopes.team(teamId), forget)];
    const onClose = () => remembered.stopListening();
    remembered.stopListening = () => {
      stops.forEach((stop) => stop());
      req.socket?.off('close', onClose);
    };
    req.socket?.once('close', onClose);
    this.byConnection.set(req, remembered);
    return remembered;
  }
}
