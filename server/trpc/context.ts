import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WebSocket } from 'ws';
import { readSessionToken } from '../auth/cookies.js';
import type { Credential } from './callers.js';
import type { RequestContext, Services } from './init.js';
import { SocketAuthority } from './socket-authority.js';

/** The key of an `Authorization: Bearer <key>` header, if any. */
const bearerKey = (req: IncomingMessage) => /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1] ?? null;

/** The credential a request presents: a Bearer API key when sent (the cookie is then ignored), else the session cookie. */
function credentialOf(req: IncomingMessage): Credential | null {
  const key = bearerKey(req);
  if (key) return { kind: 'key', key };
  const token = readSessionToken(req.headers.cookie);
  return token ? { kind: 'session', token } : null;
}

/**
 * The context of an HTTP request or a WebSocket connection: its request id and credential, read
 * from the headers without the database; each call's authentication step resolves the credential
 * (init.ts). A WebSocket connection also gets its authority, which ends its streams when it changes.
 */
export function contextFactory(services: Services) {
  return ({ req, res, socket, restCall = false }: { req: IncomingMessage; res?: ServerResponse; socket?: WebSocket; restCall?: boolean }): RequestContext => {
    const credential = credentialOf(req);
    return {
      ...services,
      req,
      res,
      restCall,
      requestId: (req as IncomingMessage & { id?: string }).id ?? randomUUID(),
      credential,
      socketAuthority: socket ? new SocketAuthority(services.callers, credential, socket) : null,
    };
  };
}
