import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from '../../shared/account-texts.js';
import { MailOutbox } from '../../server/mail/mail-outbox.entity.js';
import { PasswordReset } from '../../server/modules/account/account-code.entity.js';
import { PASSWORD_RESET_MAIL_JOB } from '../../server/modules/account/index.js';
import { hashLinkCode } from '../../server/modules/account/link-codes.js';
import { ApiClient } from '../helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { linkPath, mailCount, waitForMail } from './account-helpers.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const api = () => new ApiClient(app.baseUrl);
const forgot = (email: string) => api().post('/api/user/account/forgot-password', { email });
const reset = (code: string, new_password: string) => api().post('/api/user/account/reset-password', { code, new_password });

async function resetCodeFor(email: string) {
  const before = await app.orm.em.fork().findOne(MailOutbox, { toAddress: email.toLowerCase() }, { orderBy: { id: 'desc' } });
  expect((await forgot(email)).status).toBe(200);
  const mail = await waitForMail(app.orm, email, before?.id ?? 0);
  return linkPath(mail.text, '/reset-password/').split('/').pop()!;
}

/** The state of the (newest) forgot-password job for `email`; the request only queues it. */
async function resetJobState(email: string) {
  const [job] = await app.orm.em
    .getConnection()
    .execute<{ state: string }[]>("select state from pgboss.job where name = ? and data->>'email' = ? order by created_on desc limit 1", [
      PASSWORD_RESET_MAIL_JOB,
      email,
    ]);
  return job?.state;
}

/** How many mail jobs were ever queued for `to` (delivered or not). */
async function mailJobsTo(to: string) {
  const [row] = await app.orm.em
    .getConnection()
    .execute<{ count: number }[]>("select count(*)::int as count from pgboss.job where name = 'mail.send' and data->>'to' = ?", [to]);
  return row.count;
}

const stillSignsIn = async (email: string) => (await api().signIn(email, TEST_PASSWORD)).status === 200;

describe('forgot password', () => {
  it('answers an unknown e-mail exactly as a known one, and sends nothing', async () => {
    const { user } = await createUser(app.orm.em.fork());
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.test');
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    await waitForMail(app.orm, user.email);
    await expect.poll(() => resetJobState('nobody-here@example.test'), { timeout: 15_000, interval: 50 }).toBe('completed');
    expect(await mailJobsTo('nobody-here@example.test')).toBe(0);
    expect(await mailCount(app.orm, 'nobody-here@example.test')).toBe(0);
  });

  it('mails nothing to a disabled account, with the same answer', async () => {
    const { user } = await createUser(app.orm.em.fork(), { accountState: 'disabled' });
    const asked = await forgot(user.email);
    expect(asked.status).toBe(200);
    expect(asked.json).toEqual({ success: true, message: ACCOUNT_TEXT.resetLinkSent });
    await expect.poll(() => resetJobState(user.email), { timeout: 15_000, interval: 50 }).toBe('completed');
    expect(await mailJobsTo(user.email)).toBe(0);
    expect(await app.orm.em.fork().count(PasswordReset, { user: user.id })).toBe(0);
  });

  it('stores only the SHA-256 of the code, valid for one hour', async () => {
    const { user } = await createUser(app.orm.em.fork());
    const code = await resetCodeFor(user.email);
    const stored = await app.orm.em.fork().findOneOrFail(PasswordReset, { user: user.id });
    expect(stored.codeHash).toBe(hashLinkCode(code));
    expect(stored.codeHash).not.toContain(code);
    const minutes = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(60);
  });

  it('limits repeated requests for one address the same way whether or not it exists', async () => {
    const { user } = await createUser(app.orm.em.fork());
    const knownStatuses = [];
    const unknownStatuses = [];
    for (let i = 0; i < 4; i++) {
      knownStatuses.push((await forgot(user.email)).status);
      unknownStatuses.push((await forgot('limited-unknown@example.test')).status);
    }
    expect(knownStatuses).toEqual([200, 200, 200, 429]);
    expect(unknownStatuses).toEqual(knownStatuses);
    const knownRefusal = await forgot(user.email);
    const unknownRefusal = await forgot('limited-unknown@example.test');
    const { request_id: _known, ...knownBody } = knownRefusal.json;
    const { request_id: _unknown, ...unknownBody } = unknownRefusal.json;
    expect(unknownBody).toEqual(knownBody);
    expect(knownRefusal.json.error).toBe(ACCOUNT_TEXT.tooManyResetRequests);
    expect(knownRefusal.text).not.toContain(user.email);
  });

  it('refuses a missing e-mail with 400 naming the field', async () => {
    const refused = await api().post('/api/user/account/forgot-password', { email: '' });
    expect(refused.status).toBe(400);
    expect(refused.json.fields.email).toBe('Email is required');
  });
});

describe('reset password', () => {
  it('works once: a used code changes nothing the second time', async () => {
    const { user } = await createUser(app.orm.em.fork());
    const code = await resetCodeFor(user.email);
    // The page asks first whether the link can still be used; asking spends nothing.
    const usable = async (asked: string) =>
      (await api().get(`/trpc/recovery.resetCodeStatus?input=${encodeURIComponent(JSON.stringify({ code: asked }))}`)).json.result?.data.usable;
    expect(await usable(code)).toBe(true);
    expect(await usable(code)).toBe(true);
    expect((await reset(code, 'first-new-one')).status).toBe(200);
    expect(await usable(code)).toBe(false);
    const again = await reset(code, 'second-new-one');
    expect(again.status).toBe(400);
    expect(again.json.error).toBe(ACCOUNT_TEXT.resetCodeUnusable);
    expect((await api().signIn(user.email, 'first-new-one')).status).toBe(200);
  });

  it('refuses an expired code and changes nothing', async () => {
    const { user } = await createUser(app.orm.em.fork());
    const code = await resetCodeFor(user.email);
    await app.orm.em.fork().nativeUpdate(PasswordReset, { user: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    const late = await reset(code, 'too-late-now');
    expect(late.status).toBe(400);
    expect(late.json.error).toBe(ACCOUNT_TEXT.resetCodeUnusable);
    expect(await stillSignsIn(user.email)).toBe(true);
  });

  it('refuses an altered code and changes nothing', async () => {
    const { user } = await createUser(app.orm.em.fork());
    const code = await resetCodeFor(user.email);
    const altered = (code[0] === 'A' ? 'B' : 'A') + code.slice(1);
    const refused = await reset(altered, 'altered-code');
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe(ACCOUNT_TEXT.resetCodeUnusable);
    expect(await stillSignsIn(user.email)).toBe(true);
  });

  it('refuses a password under 6 characters with the spec text, keeping the code usable', async () => {
    const { user } = await createUser(app.orm.em.fork());
    const code = await resetCodeFor(user.email);
    const short = await reset(code, '12345');
    expect(short.status).toBe(400);
    expect(short.json.fields.new_password).toBe('Choose a longer password');
    expect(await stillSignsIn(user.email)).toBe(true);
    expect((await reset(code, '123456')).status).toBe(200);
  });

  it('ends every session of the account, and an older code stops working', async () => {
    const { user } = await createUser(app.orm.em.fork());
    const phone = api();
    const laptop = api();
    await phone.signIn(user.email, TEST_PASSWORD);
    await laptop.signIn(user.email, TEST_PASSWORD);
    const older = await resetCodeFor(user.email);
    const newer = await resetCodeFor(user.email);
    expect(newer).not.toBe(older);
    expect((await reset(newer, 'after-the-reset')).status).toBe(200);
    expect((await phone.get('/api/user/configuration')).status).toBe(401);
    expect((await laptop.get('/api/user/configuration')).status).toBe(401);
    expect((await reset(older, 'sneaky-second')).status).toBe(400);
  });
});
