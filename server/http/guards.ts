import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { NextFunction, Request, Response } from 'express';
import type { Config } from '../config.js';
import { databaseUnavailable } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type OriginConfig = Pick<Config, 'PUBLIC_ORIGIN' | 'TRUST_PROXY'>;

/** The request's own origin (scheme, host and port), as the browser that loaded our page would send it. */
export function ownOrigin(req: IncomingMessage, trustProxy: boolean) {
  const forwarded = (name: string) =>
    trustProxy
      ? String(req.headers[name] ?? '')
          .split(',')[0]
          .trim()
      : '';
  const scheme = forwarded('x-forwarded-proto') || ((req.socket as TLSSocket).encrypted ? 'https' : 'http');
  return `${scheme}://${forwarded('x-forwarded-host') || req.headers.host}`;
}

/** The one origin allowed to change anything: the configured public origin, else the request's own, compared exactly. */
export function isAllowedOrigin(origin: string, req: IncomingMessage, config: OriginConfig) {
  try {
    const allowed = new URL(config.PUBLIC_ORIGIN ?? ownOrigin(req, config.TRUST_PROXY)).origin;
    return new URL(origin).origin === allowed;
  } catch {
    return false;
  }
}

/**
 * Mutations accept only JSON and only from our own origin, so no cross-site form or
 * script can change anything with a visitor's cookie.
 */
export function mutationGuard(config: OriginConfig) {
  return function mutationGuard(req: Request, res: Response, next: NextFunction) {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.headers.origin;
    const crossSite = req.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite || (origin && !isAllowedOrigin(origin, req, config))) {
      res.status(403).json({ error: 'Cross-site requests are not accepted', code: 'FORBIDDEN' });
      return;
    }
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.is('application/json')) {
      res.status(415).json({ error: 'Send the body as JSON (Content-Type: application/json)', code: 'UNSUPPORTED_MEDIA_TYPE' });
      return;
    }
    next();
  };
}

/** While the database does not answer, calls are refused at once (503, Retry-After) instead of waiting on it. */
export function unavailableWhileDatabaseIsDown(database: { available: boolean }) {
  return function refuseWhileDatabaseIsDown(_req: Request, res: Response, next: NextFunction) {
    if (database.available) return next();
    const error = databaseUnavailable();
    res.setHeader('Retry-After', String(error.details.retryAfterSeconds));
    res.status(503).json({ error: error.message, code: error.code });
  };
}
