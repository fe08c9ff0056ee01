import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readSessionToken, sessionCookieHeader } from '../auth/cookies.js';
import { TRPCError } from '@trpc/server';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { databaseUnavailable } from '../errors.js';
import { authenticateKey } from '../modules/api-keys/index.js';
import type { Context, Services } from './init.js';

/** The session is read before any procedure runs: an unreachable database is a 503 there too. */
function unavailableAsAppError(error: unknown): never {
  if (!isDatabaseUnavailable(error)) throw error;
  const cause = databaseUnavailable();
  throw new TRPCError({ code: cause.trpcCode, message: cause.message, cause });
}

/** The key of an `Authorization: Bearer <key>` header, if any. */
const bearerKey = (req: IncomingMessage) => /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1] ?? null;

/**
 * Reads and refreshes the session cookie; the same for HTTP calls and WebSocket connections. A
 * Bearer API key, when sent, is the only credential read (the cookie is ignored).
 */
export function contextFactory(services: Services) {
  return async ({ req, res }: { req: IncomingMessage; res?: ServerResponse }): Promise<Context> => {
    const requestId = (req as IncomingMessage & { id?: string }).id ?? randomUUID();
    const key = bearerKey(req);
    if (key) {
      const found = await authenticateKey(services.orm.em.fork(), key).catch(unavailableAsAppError);
      const apiKey = found.status === 'live' ? found.caller : null;
      return { ...services, req, res, requestId, session: null, sessionCaller: null, sessionToken: null, sessionTicket: 0, apiKey, badApiKey: found.status === 'live' ? false : found.status };
    }
    const token = readSessionToken(req.headers.cookie);
    let session = null;
    let sessionCaller = null;
    const sessionTicket = services.sessionTeams.beforeRead();
    if (token) {
      const valid = await services.auth.validateSession(token).catch(unavailableAsAppError);
      session = valid.session;
      sessionCaller = valid.user?.caller ?? null;
      if (res && !res.headersSent) {
        if (!session) res.appendHeader('Set-Cookie', sessionCookieHeader(services.auth.createBlankSessionCookie(), req));
        else if (session.fresh) res.appendHeader('Set-Cookie', sessionCookieHeader(services.auth.createSessionCookie(session.id), req));
      }
    }
    return { ...services, req, res, requestId, session, sessionCaller, sessionToken: session ? token : null, sessionTicket, apiKey: null, badApiKey: false };
  };
}
