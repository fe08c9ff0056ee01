import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors.js';

/** One counter: at most `limit` uses of `key` per window. */
export interface RateKey {
  key: string;
  limit: number;
}

/** A fixed-size key whatever the value (the column is a varchar(255); an e-mail can be longer). */
export const rateKey = (kind: string, value: string) => `${kind}:${createHash('sha256').update(value.toLowerCase()).digest('hex')}`;

type Counted = { key: string; count: number; retry: number };

/**
 * Counts one use against every key, in one statement (each row is incremented under its row lock,
 * so parallel requests each see their own count): each key's count in its window and the seconds
 * until that window runs out; a window that has run out starts again. PostgreSQL holds the
 * counters, so every server instance enforces the same limits.
 */
async function countUses(em: EntityManager, keys: string[], windowSeconds: number): Promise<Counted[]> {
  const ordered = [...keys].sort((a, b) => a.localeCompare(b)); // one lock order: no deadlocks
  return em.getConnection().execute(
    `insert into rate_limit (key, count, window_start) values ${ordered.map(() => '(?, 1, now())').join(', ')}
     on conflict (key) do update set
       count = case when rate_limit.window_start > now() - make_interval(secs => ?) then rate_limit.count + 1 else 1 end,
       window_start = case when rate_limit.window_start > now() - make_interval(secs => ?) then rate_limit.window_start else now() end
     returning key, count, greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => ?)) - now())))::int as retry`,
    [...ordered, windowSeconds, windowSeconds, windowSeconds],
  );
}

/** Counts one use against every key and refuses with 429 and Retry-After once any key is past its limit inside the window. */
export async function consumeRateLimit(em: EntityManager, keys: RateKey[], windowSeconds: number, refusal: (minutes: number) => string) {
  const rows = await countUses(
    em,
    keys.map((k) => k.key),
    windowSeconds,
  );
  for (const key of keys) {
    const row = rows.find((r) => r.key === key.key);
    if (row && row.count > key.limit) throw new AppError('TOO_MANY_REQUESTS', refusal(Math.ceil(row.retry / 60)), { retryAfterSeconds: row.retry });
  }
}

/** A budget's state after a use, as the RateLimit-* headers tell it. */
export interface Budget {
  limit: number;
  remaining: number;
  resetSeconds: number;
  /** This use went past the limit. */
  exceeded: boolean;
}

/** Counts one use of a budget of `limit` per window and answers what is left. */
export async function spendBudget(em: EntityManager, key: string, limit: number, windowSeconds: number): Promise<Budget> {
  const [row] = await countUses(em, [key], windowSeconds);
  return { limit, remaining: Math.max(0, limit - row!.count), resetSeconds: row!.retry, exceeded: row!.count > limit };
}

/** Gives back one use of `key` (a sign-in that succeeded), or forgets it altogether. */
export async function releaseRateLimit(em: EntityManager, key: string, { forget = false } = {}) {
  await em
    .getConnection()
    .execute(forget ? 'delete from rate_limit where key = ?' : 'update rate_limit set count = greatest(count - 1, 0) where key = ?', [key]);
}
