import type { EntityManager } from '@mikro-orm/postgresql';
import { Lucia, TimeSpan } from 'lucia';
import { SESSION_DAYS } from '../../shared/limits.js';
import type { CallerRows } from './caller-rows.js';
import { sessionAdapter } from './session-adapter.js';

export const SESSION_COOKIE = 'pitchroom_session';

/** `callerRowsSql`: the select list of a caller's rows where `u` is the user's row (the account module's CALLER_ROWS_SQL). */
export function createLucia(em: EntityManager, callerRowsSql: string) {
  return new Lucia(sessionAdapter(em, callerRowsSql), {
    sessionExpiresIn: new TimeSpan(SESSION_DAYS, 'd'),
    sessionCookie: { name: SESSION_COOKIE, attributes: { sameSite: 'lax', secure: false } },
    getSessionAttributes: (attributes) => ({ actingAsId: attributes.acting_as_id ?? null }),
    getUserAttributes: (attributes) => ({ caller: attributes.caller ?? null }),
  });
}

export type Auth = ReturnType<typeof createLucia>;

/** lucia extends a session read in the second half of its life (and drops an expired one): such a read is not skipped. */
export const sessionNeedsRefresh = (expiresAt: Date) => Date.now() >= expiresAt.getTime() - (SESSION_DAYS * 86_400_000) / 2;

declare module 'lucia' {
  interface Register {
    Lucia: Auth;
    UserId: number;
    DatabaseSessionAttributes: { acting_as_id?: number | null };
    /** The rows of the user the session acts as, read with the session (session-adapter.ts). */
    DatabaseUserAttributes: { caller?: CallerRows };
  }
}
