import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readSessionToken, sessionCookieHeader } from '../auth/cookies.js';
import { TRPCError } from '@trpc/server';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { databaseUnavailable } from '../errors.js';
import type { Context, Services } from './init.js';

/** The session is read before any procedure runs: an unreachable database is a 503 there too. */
function unavailableAsAppError(error: unknown): never {
  if (!isDatabaseUnavailable(error)) throw error;
  const cause = databaseUnavailable();
  throw new TRPCError({ code: cause.trpcCode, message: cause.message, cause });
}

/** Reads and refreshes the session cookie; the same for HTTP calls and WebSocket connections. */
export function contextFactory(services: Services) {
  return async ({ req, res }: { req: IncomingMessage; res?: ServerResponse }): Promise<Context> => {
    const token = readSessionToken(req.headers.cookie);
    let session = null;
    if (token) {
      session = (await services.auth.validateSession(token).catch(unavailableAsAppError)).session;
      if (res && !res.headersSent) {
        if (!session) res.appendHeader('Set-Cookie', sessionCookieHeader(services.auth.createBlankSessionCookie(), req));
        else if (session.fresh) res.appendHeader('Set-Cookie', sessionCookieHeader(services.auth.createSessionCookie(session.id), req));
      }
    }
    const requestId = (req as IncomingMessage & { id?: string }).id ?? randomUUID();
    return { ...services, req, res, requestId, session, sessionToken: session ? token : null };
  };
}
