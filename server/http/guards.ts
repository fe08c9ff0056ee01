import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins allowed to change anything: the configured public origin, else the request's own host. */
export function isAllowedOrigin(origin: string, host: string | undefined, publicOrigin: string | undefined) {
  if (publicOrigin) return origin === new URL(publicOrigin).origin;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Mutations accept only JSON and only from our own origin, so no cross-site form or
 * script can change anything with a visitor's cookie.
 */
export function mutationGuard(publicOrigin: string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.headers.origin;
    const crossSite = req.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite || (origin && !isAllowedOrigin(origin, req.headers.host, publicOrigin))) {
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
