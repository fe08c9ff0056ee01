import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { User } from '../../server/modules/account/user.entity.js';
import { CALLER_REUSE_MS } from '../../server/trpc/callers.js';
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

  /** A member signed in over a WebSocket that has made its first calls (so it now reuses its caller). */
  async function connectedMember() {
    const { user: admin, team } = await createUser(app.orm.em.fork(), { role: 'team_admin' });
    const { user } = await createUser(app.orm.em.fork(), { team });
    const api = new ApiClient(app.baseUrl);
    await api.signIn(user.email, TEST_PASSWORD);
    const connection = wsTrpcClient(app.baseUrl, api.cookieHeader);
    for (let call = 0; call < 3; call++) expect((await connection.client.sheets.basic.query()).sheet_count).toBe(0);
    const refusal = () =>
      connection.client.sheets.basic.query().then(
        () => 'answered',
        (e: { data?: { code?: string } }) => e.data?.code,
      );
    return { admin, user, connection, refusal };
  }

  it("refuses a member's next call on an open connection once their admin makes them search-only", async () => {
    const { admin, user, connection, refusal } = await connectedMember();
    try {
      const adminApi = new ApiClient(app.baseUrl);
      await adminApi.signIn(admin.email, TEST_PASSWORD);
      expect((await adminApi.post('/api/user/team/member/role', { user_id: user.id, role: 'search_only' })).status).toBe(200);
      // The server closes the socket (access changed) and the client reconnects: a call racing the close fails without an answer, none is answered.
      const outcomes: unknown[] = [];
      await expect.poll(async () => (outcomes.push(await refusal()), outcomes.at(-1)), { timeout: 3000, interval: 50 }).toBe('FORBIDDEN');
      expect(outcomes).not.toContain('answered');
    } finally {
      connection.close();
    }
  });

  it('refuses the calls of an account a site admin disables while its connection was open', async () => {
    const { user, connection, refusal } = await connectedMember();
    try {
      const { user: siteAdmin } = await createUser(app.orm.em.fork(), { isAdmin: true });
      const adminApi = new ApiClient(app.baseUrl);
      await adminApi.signIn(siteAdmin.email, TEST_PASSWORD);
      expect((await adminApi.post('/api/admin/user/account-state', { user_id: user.id, state: 'disabled' })).status).toBe(200);
      await expect.poll(refusal, { timeout: 3000, interval: 100 }).toBe('FORBIDDEN');
    } finally {
      connection.close();
    }
  });

  it('answers with the new name on an open connection once the user saves personal details elsewhere', async () => {
    const { user, connection } = await connectedMember();
    try {
      expect((await connection.client.account.configuration.query()).full_name).toBe(user.fullName);
      const elsewhere = new ApiClient(app.baseUrl);
      await elsewhere.signIn(user.email, TEST_PASSWORD);
      expect((await elsewhere.post('/api/user/configuration', { full_name: 'Renamed Member', nickname: 'rm' })).status).toBe(200);
      expect((await connection.client.account.configuration.query()).full_name).toBe('Renamed Member');
    } finally {
      connection.close();
    }
  });

  it('reads the caller again after a while even when the change was made outside the app', async () => {
    const { user, connection, refusal } = await connectedMember();
    try {
      await app.orm.em.fork().nativeUpdate(User, { id: user.id }, { accountState: 'disabled' });
      expect(await refusal()).toBe('answered');
      vi.useFakeTimers({ now: Date.now() + CALLER_REUSE_MS + 1000, toFake: ['Date'] });
      expect(await refusal()).toBe('FORBIDDEN');
    } finally {
      vi.useRealTimers();
      connection.close();
    }
  });
});
