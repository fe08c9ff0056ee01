import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SIGNIN_THROTTLE } from '../../shared/limits.js';
import { AppError } from '../errors.js';

type Key = { kind: 'account' | 'address'; value: string };

const limitOf = (key: Key) => (key.kind === 'account' ? SIGNIN_THROTTLE.perAccount : SIGNIN_THROTTLE.perAddress);
/** A fixed-size key whatever was typed (the column is a varchar(255); an e-mail can be longer). */
const keyOf = (key: Key) => `${key.kind}:${createHash('sha256').update(key.value.toLowerCase()).digest('hex')}`;

/**
 * Reserves one sign-in attempt against every key before the password is checked, in one statement
 * (each row is incremented under its row lock, so parallel attempts each see their own count), and
 * refuses with 429 once any key is past its limit inside the window. A window that has run out
 * starts again. A successful sign-in gives the reservation back (`releaseAttempt`).
 */
export async function reserveAttempt(em: EntityManager, keys: Key[]) {
  const window = SIGNIN_THROTTLE.windowSeconds;
  const ordered = [...keys].sort((a, b) => keyOf(a).localeCompare(keyOf(b))); // one lock order: no deadlocks
  const rows: { key: string; failures: number; retry: number }[] = await em.getConnection().execute(
    `insert into sign_in_throttle (key, failures, window_start) values ${ordered.map(() => '(?, 1, now())').join(', ')}
     on conflict (key) do update set
       failures = case when sign_in_throttle.window_start > now() - make_interval(secs => ?) then sign_in_throttle.failures + 1 else 1 end,
       window_start = case when sign_in_throttle.window_start > now() - make_interval(secs => ?) then sign_in_throttle.window_start else now() end
     returning key, failures, ceil(extract(epoch from (window_start + make_interval(secs => ?)) - now()))::int as retry`,
    [...ordered.map(keyOf), window, window, window],
  );
  for (const key of keys) {
    const row = rows.find((r) => r.key === keyOf(key));
    if (row && row.failures > limitOf(key)) {
      const minutes = Math.max(1, Math.ceil(row.retry / 60));
      throw new AppError('TOO_MANY_REQUESTS', `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
        retryAfterSeconds: Math.max(1, row.retry),
      });
    }
  }
}

/** After a successful sign-in: the account's failures are forgotten, the address keeps its others. */
export async function releaseAttempt(em: EntityManager, account: Key, address: Key) {
  await em.getConnection().execute(
    `with cleared as (delete from sign_in_throttle where key = ?)
     update sign_in_throttle set failures = greatest(failures - 1, 0) where key = ?`,
    [keyOf(account), keyOf(address)],
  );
}
