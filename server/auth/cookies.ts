import type { IncomingMessage } from 'node:http';
import { Cookie } from 'lucia';
import { SESSION_COOKIE } from './lucia.js';

/** Over https the session cookie is `__Host-` prefixed: Secure, for this host only, path `/`. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** Express sets `protocol` (honouring TRUST_PROXY); a bare TLS socket counts too. */
const isHttps = (req: IncomingMessage) =>
  (req as IncomingMessage & { protocol?: string }).protocol === 'https' || Boolean((req.socket as { encrypted?: boolean }).encrypted);

/** The Set-Cookie value for a session cookie: `__Host-` prefixed and Secure whenever the request came over https. */
export function sessionCookieHeader(cookie: Cookie, req: IncomingMessage) {
  if (!isHttps(req)) return cookie.serialize();
  return new Cookie(SECURE_SESSION_COOKIE, cookie.value, { ...cookie.attributes, secure: true, path: '/', domain: undefined }).serialize();
}

/** The session token a request carries, in the `__Host-` cookie or the plain one. */
export function readSessionToken(cookieHeader: string | undefined): string | null {
  const cookies = new Map(
    (cookieHeader ?? '').split(';').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at).trim(), decodeURIComponent(pair.slice(at + 1).trim())] as const;
    }),
  );
  return cookies.get(SECURE_SESSION_COOKIE) || cookies.get(SESSION_COOKIE) || null;
}
