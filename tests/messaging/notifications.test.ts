import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../server/modules/account/user.entity.js';
import { TEAM_EVENT_TEXT } from '../../shared/public-texts.js';
import { createCreator, createSheet } from '../helpers/public-factories.js';
import { ApiClient } from '../helpers/api-client.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { member } from './messaging-helpers.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('notifications', () => {
  it('marks the pending one-time notice read, for this user only', async () => {
    const a = await member(app);
    const b = await member(app, a.team);
    await app.orm.em.fork().nativeUpdate(User, { id: { $in: [a.user.id, b.user.id] } }, { notification: 'A new look' });
    expect((await a.api.get('/api/user/configuration')).json.notification).toBe('A new look');
    expect((await a.api.post('/api/user/mark-notification-read')).json).toEqual({ success: true });
    expect((await a.api.get('/api/user/configuration')).json.notification).toBeNull();
    expect((await b.api.get('/api/user/configuration')).json.notification).toBe('A new look');
    expect((await new ApiClient(app.baseUrl).post('/api/user/mark-notification-read')).status).toBe(401);
  });

  it("lists the team's notifications with the unread count, and marks them read for the team only", async () => {
    const a = await member(app);
    const other = await member(app);
    const { influencer } = await createCreator(app.orm.em.fork());
    const sheet = await createSheet(app.orm.em.fork(), a.team, [influencer], { title: 'Summer Pitch' });
    const otherSheet = await createSheet(app.orm.em.fork(), other.team, [influencer], { title: 'Their Pitch' });
    const brand = new ApiClient(app.baseUrl);
    await brand.post('/api/analytics', { event_type: 'sheet_view', data: { sheet_id: sheet.id, email: 'buyer@acme.com' } });
    await brand.post('/api/analytics', { event_type: 'sheet_view', data: { sheet_id: otherSheet.id, email: 'buyer@acme.com' } });
    const socket = a.socket();
    try {
      const list = await socket.client.teamNotifications.list.query();
      expect(list).toMatchObject({
        unread_count: 1,
        notifications: [{ title: TEAM_EVENT_TEXT.sheetOpened('Acme', 'Summer Pitch'), unread: true, sheet_id: sheet.id }],
      });
      await socket.client.teamNotifications.markAllRead.mutate();
      expect(await socket.client.teamNotifications.list.query()).toMatchObject({ unread_count: 0, notifications: [{ unread: false }] });
    } finally {
      socket.close();
    }
    const theirs = other.socket();
    try {
      expect((await theirs.client.teamNotifications.list.query()).unread_count).toBe(1);
    } finally {
      theirs.close();
    }
  });

  it("shows a member who joins later only what happened since they joined, not the team's earlier notifications", async () => {
    const a = await member(app);
    const { influencer } = await createCreator(app.orm.em.fork());
    const sheet = await createSheet(app.orm.em.fork(), a.team, [influencer], { title: 'Autumn Pitch' });
    const brand = new ApiClient(app.baseUrl);
    await brand.post('/api/analytics', { event_type: 'sheet_view', data: { sheet_id: sheet.id, email: 'buyer@acme.com' } });
    const newcomer = await member(app, a.team);
    await brand.post('/api/analytics', { event_type: 'sheet_view', data: { sheet_id: sheet.id, email: 'buyer@globex.com' } });
    const [before, after] = [TEAM_EVENT_TEXT.sheetOpened('Acme', 'Autumn Pitch'), TEAM_EVENT_TEXT.sheetOpened('Globex', 'Autumn Pitch')];
    const titles = async (who: typeof a) => {
      const socket = who.socket();
      try {
        const list = await socket.client.teamNotifications.list.query();
        return { titles: list.notifications.map((n) => n.title), unread: list.unread_count };
      } finally {
        socket.close();
      }
    };
    expect(await titles(a)).toEqual({ titles: [after, before], unread: 2 });
    expect(await titles(newcomer)).toEqual({ titles: [after], unread: 1 });
  });
});
