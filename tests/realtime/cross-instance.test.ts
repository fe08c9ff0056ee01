import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_EVENT_TEXT } from '../../shared/public-texts.js';
import { MESSAGING_LIMIT } from '../../shared/messaging-texts.js';
import { COEDIT } from '../../shared/sheet-coediting-texts.js';
import type { MessagingEvent } from '../../shared/schemas/messaging.js';
import type { SheetLiveEvent } from '../../shared/schemas/sheets/sheet-live.js';
import { EventBus, scopes, type AppEvent } from '../../server/events/bus.js';
import type { Orm } from '../../server/db/orm.js';
import { ApiClient } from '../helpers/api-client.js';
import { withoutStart } from '../helpers/bus-events.js';
import { eventTransport } from '../../server/events/transport.js';
import { createTestDatabase } from '../helpers/database.js';
import { BUS_KINDS, startNatsServer } from '../helpers/nats-server.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { createRosterCreators } from '../helpers/sheets-factories.js';
import { collect } from '../helpers/subscription.js';
import { wsTrpcClient } from '../helpers/ws-client.js';
import { rawSocket } from '../helpers/raw-socket.js';
import { SOCKET_CLOSE } from '../../shared/live-stream.js';

const emOf = (orm: Orm) => orm.em.fork() as EntityManager;

async function signedIn(server: ServerProcess, user: { email: string }) {
  const api = new ApiClient(server.baseUrl);
  expect((await api.signIn(user.email, TEST_PASSWORD)).status).toBe(200);
  return api;
}

/** Two separate server processes on one database, as two production instances would run, with events over each transport. */
describe.each(BUS_KINDS)('realtime across two server processes, events over %s', (kind) => {
  let first: ServerProcess;
  let second: ServerProcess;
  let orm: Orm;
  let databaseUrl: string;
  let nats: Awaited<ReturnType<typeof startNatsServer>> | undefined;
  const em = () => emOf(orm);
  const bus = () => new EventBus(eventTransport(em(), databaseUrl, nats?.url));

  beforeAll(async () => {
    const database = await createTestDatabase();
    ({ orm, url: databaseUrl } = database);
    if (kind === 'nats') nats = await startNatsServer();
    const env = { DATABASE_URL: databaseUrl, ...(nats ? { BUS_URL: nats.url } : {}) };
    [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await nats?.stop();
    await orm.close();
  });

  it("closes a socket on the other process when its session signs out, and not another session's socket", async () => {
    const { user } = await createUser(em());
    const laptop = await signedIn(first, user);
    const phone = await signedIn(first, user);
    const phoneSocket = await rawSocket(second.baseUrl, { cookie: phone.cookieHeader });
    try {
      const events = await phoneSocket.subscribe('account.sessionEvents');
      expect((await laptop.get('/api/user/signout')).status).toBe(200);
      expect((await phone.get('/api/user/configuration')).status).toBe(200);
      // Events of one scope arrive in order: once the phone's socket closes for its own sign-out, the laptop's would have closed it before.
      const signedOutAt = Date.now();
      expect((await phone.get('/api/user/signout')).status).toBe(200);
      const closed = await phoneSocket.closed;
      expect(closed.code).toBe(SOCKET_CLOSE.ended.code);
      expect(closed.at - signedOutAt).toBeLessThanOrEqual(1000);
      expect(phoneSocket.dataOf(events)).toEqual([]);
    } finally {
      phoneSocket.close();
    }
  });

  it('delivers a sheet saved on one process, with its content, to an editor on the other, and presence both ways', async () => {
    const { user, team } = await createUser(em());
    const creators = await createRosterCreators(em(), team, 2);
    const saver = await signedIn(first, user);
    const created = await saver.post('/api/user/talent-sheets/save', { title: 'Across', influencers: [{ influencer_id: creators[0].id }] });
    const sheetId = created.json.sheet_id as string;

    const { user: colleague } = await createUser(em(), { team });
    const viewer = await signedIn(second, colleague);
    const viewerSocket = wsTrpcClient(second.baseUrl, viewer.cookieHeader);
    const onSecond = collect<{ data: SheetLiveEvent }>((handlers) => viewerSocket.client.sheets.live.subscribe({ sheet_id: sheetId }, handlers));
    const saverSocket = wsTrpcClient(first.baseUrl, saver.cookieHeader);
    try {
      await onSecond.started;
      const onFirst = collect<{ data: SheetLiveEvent }>((handlers) => saverSocket.client.sheets.live.subscribe({ sheet_id: sheetId }, handlers));
      await onFirst.started;
      await expect.poll(() => onSecond.events.some((e) => e.data.type === 'presence' && e.data.state === 'joined')).toBe(true);
      await expect.poll(() => onFirst.events.some((e) => e.data.type === 'presence' && e.data.state === 'here')).toBe(true);

      const saved = await saver.post('/api/user/talent-sheets/save', {
        sheet_id: sheetId,
        title: 'Across',
        base_version: created.json.version,
        influencers: [{ influencer_id: creators[0].id, note: 'from the first process' }, { influencer_id: creators[1].id }],
      });
      expect(saved.status).toBe(200);
      await expect
        .poll(() => onSecond.events.find((e) => e.data.type === 'saved')?.data, { timeout: 3000 })
        .toMatchObject({
          version: saved.json.version,
          content: {
            title: 'Across',
            items: [
              { id: creators[0].id, note: 'from the first process' },
              { id: creators[1].id, note: null },
            ],
          },
        });
      onFirst.stop();
    } finally {
      onSecond.stop();
      viewerSocket.close();
      saverSocket.close();
    }
  });

  it('pushes a team notification stored on one process to a member connected to the other, once', async () => {
    const { user, team } = await createUser(em());
    const [creator] = await createRosterCreators(em(), team, 1);
    const member = await signedIn(second, user);
    const created = await member.post('/api/user/talent-sheets/save', { title: 'Pitch across', influencers: [{ influencer_id: creator.id }] });
    const socket = wsTrpcClient(second.baseUrl, member.cookieHeader);
    const heard = collect<{ id: string; data: { title: string } }>((handlers) => socket.client.teamNotifications.live.subscribe(undefined, handlers));
    try {
      await heard.started;
      const brand = new ApiClient(first.baseUrl);
      const view = await brand.post('/api/analytics', { event_type: 'sheet_view', data: { sheet_id: created.json.sheet_id, email: 'buyer@acme.com' } });
      expect(view.status).toBe(200);
      await expect.poll(() => heard.events.map((e) => e.data.title), { timeout: 3000 }).toEqual([TEAM_EVENT_TEXT.sheetOpened('Acme', 'Pitch across')]);
    } finally {
      heard.stop();
      socket.close();
    }
  });

  it('lets members connected to different processes converse live, each message heard once and in order, long ones too', async () => {
    const { user: a, team } = await createUser(em());
    const { user: b } = await createUser(em(), { team });
    const onFirst = await signedIn(first, a);
    const onSecond = await signedIn(second, b);
    const [socketA, socketB] = [wsTrpcClient(first.baseUrl, onFirst.cookieHeader), wsTrpcClient(second.baseUrl, onSecond.cookieHeader)];
    type Heard = { id: string; data: MessagingEvent };
    const heardA = collect<Heard>((handlers) => socketA.client.messaging.live.subscribe(undefined, handlers));
    const heardB = collect<Heard>((handlers) => socketB.client.messaging.live.subscribe(undefined, handlers));
    const bodies = (heard: { events: Heard[] }) => heard.events.flatMap((e) => (e.data.type === 'message' ? [e.data.message.body] : []));
    try {
      await Promise.all([heardA.started, heardB.started]);
      const started = await onFirst.post('/api/conversations', { title: 'Across', body: 'From the first process', receiver_id: b.id });
      await expect.poll(() => bodies(heardB), { timeout: 3000 }).toEqual(['From the first process']);
      await onSecond.post('/api/conversations/reply', { conversation_id: started.json.conversation_id, content: 'From the second process' });
      await expect.poll(() => bodies(heardA), { timeout: 3000 }).toEqual(['From the first process', 'From the second process']);
      await expect.poll(() => bodies(heardB), { timeout: 3000 }).toEqual(['From the first process', 'From the second process']);
      // Too long to travel in a NOTIFY payload (8,000 bytes): the other process reads it from the log, still before the next one.
      const long = 'é'.repeat(MESSAGING_LIMIT.bodyMax);
      await onFirst.post('/api/conversations/reply', { conversation_id: started.json.conversation_id, content: long });
      await onFirst.post('/api/conversations/reply', { conversation_id: started.json.conversation_id, content: 'Short again' });
      await expect.poll(() => bodies(heardB).slice(2), { timeout: 3000 }).toEqual([long, 'Short again']);
    } finally {
      heardA.stop();
      heardB.stop();
      socketA.close();
      socketB.close();
    }
  });

  it('merges a stale save on the process that remembers its base; the other process answers CONFLICT (the merge memory is per instance)', async () => {
    const { user, team } = await createUser(em());
    const [a, b] = await createRosterCreators(em(), team, 2);
    const onFirst = await signedIn(first, user);
    const onSecond = await signedIn(second, user);
    const both = [{ influencer_id: a.id }, { influencer_id: b.id }];
    const created = await onFirst.post('/api/user/talent-sheets/save', { title: 'Shared', influencers: both });
    const base = created.json.version as number;
    const since = await onFirst.post('/api/user/talent-sheets/save', {
      sheet_id: created.json.sheet_id,
      title: 'Shared',
      base_version: base,
      influencers: [{ influencer_id: a.id, note: 'note on A' }, { influencer_id: b.id }],
    });
    expect(since.status).toBe(200);
    const staleEdit = {
      sheet_id: created.json.sheet_id,
      title: 'Shared',
      base_version: base,
      influencers: [{ influencer_id: a.id }, { influencer_id: b.id, note: 'note on B' }],
    };

    const refused = await onSecond.post('/api/user/talent-sheets/save', staleEdit);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'CONFLICT', error: COEDIT.staleBase });

    const merged = await onFirst.post('/api/user/talent-sheets/save', staleEdit);
    expect(merged.status).toBe(200);
    expect(merged.json.merged.items).toEqual([
      { id: a.id, note: 'note on A' },
      { id: b.id, note: 'note on B' },
    ]);
  });

  it('replays what a subscriber missed after lastEventId, once each, from events another instance stored', async () => {
    const busA = bus();
    const busB = bus();
    await busA.start();
    await busB.start();
    const scope = scopes.user(999_999);
    const before = await busA.publish(scope, 'session.revoked', { userId: 999_999, sessionId: 'a' });
    const missed = await busA.publish(scope, 'session.revoked', { userId: 999_999, sessionId: 'b' });
    const controller = new AbortController();
    const events: AppEvent[] = [];
    const reading = (async () => {
      for await (const event of withoutStart(busB.stream(scope, before.id, controller.signal))) events.push(event);
    })();
    await expect.poll(() => events.length).toBe(1);
    const live = await busA.publish(scope, 'session.revoked', { userId: 999_999, sessionId: 'c' });
    await expect.poll(() => events.length).toBe(2);
    controller.abort();
    await reading;
    await Promise.all([busA.stop(), busB.stop()]);
    expect(events.map((e) => e.id)).toEqual([missed.id, live.id]);
  });
});
