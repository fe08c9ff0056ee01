import type { EntityManager } from '@mikro-orm/postgresql';
import { SIGNIN_THROTTLE } from '../../shared/limits.js';
import { AppError } from '../errors.js';

type Key = { kind: 'account' | 'address'; value: string };

const limitOf = (key: Key) => (key.kind === 'account' ? SIGNIN_THROTTLE.perAccount : SIGNIN_THROTTLE.perAddress);
const keyOf = (key: Key) => `${key.kind}:${key.value.toLowerCase()}`;

/** Refuses with 429 when any key has used up its failures inside the window. */
export async function assertNotThrottled(em: EntityManager, keys: Key[]) {
  const rows: { key: string; failures: number; retry: number }[] = await em.getConnection().execute(
    `select key, failures, ceil(extract(epoch from (window_start + make_interval(secs => ?)) - now()))::int as retry
       from sign_in_throttle where key in (?) and window_start > now() - make_interval(secs => ?)`,
    [SIGNIN_THROTTLE.windowSeconds, keys.map(keyOf), SIGNIN_THROTTLE.windowSeconds],
  );
  for (const key of keys) {
    const row = rows.find((r) => r.key === keyOf(key));
    if (row && row.failures >= limitOf(key)) {
      const minutes = Math.max(1, Math.ceil(row.retry / 60));
      throw new AppError('TOO_MANY_REQUESTS', `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
        retryAfterSeconds: Math.max(1, row.retry),
      });
    }
  }
}

/** Counts one failure against every key; a window that has run out starts again. */
export async function recordFailure(em: EntityManager, keys: Key[]) {
  for (const key of keys) {
    await em.getConnection().execute(
      `insert into sign_in_throttle (key, failures, window_start) values (?, 1, now())
       on conflict (key) do update set
         failures = case when sign_in_throttle.window_start > now() - make_interval(secs => ?) then sign_in_throttle.failures + 1 else 1 end,
         window_start = case when sign_in_throttle.window_start > now() - make_interval(secs => ?) then sign_in_throttle.window_start else now() end`,
      [keyOf(key), SIGNIN_THROTTLE.windowSeconds, SIGNIN_THROTTLE.windowSeconds],
    );
  }
}

export async function clearFailures(em: EntityManager, key: Key) {
  await em.getConnection().execute('delete from sign_in_throttle where key = ?', [keyOf(key)]);
}
