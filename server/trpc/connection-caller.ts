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
  /** The read's ticket (see `beforeRead`) and when it was kept. */
  ticket: number;
  keptAt: number;
  user: EntityData<User>;
  team: EntityData<Team>;
  role: TeamMember['role'];
}

/** What one connection remembers, and since when it has listened to its user's changes. */
interface Remembered {
  caller: Caller | null;
  userId: number;
  teamId: string | null;
  /** A read with a ticket after this (the listening's start, the user's latest change) may be kept. */
  notBefore: number;
  stopListening: () => void;
}

/** A team that connections here use: listened to once for all of them. */
interface TeamWatch {
  since: number;
  changedAt: number;
  connections: number;
  stop: () => void;
}

/**
 * The signed-in caller (user, current team, role) as an earlier call on the same WebSocket
 * connection read it. A connection keeps one request for all its calls: a member sending a
 * message every few seconds would otherwise read the user and their memberships again each time.
 * A connection listens to its user's events from before its first read, and the team's events
 * are listened to once for every connection of the team, so even the first read is kept unless a
 * change (role, membership, current team, account state, team settings) may have overlapped it;
 * after a change the caller is read again. A session ending closes the socket (ws.ts). HTTP calls
 * always read afresh.
 */
export class ConnectionCallers {
  private readonly byConnection = new WeakMap<IncomingMessage, Remembered>();
  private readonly teams = new Map<string, TeamWatch>();
  /** Orders reads and changes (a clock in milliseconds could give both the same time). */
  private clock = 0;

  constructor(private readonly bus: EventBus) {}

  find(req: IncomingMessage, userId: number, em: EntityManager) {
    const remembered = this.byConnection.get(req);
    const known = remembered?.caller;
    if (!known || known.user.id !== userId || Date.now() - known.keptAt > CALLER_REUSE_MS) return null;
    const team = remembered.teamId ? this.teams.get(remembered.teamId) : undefined;
    if (!team || known.ticket <= remembered.notBefore || known.ticket <= team.changedAt) return null;
    // Merged plain data keeps a snapshot in JS form, which never equals the database form of json
    // properties (team settings): they would be written back at every flush. The snapshot is taken
    // again from the merged entity (an option the ORM's entity factory reads; not in its types).
    const asLoaded = { recomputeSnapshot: true } as MergeOptions;
    return { user: em.merge(User, known.user, asLoaded), team: em.merge(Team, known.team, asLoaded), role: known.role };
  }

  /** Before reading the caller of a connection: listens to the user's changes (if not yet) and answers the read's ticket. */
  beforeRead(req: IncomingMessage, userId: number): number {
    const current = this.byConnection.get(req);
    if (!current || current.userId !== userId) this.listenToUser(req, userId, current);
    return ++this.clock;
  }

  /**
   * Keeps a caller read with `ticket` for the connection's next calls, unless a change may have
   * overlapped the read: the user's (since `beforeRead`) or the team's (a team no connection here
   * listened to before this read is listened to from now on, and read again next time).
   */
  remember(req: IncomingMessage, caller: { user: User; team: Team; role: TeamMember['role'] }, ticket: number) {
    const remembered = this.byConnection.get(req);
    if (!remembered || remembered.userId !== caller.user.id) return;
    if (remembered.teamId !== caller.team.id) {
      if (remembered.teamId) this.release(remembered.teamId);
      remembered.teamId = caller.team.id;
      this.watch(caller.team.id);
    }
    const team = this.teams.get(caller.team.id)!;
    if (ticket <= remembered.notBefore || ticket <= team.since || ticket <= team.changedAt) return;
    remembered.caller = {
      ticket,
      keptAt: Date.now(),
      user: wrap(caller.user).toPOJO() as EntityData<User>,
      team: wrap(caller.team).toPOJO() as EntityData<Team>,
      role: caller.role,
    };
  }

  private listenToUser(req: IncomingMessage, userId: number, previous: Remembered | undefined) {
    previous?.stopListening();
    const remembered: Remembered = { caller: null, userId, teamId: null, notBefore: ++this.clock, stopListening: () => {} };
    const stop = this.bus.subscribe(scopes.user(userId), (event) => {
      if (CHANGES.has(event.type)) remembered.notBefore = ++this.clock;
    });
    const onClose = () => remembered.stopListening();
    remembered.stopListening = () => {
      stop();
      if (remembered.teamId) this.release(remembered.teamId);
      remembered.teamId = null;
      req.socket?.off('close', onClose);
    };
    req.socket?.once('close', onClose);
    this.byConnection.set(req, remembered);
  }

  private watch(teamId: string) {
    const known = this.teams.get(teamId);
    if (known) return void known.connections++;
    const watch: TeamWatch = { since: ++this.clock, changedAt: 0, connections: 1, stop: () => {} };
    watch.stop = this.bus.subscribe(scopes.team(teamId), (event) => {
      if (CHANGES.has(event.type)) watch.changedAt = ++this.clock;
    });
    this.teams.set(teamId, watch);
  }

  private release(teamId: string) {
    const watch = this.teams.get(teamId);
    if (!watch || --watch.connections > 0) return;
    watch.stop();
    this.teams.delete(teamId);
  }
}
