import type { IncomingMessage } from 'node:http';
import type { Cookie } from 'lucia';

/** Express sets `protocol` (honouring TRUST_PROXY); a bare TLS socket counts too. */
const isHttps = (req: IncomingMessage) =>
  (req as IncomingMessage & { protocol?: string }).protocol === 'https' || Boolean((req.socket as { encrypted?: boolean }).encrypted);

/** The Set-Cookie value for a session cookie: Secure whenever the request came over https. */
export function sessionCookieHeader(cookie: Cookie, req: IncomingMessage) {
  cookie.attributes.secure = isHttps(req);
  return cookie.serialize();
}
