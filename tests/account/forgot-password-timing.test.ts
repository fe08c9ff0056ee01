import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXT } from '../../shared/account-texts.js';
import { MailOutbox } from '../../server/mail/mail-outbox.entity.js';
import { PasswordReset } from '../../server/modules/account/account-code.entity.js';
import { PASSWORD_RESET_MAIL_JOB } from '../../server/modules/account/index.js';
import { createUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

// TRUST_PROXY: each request names its own client in X-Forwarded-For, as behind the proxy, so the
// per-address limit (ACCOUNT_LIMIT.resetRequestsPerAddress) does not refuse the 200 requests.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(undefined, { TRUST_PROXY: 'true' });
});
afterAll(() => app.close());

const WARM_UP_PAIRS = 5;
const MEASURED_PAIRS = 100;

let client = 0;
/** One forgot-password request from its own client address, timed from sending to the whole answer read. */
async function timedForgot(email: string) {
  client++;
  const started = performance.now();
  const response = await fetch(`${app.baseUrl}/api/user/account/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${client >> 8}.${client & 255}` },
    body: JSON.stringify({ email }),
  });
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const JOB_NAMES = [PASSWORD_RESET_MAIL_JOB, 'mail.send'];

/** Forgot-password and mail jobs queued or running (pg-boss's own table). */
async function pendingJobs() {
  const [row] = await app.orm.em
    .getConnection()
    .execute<{ count: number }[]>("select count(*)::int as count from pgboss.job where name in (?, ?) and state in ('created', 'retry', 'active')", JOB_NAMES);
  return row.count;
}

/**
 * Waits until the previous request's jobs are done, so each request is timed on its own rather
 * than with the background work of the one before it (and the queue never backs up).
 */
const jobsDone = () =>
  vi.waitFor(
    async () => {
      if ((await pendingJobs()) > 0) throw new Error('jobs still pending');
    },
    { timeout: 15_000, interval: 5 },
  );

describe('forgot password timing', () => {
  it('answers an existing and an unknown e-mail in the same time, and mails only the existing one', { timeout: 120_000 }, async () => {
    const pairs = WARM_UP_PAIRS + MEASURED_PAIRS;
    const existing: string[] = [];
    for (let i = 0; i < pairs; i++) existing.push((await createUser(app.orm.em.fork())).user.email);
    const unknown = Array.from({ length: pairs }, (_, i) => `nobody-${i}-${Date.now()}@example.test`);

    for (let i = 0; i < WARM_UP_PAIRS; i++) {
      expect((await timedForgot(existing[i])).status).toBe(200);
      await jobsDone();
      expect((await timedForgot(unknown[i])).status).toBe(200);
      await jobsDone();
    }

    const known: Awaited<ReturnType<typeof timedForgot>>[] = [];
    const nobody: Awaited<ReturnType<typeof timedForgot>>[] = [];
    for (let i = WARM_UP_PAIRS; i < pairs; i++) {
      known.push(await timedForgot(existing[i]));
      await jobsDone();
      nobody.push(await timedForgot(unknown[i]));
      await jobsDone();
    }

    const answers = [...known, ...nobody];
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(JSON.parse(answers[0].body)).toEqual({ success: true, message: ACCOUNT_TEXT.resetLinkSent });

    const knownMedian = median(known.map((a) => a.ms));
    const unknownMedian = median(nobody.map((a) => a.ms));
    console.info(
      `forgot-password medians over ${MEASURED_PAIRS} requests each: existing ${knownMedian.toFixed(2)} ms, unknown ${unknownMedian.toFixed(2)} ms, difference ${Math.abs(knownMedian - unknownMedian).toFixed(2)} ms`,
    );
    expect(Math.abs(knownMedian - unknownMedian)).toBeLessThan(2);

    // Every existing account gets its reset mail; once every job is done, no unknown address got one (nor had one queued).
    await expect.poll(() => app.orm.em.fork().count(MailOutbox, { toAddress: { $in: existing } }), { timeout: 30_000, interval: 200 }).toBe(pairs);
    await expect.poll(pendingJobs, { timeout: 30_000, interval: 200 }).toBe(0);
    const [completed] = await app.orm.em
      .getConnection()
      .execute<{ count: number }[]>("select count(*)::int as count from pgboss.job where name = ? and state = 'completed'", [PASSWORD_RESET_MAIL_JOB]);
    expect(completed.count).toBe(2 * pairs);
    expect(await app.orm.em.fork().count(PasswordReset, { user: { email: { $in: existing } } })).toBe(pairs);
    expect(await app.orm.em.fork().count(MailOutbox, { toAddress: { $in: unknown } })).toBe(0);
    const [queuedForUnknown] = await app.orm.em
      .getConnection()
      .execute<{ count: number }[]>(
        `select count(*)::int as count from pgboss.job where name = 'mail.send' and data->>'to' in (${unknown.map(() => '?').join(', ')})`,
        unknown,
      );
    expect(queuedForUnknown.count).toBe(0);
  });
});
