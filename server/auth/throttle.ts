import type { EntityManager } from '@mikro-orm/postgresql';
import { SIGNIN_THROTTLE } from '../../shared/limits.js';
import { consumeRateLimit, rateKey, releaseRateLimit } from '../http/rate-limit.js';

/** The sign-in counters of one attempt: the account (e-mail) and the address it came from. */
export function signInKeys(email: string, address: string) {
  return { account: rateKey('signin-account', email), address: rateKey('signin-address', address) };
}

const minutes = (n: number) => `Too many sign-in attempts. Try again in ${n} minute${n === 1 ? '' : 's'}.`;

/** Reserves one attempt before the password is checked, so parallel attempts never get past the limits. */
export function reserveAttempt(em: EntityManager, keys: ReturnType<typeof signInKeys>) {
  const limits = [
    { key: keys.account, limit: SIGNIN_THROTTLE.perAccount },
    { key: keys.address, limit: SIGNIN_THROTTLE.perAddress },
  ];
  return consumeRateLimit(em, limits, SIGNIN_THROTTLE.windowSeconds, minutes);
}

/** After a successful sign-in: the account's failures are forgotten, the address gives back this attempt. */
export async function releaseAttempt(em: EntityManager, keys: ReturnType<typeof signInKeys>) {
  await releaseRateLimit(em, keys.account, { forget: true });
  await releaseRateLimit(em, keys.address);
}
