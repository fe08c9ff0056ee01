import http from 'node:http';
import pg from 'pg';
import WebSocket from 'ws';
import { WS_PATH } from '../../server/trpc/ws.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_LIMIT, SERVICE_TEXT } from '../../shared/service-texts.js';
import { ApiClient } from '../helpers/api-client.js';
import { createTestDatabase } from '../helpers/database.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function signedIn() {
  const { user } = await createUser(app.orm.em.fork());
  const api = new ApiClient(app.baseUrl);
  await api.signIn(user.email, TEST_PASSWORD);
  return api;
}

/** A GET whose request line is `bytes` long, sent whole, answered or not. */
function hugeGet(path: string, bytes: number) {
  return new Promise<{ status?: number; error?: string }>((resolve) => {
    const request = http.get(`${app.baseUrl}${path}?salesheet_id=${'a'.repeat(bytes)}`, (response) => {
      response.resume();
      resolve({ status: response.statusCode });
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
  });
}

describe('request edges', () => {
  it('answers 400, never 500, to a JSON body nested 5,000 levels deep, on REST and tRPC paths', async () => {
    let body = '1';
    for (let i = 0; i < 5000; i++) body = `{"a":${body}}`;
    for (const path of ['/api/user/account/signin', '/api/analytics', '/api/talent-sheet-response-form', '/trpc/account.signIn']) {
      const answer = await new ApiClient(app.baseUrl).post(path, body);
      expect(answer.status, path).toBe(400);
      expect(answer.json.error, path).toMatch(/nested more than \d+ levels/);
    }
  });

  it('reads a JSON body sent with a charset', async () => {
    const answer = await new ApiClient(app.baseUrl).request('POST', '/api/user/account/signin', JSON.stringify({ email: 'x@example.test', password: 'p' }), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(answer.status).toBe(401);
  });

  it('answers 400 naming the field for text PostgreSQL would refuse, and stores nothing', async () => {
    const signIn = (email: string) => new ApiClient(app.baseUrl).signIn(email, 'whatever');
    const nul = await signIn('someone\u0000@example.test');
    expect(nul.status).toBe(400);
    expect(nul.json.error).toMatch(/^email: /);
    const long = await signIn(`${'a'.repeat(250)}@example.test`);
    expect(long.status).toBe(400);
    expect(long.json.fields).toHaveProperty('email');

    const api = await signedIn();
    for (const body of [
      { full_name: 'Bell\u0007Ringer', nickname: 'ok' },
      { full_name: 'ok', nickname: 'Line\nbreak' },
      { full_name: 'x'.repeat(256), nickname: 'ok' },
    ]) {
      const answer = await api.post('/api/user/configuration', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.json.fields ?? {})).toEqual([body.full_name === 'ok' ? 'nickname' : 'full_name']);
    }
    const stored = (await api.get('/api/user/configuration')).json;
    expect(stored).toMatchObject({ full_name: 'Test User' });
  });

  it('answers 400 naming the field to an id past what a row can have, over query strings, paths and bodies', async () => {
    const api = await signedIn();
    const beyond = String(2 ** 53 - 1);
    const answers = [
      ['influencer_ids.0', await api.get(`/api/user/influencers?influencer_ids=${beyond}`)],
      ['influencerId', await api.get(`/api/influencers/profiles/${beyond}`)],
      ['influencer_id', await api.post('/api/user/influencers/tags', { influencer_id: Number(beyond), tags: ['x'] })],
      ['influencerId', await new ApiClient(app.baseUrl).get(`/api/public/profile/${2 ** 31}`)],
    ] as const;
    for (const [field, answer] of answers) {
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.json.fields ?? {}), field).toEqual([field]);
    }
    expect((await api.get(`/api/user/influencers?influencer_ids=${2 ** 31 - 1}`)).json).toMatchObject({ influencers: [], total_influencers: 0 });
  });

  it('refuses an Origin that differs only in its scheme or port, over REST and the WebSocket', async () => {
    const api = await signedIn();
    const host = new URL(app.baseUrl).host;
    for (const origin of [`https://${host}`, `http://${host.replace(/:\d+$/, ':1')}`]) {
      const answer = await api.request('POST', '/api/user/configuration', { full_name: 'Changed', nickname: 'C' }, { origin });
      expect(answer.status, origin).toBe(403);
    }
    const same = await api.request('POST', '/api/user/configuration', { full_name: 'Same origin', nickname: 'S' }, { origin: app.baseUrl });
    expect(same.status).toBe(200);

    const upgrade = (origin: string) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(app.baseUrl.replace('http', 'ws') + WS_PATH, { headers: { origin, cookie: api.cookieHeader } });
        socket.on('unexpected-response', (_request, response) => resolve(`refused ${response.statusCode}`));
        socket.on('open', () => {
          socket.close();
          resolve('opened');
        });
      });
    expect(await upgrade(`https://${host}`)).toBe('refused 401');
    expect(await upgrade(app.baseUrl)).toBe('opened');
  });

  it(`answers 431 to a 1 MB query string instead of resetting the connection (limit ${SERVICE_LIMIT.maxHeaderBytes} bytes)`, async () => {
    expect(await hugeGet('/api/user/influencer-likes', 1024 * 1024)).toEqual({ status: 431 });
    expect((await new ApiClient(app.baseUrl).get('/api/status')).status).toBe(200);
  });

  it('refuses a cross-site sign-out and keeps a same-site one working', async () => {
    const api = await signedIn();
    const crossSite = await api.request('GET', '/api/user/signout', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.json.error).toBe(SERVICE_TEXT.crossSiteSignOut);
    expect((await api.get('/api/user/configuration')).status).toBe(200);
    expect((await api.request('GET', '/api/user/signout', undefined, { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await api.get('/api/user/configuration')).status).toBe(401);
  });

  it('says 503 with Retry-After at /api/status while its database refuses connections, and 200 once it is back', async () => {
    const database = await createTestDatabase();
    const own = await startTestApp(database);
    const name = new URL(database.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: database.url.replace(/\/[^/?]+(\?|$)/, '/postgres$1') });
    await admin.connect();
    const api = new ApiClient(own.baseUrl);
    try {
      expect((await api.get('/api/status')).status).toBe(200);
      await admin.query(`alter database ${pg.escapeIdentifier(name)} allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      const started = Date.now();
      const down = await api.get('/api/status');
      expect(Date.now() - started).toBeLessThan(2000);
      expect(down.status).toBe(503);
      expect(down.json.error).toBe(SERVICE_TEXT.databaseUnavailable);
      expect(down.headers.get('retry-after')).toBe(String(SERVICE_LIMIT.databaseRetryAfterSeconds));
      await admin.query(`alter database ${pg.escapeIdentifier(name)} allow_connections true`);
      await expect.poll(async () => (await api.get('/api/status')).status, { timeout: 5000 }).toBe(200);
    } finally {
      await admin.query(`alter database ${pg.escapeIdentifier(name)} allow_connections true`);
      await admin.end();
      await own.close();
      await database.orm.close();
    }
  });
});
