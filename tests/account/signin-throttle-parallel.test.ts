import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNIN_THROTTLE } from '../../shared/limits.js';
import { ApiClient } from '../helpers/api-client.js';
import { createUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const clearThrottle = () => app.orm.em.fork().getConnection().execute('delete from rate_limit');

/** Sends every sign-in at once and counts the answers: a 401 is an attempt that reached the password check; any other answer is listed. */
async function parallelSignIns(emails: string[]) {
  const answers = await Promise.all(emails.map((email) => new ApiClient(app.baseUrl).signIn(email, 'wrong-password')));
  const count = (status: number) => answers.filter((a) => a.status === status).length;
  const other = answers.filter((a) => a.status !== 401 && a.status !== 429).map((a) => `${a.status} ${a.text.slice(0, 120)}`);
  return { checked: count(401), refused: count(429), other };
}

describe('the sign-in throttle under parallel attempts', () => {
  it(`lets at most ${SIGNIN_THROTTLE.perAccount} of 50 parallel wrong passwords for one account reach the password check`, async () => {
    await clearThrottle();
    const { user } = await createUser(app.orm.em.fork());
    const result = await parallelSignIns(Array.from({ length: 50 }, () => user.email));
    expect(result).toEqual({ checked: SIGNIN_THROTTLE.perAccount, refused: 50 - SIGNIN_THROTTLE.perAccount, other: [] });
  });

  it(`lets at most ${SIGNIN_THROTTLE.perAddress} of 100 parallel attempts on different accounts from one address through`, async () => {
    await clearThrottle();
    const emails = Array.from({ length: 100 }, (_, i) => `parallel-${i}-${Date.now()}@example.test`);
    const result = await parallelSignIns(emails);
    expect(result).toEqual({ checked: SIGNIN_THROTTLE.perAddress, refused: 100 - SIGNIN_THROTTLE.perAddress, other: [] });
  });
});
