import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../server/modules/account/user.entity.js';
import { CALLER_REUSE_MS } from '../../server/trpc/connection-caller.js';
import { WS_PATH } from '../../server/trpc/ws.js';
import { ApiClient } from '../helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { wsTrpcClient } from '../helpers/ws-client.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('WebSocket access', () => {
  it('refuses an upgrade from a foreign Origin', async () => {
    const socket = new WebSocket(app.baseUrl.replace(/^http/, 'ws') + WS_PATH, { headers: { origin: 'https://evil.example' } });
    const status = await new Promise<number | undefined>((resolve) => {
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode));
      socket.on('open', () => resolve(101));
      socket.on('error', () => resolve(undefined));
    });
    socket.terminate();
    expect(status).toBe(401);
  });

  it('refuses a subscription without a session', async () => {
    const { client, close } = wsTrpcClient(app.baseUrl, '');
    const error = await new Promise<{ data?: { code?: string } }>((resolve) => {
      client.account.sessionEvents.subscribe(undefined, { onError: (e) => resolve(e as never) });
    });
    close();
    expect(error.data?.code).toBe('UNAUTHORIZED');
  });

  it('refuses the calls of an account disabled while its connection stays open, within a few seconds', async () => {
    const { user } = await createUser(app.orm.em.fork());
    const api = new ApiClient(app.baseUrl);
    await api.signIn(user.email, TEST_PASSWORD);
    const { client, close } = wsTrpcClient(app.baseUrl, api.cookieHeader);
    try {
      expect((await client.sheets.basic.query()).sheet_count).toBe(0);
      await app.orm.em.fork().nativeUpdate(User, { id: user.id }, { accountState: 'disabled' });
      const refusal = () => client.sheets.basic.query().then(() => 'answered', (e: { data?: { code?: string } }) => e.data?.code);
      await expect.poll(refusal, { timeout: CALLER_REUSE_MS + 1000, interval: 200 }).toBe('FORBIDDEN');
    } finally {
      close();
    }
  });
});
