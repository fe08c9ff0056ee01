import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopes } from '../../server/events/bus.js';
import type { TalentSheet } from '../../server/modules/sheets/talent-sheet.entity.js';
import { ApiClient } from '../helpers/api-client.js';
import { recordAt } from '../helpers/analytics-factories.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { createCreator, createSheet } from '../helpers/public-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
let adminEmail: string;
let memberEmail: string;
let otherEmail: string;
let mySheet: TalentSheet;
let spareSheet: TalentSheet;

/*
 * Analytics reads of a session seen lately are answered ahead of Express (analytics-answer-route.ts).
 * Express stamps every answer with X-Request-Id and the fast path does not, so each test can tell
 * which of the two answered.
 */
beforeAll(async () => {
  app = await startTestApp();
  const em = app.orm.em.fork();
  const admin = await createUser(em, { role: 'team_admin' });
  const member = await createUser(em, { team: admin.team });
  const other = await createUser(em);
  [adminEmail, memberEmail, otherEmail] = [admin.user.email, member.user.email, other.user.email];
  const { influencer } = await createCreator(em, { fullname: 'Ada Fast' });
  mySheet = await createSheet(em, admin.team, [influencer], { title: 'Fast sheet', createdBy: admin.user });
  spareSheet = await createSheet(em, admin.team, [influencer], { title: 'Spare sheet', createdBy: member.user });
  await recordAt(em, mySheet, { kind: 'view', at: new Date(), email: 'brand@fast.test' });
  await recordAt(em, mySheet, { kind: 'click', at: new Date(), influencer });
  await recordAt(em, spareSheet, { kind: 'view', at: new Date(), email: 'other@fast.test' });
});
afterAll(() => app.close());

async function signedIn(email: string) {
  const client = new ApiClient(app.baseUrl);
  expect((await client.signIn(email, TEST_PASSWORD)).status).toBe(200);
  return client;
}

const viaExpress = (answer: { headers: Headers }) => answer.headers.has('x-request-id');

const sheetInput = (sheetId: string) => encodeURIComponent(JSON.stringify({ sheet_id: sheetId, sinceDays: 30 }));

describe('analytics answers ahead of the router', () => {
  it.each([
    ['the dashboard', '/api/user/analytics?sinceDays=30&onlyUserSheets=true'],
    ['the visitors', '/api/user/analytics-visitors?sinceDays=7'],
    ['a sheet’s clicks', () => `/api/user/analytics/sheet-clicks?sheet_id=${mySheet.id}`],
    ['the per-sheet page over tRPC', () => `/trpc/analytics.sheet?input=${sheetInput(mySheet.id)}`],
    ['a tRPC batch', () => `/trpc/analytics.dashboard,analytics.visitors?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { sinceDays: 7 }, 1: {} }))}`],
  ])('answer %s exactly as the router does, from the second call of a session', async (_, path) => {
    const client = await signedIn(adminEmail);
    const url = typeof path === 'string' ? path : path();
    const first = await client.get(url);
    expect(first.status, first.text).toBe(200);
    expect(viaExpress(first)).toBe(true);
    const second = await client.get(url);
    expect(second.status).toBe(200);
    expect(viaExpress(second)).toBe(false);
    expect(second.headers.get('content-type')).toContain('application/json');
    expect(second.text).toBe(first.text);
  });

  it('load what is not cached yet, and show a new view in the next answer', async () => {
    const client = await signedIn(adminEmail);
    await client.get('/api/user/team/members');
    app.services.analytics.invalidate(mySheet.team.id);
    const before = await client.get('/api/user/analytics');
    expect(viaExpress(before)).toBe(false);
    const view = await new ApiClient(app.baseUrl).post('/api/analytics', { event_type: 'sheet_view', data: { sheet_id: mySheet.id, email: 'late@fast.test' } });
    expect(view.status, view.text).toBe(200);
    const after = await client.get('/api/user/analytics');
    expect(viaExpress(after)).toBe(false);
    expect(after.json.total_views).toBe(before.json.total_views + 1);
  });

  it('leave a bad or repeated parameter to the router, which answers 400 naming it', async () => {
    const client = await signedIn(adminEmail);
    await client.get('/api/user/analytics');
    for (const query of ['sinceDays=14', 'sinceDays=7&sinceDays=30']) {
      const answer = await client.get(`/api/user/analytics?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json.error, query).toContain('sinceDays');
    }
  });

  it('stop at once when the session signs out', async () => {
    const client = await signedIn(adminEmail);
    expect((await client.get('/api/user/analytics')).status).toBe(200);
    const cookie = client.cookieHeader;
    expect((await client.get('/api/user/signout')).status).toBe(200);
    const replayed = new ApiClient(app.baseUrl);
    const answer = await replayed.request('GET', '/api/user/analytics', undefined, { cookie });
    expect(answer.status).toBe(401);
  });

  it('stop at once when the member leaves the team', async () => {
    const member = await signedIn(memberEmail);
    expect((await member.get('/api/user/analytics-visitors')).json.recentVisits.length).toBeGreaterThan(0);
    const fast = await member.get('/api/user/analytics-visitors');
    expect(viaExpress(fast)).toBe(false);
    const admin = await signedIn(adminEmail);
    const memberId = (await admin.get('/api/user/team/members')).json.members.find((m: { email: string }) => m.email === memberEmail).id;
    expect((await admin.post('/api/user/team/member/remove', { user_id: memberId })).status).toBe(200);
    const after = await member.get('/api/user/analytics-visitors');
    expect(after.status).not.toBe(200);
    expect(after.text).not.toContain('brand@fast.test');
  });

  it('never give another team the answers, nor a sheet’s page once the sheet is deleted', async () => {
    const admin = await signedIn(adminEmail);
    const other = await signedIn(otherEmail);
    const clicks = `/api/user/analytics/sheet-clicks?sheet_id=${spareSheet.id}`;
    await admin.get(clicks);
    expect(viaExpress(await admin.get(clicks))).toBe(false);
    await other.get('/api/user/team/members');
    const theirs = await other.get('/api/user/analytics-visitors');
    expect(viaExpress(theirs)).toBe(false);
    expect(theirs.json.recentVisits).toEqual([]);
    expect((await other.get(clicks)).status).toBe(404);
    expect((await admin.post('/api/user/talent-sheets/delete', { sheet_id: spareSheet.id })).status).toBe(200);
    expect((await admin.get(clicks)).status).toBe(404);
  });

  it('keep no session read that an account change may have overlapped', async () => {
    const sessions = app.services.sessionTeams;
    const read = { userId: 999_001, teamId: mySheet.team.id, primaryTeamId: null, sessionUserId: 999_001, expiresAt: new Date(Date.now() + 60_000) };
    const ticket = sessions.beforeRead();
    await app.services.bus.publish(scopes.user(123_456), 'account.changed', { userId: 123_456 });
    sessions.remember('overlapped-token', read, ticket);
    expect(sessions.find('overlapped-token')).toBeNull();
    sessions.remember('kept-token', read, sessions.beforeRead());
    expect(sessions.find('kept-token')).toEqual({ userId: 999_001, teamId: mySheet.team.id, primaryTeamId: null });
    sessions.remember('expired-token', { ...read, expiresAt: new Date(Date.now() - 1) }, sessions.beforeRead());
    expect(sessions.find('expired-token')).toBeNull();
  });
});
