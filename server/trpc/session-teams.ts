import type { IncomingMessage } from 'node:http';
import { readSessionToken } from '../auth/cookies.js';
import { hashSessionToken } from '../auth/session-adapter.js';
import type { EventBus } from '../events/bus.js';
import { CALLER_REUSE_MS } from './connection-caller.js';

/** Sessions remembered at most (the least recently remembered go first). */
const MAX_SESSIONS = 20_000;

/** Who a session acts as and in which team, as its last team call over HTTP read them. */
export interface SessionTeam {
  userId: number;
  teamId: string;
  /** The user's primary team (searches are scoped to it, spec §6). */
  primaryTeamId: string | null;
}

interface Kept extends SessionTeam {
  /** The session's own user (a staff session acting as someone has two). */
  sessionUserId: number;
  keptAt: number;
  expiresAt: number;
}

/**
 * The user and current team of recently seen session tokens, for answers served ahead of Express
 * that need nothing more (analytics-answer-route.ts). A session's end, and any change to its
 * user's account (role, membership, current team, account state), drops it at once in every
 * instance (through the bus), and a read that such a change may have overlapped is not kept.
 * Beyond that a session is remembered for CALLER_REUSE_MS, the bound for changes made outside the app.
 */
export class SessionTeams {
  private readonly bySession = new Map<string, Kept>();
  /** Counts the changes heard: a read that saw the count move was overlapped by one. */
  private changes = 0;
  private readonly stopListening: () => void;

  constructor(bus: EventBus) {
    this.stopListening = bus.subscribeAll((event) => {
      if (event.type === 'session.revoked') {
        this.changes++;
        this.bySession.delete(event.payload.sessionId);
      } else if (event.type === 'account.changed') {
        this.changes++;
        const { userId } = event.payload;
        for (const [id, kept] of this.bySession) if (kept.userId === userId || kept.sessionUserId === userId) this.bySession.delete(id);
      }
    });
  }

  /** Taken before a session is read; `remember` keeps the read only if no change came in between. */
  beforeRead(): number {
    return this.changes;
  }

  remember(token: string, read: SessionTeam & { sessionUserId: number; expiresAt: Date }, ticket: number) {
    if (ticket !== this.changes) return;
    const id = hashSessionToken(token);
    this.bySession.delete(id);
    if (this.bySession.size >= MAX_SESSIONS) this.bySession.delete(this.bySession.keys().next().value!);
    const { userId, teamId, primaryTeamId, sessionUserId } = read;
    this.bySession.set(id, { userId, teamId, primaryTeamId, sessionUserId, keptAt: Date.now(), expiresAt: read.expiresAt.getTime() });
  }

  /** The session of a request's cookie, if remembered. */
  ofRequest(req: IncomingMessage): SessionTeam | null {
    const token = readSessionToken(req.headers.cookie);
    return token ? this.find(token) : null;
  }

  find(token: string): SessionTeam | null {
    const kept = this.bySession.get(hashSessionToken(token));
    const now = Date.now();
    if (!kept || now - kept.keptAt > CALLER_REUSE_MS || now >= kept.expiresAt) return null;
    return { userId: kept.userId, teamId: kept.teamId, primaryTeamId: kept.primaryTeamId };
  }

  close() {
    this.stopListening();
    this.bySession.clear();
  }
}
