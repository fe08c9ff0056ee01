import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * Security headers on every answer (pages, API, media): no inline or foreign script, no framing,
 * no MIME sniffing, a strict referrer policy, and HSTS when the request came over TLS (behind a
 * trusted proxy, `X-Forwarded-Proto: https`). Styles may be inline: Mantine sets style attributes.
 * Images may come from anywhere over http(s): creators' pictures can live on other hosts.
 */
export function securityHeaders(trustProxy: boolean) {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });
  return function securityHeaders(req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) {
    headers(req, res, (error?: unknown) => {
      if (error) return next(error);
      const overTls = trustProxy && String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https';
      if (overTls) return hsts(req, res, next);
      next();
    });
  };
}
