import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsEvent } from '../../server/modules/analytics/analytics-event.entity.js';
import { advanceWindows, pruneRawEvents } from '../../server/modules/analytics/index.js';
import type { Influencer } from '../../server/modules/directory/influencer.entity.js';
import type { TalentSheet } from '../../server/modules/sheets/talent-sheet.entity.js';
import { ApiClient } from '../helpers/api-client.js';
import { daysAgo, recordAt } from '../helpers/analytics-factories.js';
import { createTeamMember } from '../helpers/collections-factories.js';
import { TEST_PASSWORD } from '../helpers/factories.js';
import { createCreator, createSheet } from '../helpers/public-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
let mine: ApiClient;
let teamId: string;
let mySheet: TalentSheet;
let colleagueSheet: TalentSheet;
let theirSheet: TalentSheet;
let first: Influencer;
let second: Influencer;

/*
 * A hand-made event set. My sheet: views today (a@), 3 days ago (b@), 10 and 100 days ago (a@ again
 * at 100); clicks on `first` today and 20 days ago, on `second` 40 days ago. A colleague's sheet:
 * a view 2 days ago (c@), a click on `second` today. Another team's sheet: a view (z@) and a click today.
 */
beforeAll(async () => {
  app = await startTestApp();
  const em = app.orm.em.fork();
  const me = await createTeamMember(em);
  const colleague = await createTeamMember(em, me.team);
  const them = await createTeamMember(em);
  teamId = me.team.id;
  first = (await createCreator(em, { fullname: 'Ada First' })).influencer;
  second = (await createCreator(em, { fullname: 'Bo Second' })).influencer;
  mySheet = await createSheet(em, me.team, [first, second], { title: 'My sheet', createdBy: me.user });
  colleagueSheet = await createSheet(em, me.team, [second], { title: 'Colleague sheet', createdBy: colleague.user });
  theirSheet = await createSheet(em, them.team, [first], { title: 'Their sheet', createdBy: them.user });
  const now = new Date();
  await recordAt(em, mySheet, { kind: 'view', at: now, email: 'a@brand.test' });
  await recordAt(em, mySheet, { kind: 'view', at: daysAgo(3, now), email: 'b@brand.test' });
  await recordAt(em, mySheet, { kind: 'view', at: daysAgo(10, now) });
  await recordAt(em, mySheet, { kind: 'view', at: daysAgo(100, now), email: 'a@brand.test' });
  await recordAt(em, mySheet, { kind: 'click', at: now, influencer: first });
  await recordAt(em, mySheet, { kind: 'click', at: daysAgo(20, now), influencer: first });
  await recordAt(em, mySheet, { kind: 'click', at: daysAgo(40, now), influencer: second });
  await recordAt(em, colleagueSheet, { kind: 'view', at: daysAgo(2, now), email: 'c@brand.test' });
  await recordAt(em, colleagueSheet, { kind: 'click', at: now, influencer: second });
  await recordAt(em, theirSheet, { kind: 'view', at: now, email: 'z@brand.test' });
  await recordAt(em, theirSheet, { kind: 'click', at: now, influencer: first });
  mine = new ApiClient(app.baseUrl);
  expect((await mine.signIn(me.user.email, TEST_PASSWORD)).status).toBe(200);
});
afterAll(() => app.close());

const query = (range: string, onlyMine: boolean) => `sinceDays=${range === 'all' ? '' : range}&onlyUserSheets=${onlyMine}`.replace('sinceDays=&', '');

/** Every range and only-my-sheets setting with what the hand-made set must give. */
const EXPECTED = [
  {
    range: 'all',
    onlyMine: false,
    views: { 'My sheet': 4, 'Colleague sheet': 1 },
    clicks: [
      ['My sheet', 'Ada First', 2],
      ['Colleague sheet', 'Bo Second', 1],
      ['My sheet', 'Bo Second', 1],
    ],
  },
  {
    range: '30',
    onlyMine: false,
    views: { 'My sheet': 3, 'Colleague sheet': 1 },
    clicks: [
      ['My sheet', 'Ada First', 2],
      ['Colleague sheet', 'Bo Second', 1],
    ],
  },
  {
    range: '7',
    onlyMine: false,
    views: { 'My sheet': 2, 'Colleague sheet': 1 },
    clicks: [
      ['Colleague sheet', 'Bo Second', 1],
      ['My sheet', 'Ada First', 1],
    ],
  },
  {
    range: 'all',
    onlyMine: true,
    views: { 'My sheet': 4 },
    clicks: [
      ['My sheet', 'Ada First', 2],
      ['My sheet', 'Bo Second', 1],
    ],
  },
  { range: '30', onlyMine: true, views: { 'My sheet': 3 }, clicks: [['My sheet', 'Ada First', 2]] },
  { range: '7', onlyMine: true, views: { 'My sheet': 2 }, clicks: [['My sheet', 'Ada First', 1]] },
] as const;

async function ok(path: string) {
  const answer = await mine.get(path);
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
}

async function everyAnswer() {
  const answers = [];
  for (const { range, onlyMine } of EXPECTED) answers.push(await ok(`/api/user/analytics?${query(range, onlyMine)}`));
  for (const range of ['', '&sinceDays=7']) answers.push(await ok(`/api/user/analytics/sheet-clicks?sheet_id=${mySheet.id}${range}`));
  answers.push(await ok('/api/user/analytics-visitors'), await ok('/api/user/analytics-visitors?sinceDays=30'));
  return answers;
}

async function expectTotals({ range, onlyMine, views, clicks }: (typeof EXPECTED)[number]) {
  const body = await ok(`/api/user/analytics?${query(range, onlyMine)}`);
  expect(Object.fromEntries(body.views.map((v: { sheet_title: string; views: number }) => [v.sheet_title, v.views]))).toEqual(views);
  expect(body.clicks.map((c: { sheet_title: string; fullname: string; clicks: number }) => [c.sheet_title, c.fullname, c.clicks])).toEqual(
    [...clicks].sort((a, b) => b[2] - a[2] || a[1].localeCompare(b[1]) || a[0].localeCompare(b[0])),
  );
  expect(body.total_views).toBe(Object.values(views).reduce((a: number, b: number) => a + b, 0));
  expect(body.total_clicks).toBe(clicks.reduce((sum, c) => sum + c[2], 0));
  expect(body.daily.reduce((sum: number, d: { views: number }) => sum + d.views, 0)).toBe(body.total_views);
  expect(JSON.stringify(body)).not.toContain(theirSheet.id);
}

describe('analytics totals', () => {
  it.each(EXPECTED)('are exact for range $range, only my sheets $onlyMine', (expected) => expectTotals(expected));

  it('are the same read from the rolling 7- and 30-day windows once the job has moved them to today', async () => {
    const em = app.orm.em.fork();
    const today = new Date().toISOString().slice(0, 10);
    const [state] = await em.getConnection().execute<{ current: boolean }[]>(`select bool_or(as_of = ?::date) as current from analytics_window_state`, [today]);
    expect(state.current).toBe(false);
    const summed = await everyAnswer();
    await advanceWindows(em, today);
    app.services.analytics.invalidate(teamId);
    expect(await everyAnswer()).toEqual(summed);
    for (const expected of EXPECTED) await expectTotals(expected);
  });

  it('lists visitors with the sheets they opened, most recent first, never another team’s', async () => {
    const all = (await mine.get('/api/user/analytics-visitors')).json;
    expect(all.recentVisits.map((v: { email: string }) => v.email)).toEqual(['a@brand.test', 'c@brand.test', 'b@brand.test']);
    expect(all.recentVisits[0].salesheet_ids).toEqual([mySheet.id]);
    expect(all.sheets.map((s: { title: string }) => s.title).sort()).toEqual(['Colleague sheet', 'My sheet']);
    const onlyMine = (await mine.get('/api/user/analytics-visitors?onlyUserSheets=true')).json;
    expect(onlyMine.recentVisits.map((v: { email: string }) => v.email)).toEqual(['a@brand.test', 'b@brand.test']);
  });

  it('lists with each visitor only the sheets they opened in the range, latest first', async () => {
    const em = app.orm.em.fork();
    await recordAt(em, colleagueSheet, { kind: 'view', at: daysAgo(40), email: 'b@brand.test' });
    app.services.analytics.invalidate(teamId);
    const sheetsOf = async (path: string) => (await ok(path)).recentVisits.find((v: { email: string }) => v.email === 'b@brand.test')?.salesheet_ids;
    expect(await sheetsOf('/api/user/analytics-visitors')).toEqual([mySheet.id, colleagueSheet.id]);
    expect(await sheetsOf('/api/user/analytics-visitors?sinceDays=30')).toEqual([mySheet.id]);
    expect(await sheetsOf('/api/user/analytics-visitors?onlyUserSheets=true')).toEqual([mySheet.id]);
  });

  it('answers the clicks per creator of one sheet', async () => {
    const answer = await mine.get(`/api/user/analytics/sheet-clicks?sheet_id=${mySheet.id}`);
    expect(answer.json.clicks.map((c: { fullname: string; clicks: number }) => [c.fullname, c.clicks])).toEqual([
      ['Ada First', 2],
      ['Bo Second', 1],
    ]);
    const week = await mine.get(`/api/user/analytics/sheet-clicks?sheet_id=${mySheet.id}&sinceDays=7`);
    expect(week.json.clicks.map((c: { fullname: string; clicks: number }) => [c.fullname, c.clicks])).toEqual([['Ada First', 1]]);
  });

  it('shows a view and a click recorded now in the next answer (the cached answer is dropped)', async () => {
    const before = (await mine.get('/api/user/analytics?sinceDays=7')).json;
    const visitorsBefore = (await mine.get('/api/user/analytics-visitors')).json;
    const anonymous = new ApiClient(app.baseUrl);
    const view = await anonymous.post('/api/analytics', { event_type: 'sheet_view', data: { sheet_id: colleagueSheet.id, email: 'New@Brand.test' } });
    expect(view.status, view.text).toBe(200);
    const afterView = (await mine.get('/api/user/analytics?sinceDays=7')).json;
    expect(afterView.total_views).toBe(before.total_views + 1);
    const click = await anonymous.post('/api/analytics', { event_type: 'influencer_click', data: { sheet_id: colleagueSheet.id, influencer_id: second.id } });
    expect(click.status, click.text).toBe(200);
    const afterClick = (await mine.get('/api/user/analytics?sinceDays=7')).json;
    expect(afterClick.total_clicks).toBe(before.total_clicks + 1);
    const visitors = (await mine.get('/api/user/analytics-visitors')).json;
    expect(visitors.recentVisits[0].email).toBe('new@brand.test');
    expect(visitors.recentVisits.length).toBe(visitorsBefore.recentVisits.length + 1);
  });

  it('counts every one of many concurrent views and clicks once (they share statements)', async () => {
    const em = app.orm.em.fork();
    const before = await ok(`/api/user/analytics/sheet-clicks?sheet_id=${colleagueSheet.id}`);
    const rawBefore = await em.count(AnalyticsEvent, { sheet: colleagueSheet.id });
    const anonymous = new ApiClient(app.baseUrl);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        anonymous.post(
          '/api/analytics',
          i % 2
            ? { event_type: 'influencer_click', data: { sheet_id: colleagueSheet.id, influencer_id: first.id } }
            : { event_type: 'sheet_view', data: { sheet_id: colleagueSheet.id, email: `crowd${i}@brand.test` } },
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    expect(await em.count(AnalyticsEvent, { sheet: colleagueSheet.id })).toBe(rawBefore + 30);
    const after = await ok(`/api/user/analytics/sheet-clicks?sheet_id=${colleagueSheet.id}`);
    const clicksOn = (body: { clicks: { fullname: string; clicks: number }[] }) => body.clicks.find((c) => c.fullname === 'Ada First')?.clicks ?? 0;
    expect(clicksOn(after)).toBe(clicksOn(before) + 15);
    const visitors = await ok('/api/user/analytics-visitors?sinceDays=7');
    expect(visitors.recentVisits.filter((v: { email: string }) => v.email.startsWith('crowd')).length).toBe(15);
  });

  it('lists every sheet of a visitor whose views of several sheets arrive at once', async () => {
    const anonymous = new ApiClient(app.baseUrl);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        anonymous.post('/api/analytics', { event_type: 'sheet_view', data: { sheet_id: (i % 2 ? mySheet : colleagueSheet).id, email: 'both@brand.test' } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const visitors = await ok('/api/user/analytics-visitors?sinceDays=7');
    const both = visitors.recentVisits.find((v: { email: string }) => v.email === 'both@brand.test');
    expect([...both.salesheet_ids].sort()).toEqual([mySheet.id, colleagueSheet.id].sort());
  });

  it('serves a repeated combination from the cache until an event arrives', async () => {
    const em = app.orm.em.fork();
    const before = (await mine.get('/api/user/analytics?sinceDays=30&onlyUserSheets=true')).json;
    // Written behind the service's back (no event published): the cached answer stays.
    await recordAt(em, mySheet, { kind: 'view', at: new Date() });
    expect((await mine.get('/api/user/analytics?sinceDays=30&onlyUserSheets=true')).json).toEqual(before);
    await app.services.bus.publish(`team:${teamId}`, 'analytics.recorded', { type: 'view', sheetId: mySheet.id });
    expect((await mine.get('/api/user/analytics?sinceDays=30&onlyUserSheets=true')).json.total_views).toBe(before.total_views + 1);
  });

  it('leaves a deleted sheet out of the visitors and the most-viewed sheets', async () => {
    const em = app.orm.em.fork();
    const gone = await createSheet(em, mySheet.team, [first], { title: 'Deleted sheet' });
    await recordAt(em, gone, { kind: 'view', at: new Date(), email: 'only-gone@brand.test' });
    app.services.analytics.invalidate(teamId);
    const shown = await ok('/api/user/analytics-visitors');
    expect(shown.recentVisits.map((v: { email: string }) => v.email)).toContain('only-gone@brand.test');
    await em.getConnection().execute('update talent_sheet set deleted_at = now() where id = ?', [gone.id]);
    // Its visitor rows go with it, and a view that arrives after the deletion adds none.
    await recordAt(em, gone, { kind: 'view', at: new Date(), email: 'late@brand.test' });
    const [rows] = await em.getConnection().execute<{ n: number }[]>('select count(*)::int as n from analytics_visitor where sheet_id = ?', [gone.id]);
    expect(rows.n).toBe(0);
    app.services.analytics.invalidate(teamId);
    const visitors = await ok('/api/user/analytics-visitors');
    expect(visitors.recentVisits.map((v: { email: string }) => v.email)).not.toContain('only-gone@brand.test');
    expect(visitors.sheets.map((s: { title: string }) => s.title)).not.toContain('Deleted sheet');
    const dashboard = await ok('/api/user/analytics');
    expect(dashboard.views.map((v: { sheet_title: string }) => v.sheet_title)).not.toContain('Deleted sheet');
  });

  it('prunes raw events older than the retention without changing any total', async () => {
    const em = app.orm.em.fork();
    await recordAt(em, mySheet, { kind: 'view', at: daysAgo(500), email: 'old@brand.test' });
    await recordAt(em, mySheet, { kind: 'click', at: daysAgo(450), influencer: second });
    app.services.analytics.invalidate(teamId);
    const before = await everyAnswer();
    const rawBefore = await em.count(AnalyticsEvent, { team: teamId });
    const deleted = await pruneRawEvents(em, new Date());
    expect(deleted).toBe(2);
    expect(await em.count(AnalyticsEvent, { team: teamId })).toBe(rawBefore - 2);
    expect(await em.count(AnalyticsEvent, { createdAt: { $lt: daysAgo(400) } })).toBe(0);
    app.services.analytics.invalidate(teamId);
    expect(await everyAnswer()).toEqual(before);
  });
});
