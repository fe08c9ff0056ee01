import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsEvent } from '../../server/modules/analytics/analytics-event.entity.js';
import { Notification } from '../../server/modules/notifications/notification.entity.js';
import { PUBLIC_EVENT_LIMIT } from '../../shared/public-constants.js';
import { TEAM_EVENT_TEXT } from '../../shared/public-texts.js';
import { ApiClient } from '../helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { createCollection, createCreator, createSheet } from '../helpers/public-factories.js';
import { collect } from '../helpers/subscription.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { wsTrpcClient } from '../helpers/ws-client.js';

/** Behind a trusted proxy, so each test can speak from its own addresses (X-Forwarded-For). */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(undefined, { TRUST_PROXY: 'true' });
});
afterAll(() => app.close());

const em = () => app.orm.em.fork();
let nextAddress = 1;
const newAddress = () => `198.51.100.${nextAddress++}`;

async function sharedSheet() {
  const { team, user } = await createUser(em());
  const { influencer } = await createCreator(em());
  return { team, user, influencer, sheet: await createSheet(em(), team, [influencer], { title: 'Summer Pitch' }) };
}

const click = (sheetId: string, influencerId: number, address: string) =>
  new ApiClient(app.baseUrl).request(
    'POST',
    '/api/analytics',
    { event_type: 'influencer_click', data: { sheet_id: sheetId, influencer_id: influencerId } },
    { 'x-forwarded-for': address },
  );

describe('public event ingestion limits', () => {
  it(`refuses the ${PUBLIC_EVENT_LIMIT.perAddress + 1}th event from one address within the window with 429, storing nothing for it`, async () => {
    const { sheet, influencer } = await sharedSheet();
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: PUBLIC_EVENT_LIMIT.perAddress + 5 }, () => click(sheet.id, influencer.id, address)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(PUBLIC_EVENT_LIMIT.perAddress);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await em().count(AnalyticsEvent, { sheet: sheet.id })).toBe(PUBLIC_EVENT_LIMIT.perAddress);
    // Another address is not held back.
    expect((await click(sheet.id, influencer.id, newAddress())).status).toBe(200);
  });

  it(`refuses events for one sheet past ${PUBLIC_EVENT_LIMIT.perSheet} within the window, whatever the addresses`, async () => {
    const { sheet, influencer } = await sharedSheet();
    const addresses = Array.from({ length: Math.ceil(PUBLIC_EVENT_LIMIT.perSheet / 100) }, newAddress);
    for (const address of addresses) {
      await Promise.all(Array.from({ length: 100 }, () => click(sheet.id, influencer.id, address)));
    }
    expect((await click(sheet.id, influencer.id, newAddress())).status).toBe(429);
    expect(await em().count(AnalyticsEvent, { sheet: sheet.id })).toBe(PUBLIC_EVENT_LIMIT.perSheet);
  });

  it('folds repeated views of a sheet by one viewer into one notification, pushed again each time', async () => {
    const { sheet, user, team } = await sharedSheet();
    const member = new ApiClient(app.baseUrl);
    await member.signIn(user.email, TEST_PASSWORD);
    const socket = wsTrpcClient(app.baseUrl, member.cookieHeader);
    const heard = collect<{ data: { id: number; title: string } }>((handlers) => socket.client.teamNotifications.live.subscribe(undefined, handlers));
    try {
      await heard.started;
      const address = newAddress();
      for (let i = 0; i < 3; i++) {
        const view = await new ApiClient(app.baseUrl).request(
          'POST',
          '/api/analytics',
          { event_type: 'sheet_view', data: { sheet_id: sheet.id, email: 'buyer@acme.com' } },
          { 'x-forwarded-for': address },
        );
        expect(view.status).toBe(200);
      }
      await new ApiClient(app.baseUrl).request(
        'POST',
        '/api/analytics',
        { event_type: 'sheet_view', data: { sheet_id: sheet.id, email: 'rita@bolt.io' } },
        { 'x-forwarded-for': address },
      );
      const stored = await em().find(Notification, { team: team.id }, { orderBy: { id: 'asc' } });
      expect(stored.map((n) => n.title)).toEqual([
        TEAM_EVENT_TEXT.sheetOpenedTimes('Acme', 'Summer Pitch', 3),
        TEAM_EVENT_TEXT.sheetOpened('Bolt', 'Summer Pitch'),
      ]);
      await expect
        .poll(() => heard.events.map((e) => e.data.title))
        .toEqual([
          TEAM_EVENT_TEXT.sheetOpened('Acme', 'Summer Pitch'),
          TEAM_EVENT_TEXT.sheetOpenedTimes('Acme', 'Summer Pitch', 2),
          TEAM_EVENT_TEXT.sheetOpenedTimes('Acme', 'Summer Pitch', 3),
          TEAM_EVENT_TEXT.sheetOpened('Bolt', 'Summer Pitch'),
        ]);
      expect(new Set(heard.events.slice(0, 3).map((e) => e.data.id)).size).toBe(1);
    } finally {
      heard.stop();
      socket.close();
    }
  });

  it('takes the team from the collection or team named, refuses unknown ones and a click without a known creator, and stores nothing then', async () => {
    const { team, sheet, influencer } = await sharedSheet();
    const collection = await createCollection(em(), team, [sheet]);
    const post = (body: object) => new ApiClient(app.baseUrl).request('POST', '/api/analytics', body, { 'x-forwarded-for': newAddress() });
    const before = await em().count(AnalyticsEvent, { team: team.id });

    const unknownCollection = await post({ event_type: 'collection_view', data: { collection_id: 'no-such-collection' } });
    expect([unknownCollection.status, unknownCollection.json.error]).toEqual([404, 'Collection not found']);
    const unknownTeam = await post({ event_type: 'social_view', data: { team_id: 'no-such-team', influencer_id: influencer.id } });
    expect([unknownTeam.status, Object.keys(unknownTeam.json.fields)]).toEqual([400, ['data.sheet_id']]);
    const unknownCreator = await post({ event_type: 'social_view', data: { team_id: team.id, influencer_id: 999_999_999 } });
    expect([unknownCreator.status, Object.keys(unknownCreator.json.fields)]).toEqual([400, ['data.influencer_id']]);
    expect(await em().count(AnalyticsEvent, { team: team.id })).toBe(before);

    expect((await post({ event_type: 'collection_view', data: { collection_id: collection.id } })).status).toBe(200);
    expect((await post({ event_type: 'social_view', data: { team_id: team.id, influencer_id: influencer.id, platform: 'instagram' } })).status).toBe(200);
    const stored = await em().find(AnalyticsEvent, { team: team.id }, { orderBy: { id: 'asc' } });
    expect(stored.slice(before).map((e) => [e.eventType, e.collection?.id ?? null, e.influencer?.id ?? null])).toEqual([
      ['collection_view', collection.id, null],
      ['social_view', null, influencer.id],
    ]);
  });
});
