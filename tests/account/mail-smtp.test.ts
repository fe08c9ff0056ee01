import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { freePort } from '../helpers/free-port.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { linkPath } from './account-helpers.js';

/** A real SMTP server: every message it accepts is parsed and handed to the waiting test. */
function startSmtpServer(port: number) {
  const received: ParsedMail[] = [];
  const waiting: ((mail: ParsedMail) => void)[] = [];
  let refuseNext = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuseNext > 0) {
        refuseNext--;
        return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        waiting.shift()?.(mail);
        callback();
      }, callback);
    },
  });
  return new Promise<{ next: () => Promise<ParsedMail>; refuse: (n: number) => void; close: () => Promise<void> }>((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        next: () => (received.length ? Promise.resolve(received.shift()!) : new Promise((r) => waiting.push(r))),
        refuse: (n) => (refuseNext = n),
        close: () => new Promise((r) => server.close(() => r())),
      }),
    );
  });
}

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  const port = await freePort();
  smtp = await startSmtpServer(port);
  app = await startTestApp(undefined, { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_ORIGIN: 'http://pitchroom.test' });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe('password reset over a real SMTP exchange', () => {
  it('mails a link whose code sets a new password and signs the old session out', async () => {
    const { user } = await createUser(app.orm.em.fork());
    const oldSession = new ApiClient(app.baseUrl);
    expect((await oldSession.signIn(user.email, TEST_PASSWORD)).status).toBe(200);

    const asked = await new ApiClient(app.baseUrl).post('/api/user/account/forgot-password', { email: user.email.toUpperCase() });
    expect(asked.json).toEqual({ success: true, message: 'Password reset link has been sent to the email.' });

    const mail = await smtp.next();
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(user.email);
    expect(mail.subject).toBe('Reset your Pitchroom password');
    const path = linkPath(mail.text ?? '', '/reset-password/');
    expect(mail.text).toContain(`http://pitchroom.test${path}`);
    expect(mail.html).toContain(`href="http://pitchroom.test${path}"`);

    const code = path.split('/').pop()!;
    const reset = await new ApiClient(app.baseUrl).post('/api/user/account/reset-password', { code, new_password: 'brand-new-secret' });
    expect(reset.json).toEqual({ success: true });

    expect((await oldSession.get('/api/user/configuration')).status).toBe(401);
    expect((await new ApiClient(app.baseUrl).signIn(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await new ApiClient(app.baseUrl).signIn(user.email, 'brand-new-secret')).status).toBe(200);
  });

  it('retries a message the SMTP server refuses for now until it is delivered', async () => {
    const { user } = await createUser(app.orm.em.fork());
    smtp.refuse(1);
    await new ApiClient(app.baseUrl).post('/api/user/account/forgot-password', { email: user.email });
    const mail = await smtp.next();
    expect(mail.subject).toBe('Reset your Pitchroom password');
  }, 30_000);
});
