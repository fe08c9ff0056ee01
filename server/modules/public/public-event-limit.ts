import type { IncomingMessage } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PUBLIC_EVENT_LIMIT } from '../../../shared/public-constants.js';
import { TEAM_EVENT_TEXT } from '../../../shared/public-texts.js';
import { clientAddress } from '../../http/client-address.js';
import { consumeRateLimit, type RateKey, rateKey } from '../../http/rate-limit.js';

/**
 * Public events (views, clicks, the gate and the response form) are counted per address and per
 * sheet: past the limits the answer is 429, so nobody can fill a team's notifications or analytics.
 */
export function limitPublicEvent(ctx: { em: EntityManager; req: IncomingMessage }, sheetId: string | undefined) {
  const keys: RateKey[] = [{ key: rateKey('public-address', clientAddress(ctx.req)), limit: PUBLIC_EVENT_LIMIT.perAddress }];
  if (sheetId) keys.push({ key: rateKey('public-sheet', sheetId), limit: PUBLIC_EVENT_LIMIT.perSheet });
  return consumeRateLimit(ctx.em, keys, PUBLIC_EVENT_LIMIT.windowSeconds, TEAM_EVENT_TEXT.tooManyEvents);
}
