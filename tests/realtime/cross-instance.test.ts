import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventBus, scopes, type AppEvent } from '../../server/events/bus.js';
import { openDatabase, type Orm } from '../../server/db/orm.js';
import { ApiClient } from '../helpers/api-client.js';
import { createTestDatabase } from '../helpers/database.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { wsTrpcClient } from '../helpers/ws-client.js';

let first: TestApp;
let second: TestApp;
let secondOrm: Orm;

beforeAll(async () => {
  const database = await createTestDatabase();
  first = await startTestApp(database);
  secondOrm = await openDatabase(database.url);
  second = await startTestApp({ url: database.url, orm: secondOrm });
});
afterAll(async () => {
  await second.close();
  await first.close();
  await secondOrm.close();
  await first.orm.close();
});

const nextEvent = (events: AppEvent[], count: number) =>
  expect.poll(() => events.length, { timeout: 3000, interval: 20 }).toBeGreaterThanOrEqual(count);

describe('realtime across server instances', () => {
  it('delivers an event published on one instance to a WebSocket client of the other', async () => {
    const { user } = await createUser(first.orm.em.fork());
    const tab = new ApiClient(first.baseUrl);
    await tab.signIn(user.email, TEST_PASSWORD);
    const { client, close } = wsTrpcClient(second.baseUrl, tab.cookieHeader);
    const received: unknown[] = [];
    const subscription = client.account.sessionEvents.subscribe(undefined, { onData: (event) => received.push(event) });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300)); // the subscription is registered
      expect((await tab.get('/api/user/signout')).status).toBe(200);
      await expect.poll(() => received.length, { timeout: 3000, interval: 20 }).toBe(1);
      expect(received[0]).toMatchObject({ data: { type: 'signed-out' } });
    } finally {
      subscription.unsubscribe();
      close();
    }
  });

  it("does not tell another session's tabs to sign out", async () => {
    const { user } = await createUser(first.orm.em.fork());
    const laptop = new ApiClient(first.baseUrl);
    const phone = new ApiClient(first.baseUrl);
    await laptop.signIn(user.email, TEST_PASSWORD);
    await phone.signIn(user.email, TEST_PASSWORD);
    const { client, close } = wsTrpcClient(second.baseUrl, phone.cookieHeader);
    const received: unknown[] = [];
    const subscription = client.account.sessionEvents.subscribe(undefined, { onData: (event) => received.push(event) });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await laptop.get('/api/user/signout');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(received).toEqual([]);
      expect((await phone.get('/api/user/configuration')).status).toBe(200);
    } finally {
      subscription.unsubscribe();
      close();
    }
  });

  it('replays what a subscriber missed after lastEventId, once each', async () => {
    const busA = new EventBus(first.orm.em, first.databaseUrl);
    const scope = scopes.user(999_999);
    const before = await busA.publish(scope, 'session.revoked', { userId: 999_999, sessionId: 'a' });
    const missed = await busA.publish(scope, 'session.revoked', { userId: 999_999, sessionId: 'b' });
    const controller = new AbortController();
    const events: AppEvent[] = [];
    const busB = new EventBus(secondOrm.em, first.databaseUrl);
    await busB.start();
    const reading = (async () => {
      for await (const event of busB.stream(scope, before.id, controller.signal)) events.push(event);
    })();
    await nextEvent(events, 1);
    const live = await busA.publish(scope, 'session.revoked', { userId: 999_999, sessionId: 'c' });
    await nextEvent(events, 2);
    controller.abort();
    await reading;
    await busB.stop();
    expect(events.map((e) => e.id)).toEqual([missed.id, live.id]);
  });
});
