import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../server/router.js';
import { ApiClient } from '../helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
let api: ApiClient;
let email: string;
beforeAll(async () => {
  app = await startTestApp();
  ({
    user: { email },
  } = await createUser(app.orm.em.fork()));
  api = new ApiClient(app.baseUrl);
  await api.signIn(email, TEST_PASSWORD);
});
afterAll(() => app.close());

const clientWith = (link: typeof httpBatchLink | typeof httpLink) =>
  createTRPCClient<AppRouter>({ links: [link({ url: `${app.baseUrl}/trpc`, headers: () => ({ cookie: api.cookieHeader }) })] });

describe('tRPC over HTTP (/trpc)', () => {
  it('answers the SPA’s batched calls each with its own result or error, as tRPC’s client reads them', async () => {
    const client = clientWith(httpBatchLink);
    const [me, refused, status] = await Promise.allSettled([
      client.account.configuration.query(),
      client.analytics.sheet.query({ sheet_id: 'no-such-sheet' } as never),
      client.account.status.query(),
    ]);
    expect(me).toMatchObject({ status: 'fulfilled', value: { email } });
    expect(status.status).toBe('fulfilled');
    expect(refused.status).toBe('rejected');
    const error = (refused as PromiseRejectedResult).reason as TRPCClientError<AppRouter>;
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error.data).toMatchObject({ httpStatus: expect.any(Number), requestId: expect.any(String) });
    // The configuration is a kept answer, written once: in tRPC's envelope, batched or not, it is what REST answers.
    const overRest = (await api.get('/api/user/configuration')).json;
    expect((me as PromiseFulfilledResult<unknown>).value).toEqual(overRest);
    expect(await clientWith(httpLink).account.configuration.query()).toEqual(overRest);
  });

  it('runs a mutation over POST and refuses it over GET, and a query over POST', async () => {
    const client = clientWith(httpLink);
    await expect(client.account.signIn.mutate({ email, password: 'wrong password' })).rejects.toMatchObject({ data: { httpStatus: 401 } });
    expect((await api.get('/trpc/account.signIn')).status).toBe(405);
    const queryByPost = await api.post('/trpc/account.configuration', {});
    expect(queryByPost.status).toBe(405);
    expect(queryByPost.json.error.message).toMatch(/Unsupported POST-request to query procedure/);
  });

  it('answers a batch with mixed outcomes 207, each answer in its place', async () => {
    const input = encodeURIComponent(JSON.stringify({ 1: { sheet_id: 'no-such-sheet' } }));
    const answer = await api.get(`/trpc/account.configuration,analytics.sheet?batch=1&input=${input}`);
    expect(answer.status).toBe(207);
    expect(answer.json[0].result.data.email).toBe(email);
    expect(answer.json[1].error.data.httpStatus).toBeGreaterThanOrEqual(400);
  });

  it('answers bad calls with tRPC’s error shape and status, never 500', async () => {
    const cases: [string, number, RegExp][] = [
      ['/trpc/no.such.procedure', 404, /No procedure found on path "no.such.procedure"/],
      ['/trpc/analytics.sheet?input=%7Bnot%20json', 400, /not valid JSON/],
      ['/trpc/analytics.sheet?batch=1&input=%5B1%5D', 400, /needs to be an object/],
      ['/trpc/account.sessionEvents', 405, /WebSocket/],
      ['/trpc/%E0%A4%A', 400, /Invalid URL/],
    ];
    for (const [path, status, message] of cases) {
      const answer = await api.get(path);
      expect(answer.status, path).toBe(status);
      expect(answer.json.error.message, path).toMatch(message);
    }
    const mixed = await api.get(`/trpc/account.configuration,account.signIn?batch=1`);
    expect(mixed.status).toBe(400);
    expect(mixed.json.error.message).toMatch(/Cannot mix procedure types/);
  });
});
