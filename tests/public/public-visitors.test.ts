import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsEvent } from '../../server/modules/analytics/analytics-event.entity.js';
import { InterestRegistration } from '../../server/modules/analytics/interest-registration.entity.js';
import { SheetResponse } from '../../server/modules/analytics/sheet-response.entity.js';
import { SheetViewer } from '../../server/modules/public/sheet-viewer.entity.js';
import { Notification } from '../../server/modules/notifications/notification.entity.js';
import { TalentSheet } from '../../server/modules/sheets/talent-sheet.entity.js';
import { MSG } from '../../shared/messages.js';
import { PUBLIC_LIMIT } from '../../shared/public-constants.js';
import { TEAM_EVENT_TEXT } from '../../shared/public-texts.js';
import { ApiClient } from '../helpers/api-client.js';
import { createTeam, createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { createCreator, createSheet } from '../helpers/public-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { collect } from '../helpers/subscription.js';
import { wsTrpcClient } from '../helpers/ws-client.js';

let app: TestApp;
let api: ApiClient;
beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.baseUrl);
});
afterAll(() => app.close());

const em = () => app.orm.em.fork();

async function sharedSheet(title = 'Summer Pitch') {
  const { team, user } = await createUser(em());
  const a = (await createCreator(em(), { fullname: 'Ana' })).influencer;
  const b = (await createCreator(em(), { fullname: 'Ben' })).influencer;
  const sheet = await createSheet(em(), team, [a, b], { title });
  return { team, user, sheet, creators: [a, b] };
}

describe('POST /api/talent-sheet-response-form', () => {
  it('stores the liked creators of the sheet and a notification for the team', async () => {
    const { sheet, creators, team } = await sharedSheet();
    const stranger = (await createCreator(em())).influencer;
    const answer = await api.post('/api/talent-sheet-response-form', {
      talent_sheet_id: sheet.id,
      liked_influencers: [creators[1].id, stranger.id],
      responderName: 'Rita Buyer',
      responderEmail: 'rita@acme.com',
      comments: 'Love Ben',
    });
    expect(answer.status).toBe(200);
    const [stored] = await em().find(SheetResponse, { sheet: sheet.id });
    expect(stored).toMatchObject({ likedInfluencerIds: [creators[1].id], responderName: 'Rita Buyer', responderEmail: 'rita@acme.com', comments: 'Love Ben' });
    const [notification] = await em().find(Notification, { team: team.id });
    expect(notification.title).toBe(TEAM_EVENT_TEXT.sheetResponse('Acme', 'Summer Pitch'));
  });

  it('accepts the snake_case responder fields too, and refuses a bad e-mail with 400', async () => {
    const { sheet } = await sharedSheet();
    expect((await api.post('/api/talent-sheet-response-form', { talent_sheet_id: sheet.id, responder_name: 'R', responder_email: 'r@b.co' })).status).toBe(200);
    const bad = await api.post('/api/talent-sheet-response-form', { talent_sheet_id: sheet.id, responderEmail: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toHaveProperty('responderEmail');
    expect(await em().count(SheetResponse, { sheet: sheet.id })).toBe(1);
  });

  it('answers not-found for a deleted sheet and stores nothing', async () => {
    const { sheet } = await sharedSheet();
    await em().nativeUpdate(TalentSheet, sheet.id, { deletedAt: new Date() });
    const answer = await api.post('/api/talent-sheet-response-form', { talent_sheet_id: sheet.id, liked_influencers: [] });
    expect(answer.status).toBe(404);
    expect(answer.json.error).toBe(MSG.noTalentSheetFound);
    expect(await em().count(SheetResponse, { sheet: sheet.id })).toBe(0);
  });
});

describe('POST /api/register-sheet-viewer', () => {
  it('records the gate e-mail once per sheet, counting visits', async () => {
    const { sheet } = await sharedSheet();
    for (let i = 0; i < 2; i++) expect((await api.post('/api/register-sheet-viewer', { email: 'Viewer@Brand.com', talentSheetId: sheet.id })).status).toBe(200);
    const viewers = await em().find(SheetViewer, { sheet: sheet.id });
    expect(viewers.map((v) => [v.email, v.visits])).toEqual([['viewer@brand.com', 2]]);
  });

  it('refuses a blank e-mail with the spec text', async () => {
    const { sheet } = await sharedSheet();
    const answer = await api.post('/api/register-sheet-viewer', { email: ' ', talentSheetId: sheet.id });
    expect(answer.status).toBe(400);
    expect(answer.json.fields.email).toBe(MSG.emailRequired);
  });
});

describe('POST /api/analytics', () => {
  it('records a sheet view with the stored e-mail and pushes "Acme opened Summer Pitch" to signed-in members within 2 s', async () => {
    const { sheet, user, team } = await sharedSheet();
    const member = new ApiClient(app.baseUrl);
    await member.signIn(user.email, TEST_PASSWORD);
    const ws = wsTrpcClient(app.baseUrl, member.cookieHeader);
    const heard = collect<{ data: { title: string } }>((handlers) => ws.client.teamNotifications.live.subscribe(undefined, handlers));
    // Another team's member hears nothing.
    const outsider = await createUser(em());
    const outsiderApi = new ApiClient(app.baseUrl);
    await outsiderApi.signIn(outsider.user.email, TEST_PASSWORD);
    const outsiderWs = wsTrpcClient(app.baseUrl, outsiderApi.cookieHeader);
    const outsiderHeard = collect<unknown>((handlers) => outsiderWs.client.teamNotifications.live.subscribe(undefined, handlers));
    await Promise.all([heard.started, outsiderHeard.started]);

    const answer = await api.post('/api/analytics', { event_type: 'sheet_view', data: { sheet_id: sheet.id, email: 'buyer@acme.com' } });
    expect(answer.status).toBe(200);
    const titles = () => heard.events.map((event) => event.data.title);
    await expect.poll(titles, { timeout: PUBLIC_LIMIT.liveNotificationMs }).toEqual([TEAM_EVENT_TEXT.sheetOpened('Acme', 'Summer Pitch')]);
    const [event] = await em().find(AnalyticsEvent, { sheet: sheet.id });
    expect(event).toMatchObject({ eventType: 'sheet_view', viewerEmail: 'buyer@acme.com' });
    expect(event.team.id).toBe(team.id);

    // Without an e-mail the team reads "Someone".
    await api.post('/api/analytics', { event_type: 'sheet_view', data: { sheet_id: sheet.id } });
    await expect
      .poll(() => titles()[1], { timeout: PUBLIC_LIMIT.liveNotificationMs })
      .toBe(TEAM_EVENT_TEXT.sheetOpened(TEAM_EVENT_TEXT.someone, 'Summer Pitch'));
    // Meanwhile the other team's member heard nothing.
    expect(outsiderHeard.events).toEqual([]);
    heard.stop();
    outsiderHeard.stop();
    ws.close();
    outsiderWs.close();
  });

  it('records influencer clicks and social views with their platform and url', async () => {
    const { sheet, creators } = await sharedSheet();
    await api.post('/api/analytics', { event_type: 'influencer_click', data: { sheet_id: sheet.id, influencer_id: creators[0].id } });
    await api.post('/api/analytics', {
      event_type: 'social_view',
      data: { sheet_id: sheet.id, influencer_id: creators[0].id, platform: 'instagram', url: 'https://instagram.com/ana' },
    });
    const events = await em().find(AnalyticsEvent, { sheet: sheet.id }, { orderBy: { id: 'asc' } });
    expect(events.map((e) => [e.eventType, e.platform, e.url])).toEqual([
      ['influencer_click', null, null],
      ['social_view', 'instagram', 'https://instagram.com/ana'],
    ]);
  });

  it('refuses events about nothing, or unknown event types, with 400', async () => {
    expect((await api.post('/api/analytics', { event_type: 'sheet_view', data: {} })).status).toBe(400);
    expect((await api.post('/api/analytics', { event_type: 'hack', data: {} })).json.fields).toHaveProperty('event_type');
  });
});

describe('POST /api/account-registration', () => {
  it('registers interest once; a second time answers EMAIL_EXISTS with the spec text', async () => {
    const team = await createTeam(em());
    const first = await api.post('/api/account-registration', { name: 'Bea', email: 'bea@brand.com', affiliation: 'Brand', team_id: team.id });
    expect(first.status).toBe(200);
    const again = await api.post('/api/account-registration', { name: 'Bea', email: 'BEA@brand.com' });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'EMAIL_EXISTS', error: MSG.emailExists });
    expect(await em().count(InterestRegistration, { email: 'bea@brand.com' })).toBe(1);
  });

  it('answers EMAIL_EXISTS for an e-mail that has an account', async () => {
    const { user } = await createUser(em());
    expect((await api.post('/api/account-registration', { name: 'U', email: user.email })).json.code).toBe('EMAIL_EXISTS');
  });

  it('requires name and e-mail with the spec texts', async () => {
    const answer = await api.post('/api/account-registration', { name: '', email: '' });
    expect(answer.status).toBe(400);
    expect(answer.json.fields).toMatchObject({ name: MSG.nameRequired, email: MSG.emailRequired });
  });
});
