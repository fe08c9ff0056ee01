import type { IncomingMessage } from 'node:http';

/** The caller's address: Express's `req.ip` (X-Forwarded-For only when TRUST_PROXY), else the socket's. */
export const clientAddress = (req: IncomingMessage) => (req as IncomingMessage & { ip?: string }).ip ?? req.socket.remoteAddress ?? 'unknown';
