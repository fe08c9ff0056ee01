import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** Where the build's hashed files are served (server/http/static.ts). */
const BUILD_FILES = '/assets/';
const SUBRESOURCE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy']);

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
  // Neither depends on the request: helmet's answers are taken once and set as they are on every answer.
  const always = headersOf(headers);
  const overTlsOnly = headersOf(hsts);
  // A build file (script, style sheet, font) is never a document: of these headers only two apply to
  // it, and sending the rest would add about 700 bytes to each of the dozens a page loads.
  const forBuildFiles = always.filter(([name]) => SUBRESOURCE_HEADERS.has(name.toLowerCase()));
  return function securityHeaders(req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) {
    for (const [name, value] of req.url?.startsWith(BUILD_FILES) ? forBuildFiles : always) res.setHeader(name, value);
    if (
      trustProxy &&
      String(req.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]
        .trim() === 'https'
    ) {
      for (const [name, value] of overTlsOnly) res.setHeader(name, value);
    }
    next();
  };
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** The headers a middleware sets on an answer (it reads nothing of the request). */
function headersOf(middleware: Middleware) {
  const set: [string, string][] = [];
  const res = { setHeader: (name: string, value: string) => void set.push([name, value]), removeHeader: () => {}, getHeader: () => undefined };
  middleware({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return set;
}
