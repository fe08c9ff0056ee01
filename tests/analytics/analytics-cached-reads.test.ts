import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * Analytics reads are cached inside their procedures (analytics-cache.ts), behind the one pipeline:
 * every answer, cached or not, carries the pipeline's X-Request-Id, and authority is checked on each.
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

describe('cached analytics reads, through the one pipeline', () => {
  it.each([
    ['the dashboard', '/api/user/analytics?sinceDays=30&onlyUserSheets=true'],
    ['the visitors', '/api/user/analytics-visitors?sinceDays=7'],
    ['a sheet’s clicks', () => `/api/user/analytics/sheet-clicks?sheet_id=${mySheet.id}`],
    ['the per-sheet page over tRPC', () => `/trpc/analytics.sheet?input=${sheetInput(mySheet.id)}`],
    ['a tRPC batch', () => `/trpc/analytics.dashboard,analytics.visitors?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { sinceDays: 7 }, 1: {} }))}`],
  ])('answer %s the same from the cache on the second call, through the pipeline', async (_, path) => {
    const client = await signedIn(adminEmail);
    const url = typeof path === 'string' ? path : path();
    const first = await client.get(url);
    expect(first.status, first.text).toBe(200);
    expect(viaExpress(first)).toBe(true);
    const second = await client.get(url);
    expect(second.status).toBe(200);
    expect(viaExpress(second)).toBe(true);
    expect(second.headers.get('content-type')).toContain('application/json');
    expect(second.text).toBe(first.text);
  });

  it('load what is not cached yet, and show a new view in the next answer', async () => {
    const client = await signedIn(adminEmail);
    await client.get('/api/user/team/members');
    app.services.analytics.invalidate(mySheet.team.id);
    const before = await client.get('/api/user/analytics');
    expect(viaExpress(before)).toBe(true);
    const view = await new ApiClient(app.baseUrl).post('/api/analytics', { event_type: 'sheet_view', data: { sheet_id: mySheet.id, email: 'late@fast.test' } });
    expect(view.status, view.text).toBe(200);
    const after = await client.get('/api/user/analytics');
    expect(viaExpress(after)).toBe(true);
    expect(after.json.total_views).toBe(before.json.total_views + 1);
  });

  it('answer a bad or repeated parameter 400, naming it', async () => {
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
    expect((await member.get('/api/user/analytics-visitors')).status).toBe(200);
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
    expect((await admin.get(clicks)).status).toBe(200);
    await other.get('/api/user/team/members');
    const theirs = await other.get('/api/user/analytics-visitors');
    expect(theirs.json.recentVisits).toEqual([]);
    expect((await other.get(clicks)).status).toBe(404);
    expect((await admin.post('/api/user/talent-sheets/delete', { sheet_id: spareSheet.id })).status).toBe(200);
    expect((await admin.get(clicks)).status).toBe(404);
  });
});
