import type { IncomingMessage } from 'node:http';
import type { Config } from '../config.js';
import { ownOrigin } from '../http/guards.js';

/**
 * The origin of links in e-mails: PUBLIC_ORIGIN (required with SMTP_URL), else the request's own
 * origin, which only ever reaches the dev mailbox.
 */
export const mailLinkOrigin = (config: Config, req: IncomingMessage) => config.PUBLIC_ORIGIN ?? ownOrigin(req, config.TRUST_PROXY);
