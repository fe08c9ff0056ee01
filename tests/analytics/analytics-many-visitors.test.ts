import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_LIMIT } from '../../shared/analytics.js';
import { addToRollups, type RollupEvent } from '../../server/modules/analytics/index.js';
import type { TalentSheet } from '../../server/modules/sheets/talent-sheet.entity.js';
import { ApiClient } from '../helpers/api-client.js';
import { daysAgo } from '../helpers/analytics-factories.js';
import { createTeamMember } from '../helpers/collections-factories.js';
import { TEST_PASSWORD } from '../helpers/factories.js';
import { createSheet } from '../helpers/public-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/*
 * More visitors than the list shows, where the newest visitor rows belong to a few busy visitors
 * (each opened every sheet lately): the list must still be the latest visitors by their latest
 * visit, each with every sheet they opened (latest first), for every range.
 */
let app: TestApp;
let api: ApiClient;
const visits: { email: string; sheet: string; at: Date }[] = [];
const SHEETS = 10;
const BUSY = 100;
const OCCASIONAL = 250;

beforeAll(async () => {
  app = await startTestApp();
  const em = app.orm.em.fork();
  const me = await createTeamMember(em);
  const sheets: TalentSheet[] = [];
  for (let i = 0; i < SHEETS; i++) sheets.push(await createSheet(em, me.team, [], { title: `Sheet ${i}`, createdBy: me.user }));
  const now = new Date();
  // Busy visitors: every sheet within the last hours. Occasional ones: one sheet each, days back.
  for (let b = 0; b < BUSY; b++) {
    for (let s = 0; s < SHEETS; s++)
      visits.push({ email: `busy${b}@brand.test`, sheet: sheets[s].id, at: new Date(now.getTime() - (b * SHEETS + s) * 60_000) });
  }
  for (let o = 0; o < OCCASIONAL; o++) visits.push({ email: `once${o}@brand.test`, sheet: sheets[o % SHEETS].id, at: daysAgo(1 + o / 10, now) });
  const events: RollupEvent[] = visits.map((v) => ({
    teamId: me.team.id,
    sheetId: v.sheet,
    ownerId: me.user.id,
    kind: 'view',
    influencerId: null,
    email: v.email,
    at: v.at,
  }));
  await addToRollups(em, events);
  api = new ApiClient(app.baseUrl);
  expect((await api.signIn(me.user.email, TEST_PASSWORD)).status).toBe(200);
});
afterAll(() => app.close());

/** The list as its definition says: e-mails by latest visit (then e-mail), each with its sheets latest first. */
function expected(fromDays: number | null) {
  const from =
    fromDays === null
      ? 0
      : Date.parse(
          `${daysAgo(fromDays - 1)
            .toISOString()
            .slice(0, 10)}T00:00:00Z`,
        );
  const byEmail = new Map<string, { sheet: string; at: Date }[]>();
  for (const v of visits.filter((v) => v.at.getTime() >= from)) byEmail.set(v.email, [...(byEmail.get(v.email) ?? []), v]);
  return [...byEmail]
    .map(([email, rows]) => ({ email, rows: rows.sort((a, b) => b.at.getTime() - a.at.getTime()) }))
    .sort((a, b) => b.rows[0].at.getTime() - a.rows[0].at.getTime() || a.email.localeCompare(b.email))
    .slice(0, ANALYTICS_LIMIT.visitors)
    .map(({ email, rows }) => ({ email, salesheet_ids: rows.map((r) => r.sheet), most_recent_visit: rows[0].at.toISOString() }));
}

describe('visitors of a team with more of them than the list shows', () => {
  it.each([
    ['all', null],
    ['30 days', 30],
    ['7 days', 7],
  ] as const)('lists the latest visitors exactly (%s)', async (_label, days) => {
    const answer = await api.get(`/api/user/analytics-visitors${days ? `?sinceDays=${days}` : ''}`);
    expect(answer.status).toBe(200);
    const want = expected(days);
    expect(want.length).toBeGreaterThan(BUSY);
    expect(answer.json.recentVisits).toEqual(want);
  });
});
