import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../server/db/orm.js';
import { topClicks, topSheets, type Scope } from '../../server/modules/analytics/analytics.sql.js';
import { readTogether } from '../../server/modules/analytics/read-together.js';
import { advanceWindows } from '../../server/modules/analytics/index.js';
import type { Influencer } from '../../server/modules/directory/influencer.entity.js';
import type { TalentSheet } from '../../server/modules/sheets/talent-sheet.entity.js';
import { recordAt } from '../helpers/analytics-factories.js';
import { createTeamMember } from '../helpers/collections-factories.js';
import { createTestDatabase } from '../helpers/database.js';
import { createCreator, createSheet } from '../helpers/public-factories.js';

let orm: Orm;
let em: EntityManager;
let teamId: string;
let busy: TalentSheet;
let quiet: TalentSheet;
let theirs: TalentSheet;
let first: Influencer;
let second: Influencer;

const DAY = 86_400_000;
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);
const plusDays = (day: string, n: number) => new Date(noonOf(day).getTime() + n * DAY).toISOString().slice(0, 10);

/** A range's most-viewed sheets and most-clicked creators (team-wide and of one sheet), from the windows or summed from the days. */
async function lists(days: number, today: string, fromWindows: boolean) {
  const scope: Scope = { teamId, fromDay: plusDays(today, 1 - days), ownerId: null, window: fromWindows ? { days, today } : null };
  return readTogether(em, { views: topSheets(scope), clicks: topClicks(scope), oneSheet: topClicks(scope, busy.id) });
}

/** Both ranges read from the windows at `today` give what the day rollups give. */
async function expectWindowsMatchDays(today: string) {
  for (const days of [7, 30]) expect(await lists(days, today, true), `${days} days to ${today}`).toEqual(await lists(days, today, false));
}

const windowRows = async () => {
  const [row] = await em
    .getConnection()
    .execute<{ n: number }[]>(
      `select (select count(*) from analytics_sheet_window where team_id = ?) + (select count(*) from analytics_click_window where team_id = ?) as n`,
      [teamId, teamId],
    );
  return Number(row.n);
};

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  em = orm.em.fork() as EntityManager;
  const me = await createTeamMember(em);
  const them = await createTeamMember(em);
  teamId = me.team.id;
  first = (await createCreator(em, { fullname: 'Ada First' })).influencer;
  second = (await createCreator(em, { fullname: 'Bo Second' })).influencer;
  busy = await createSheet(em, me.team, [first, second], { title: 'Busy sheet', createdBy: me.user });
  quiet = await createSheet(em, me.team, [second], { title: 'Quiet sheet', createdBy: me.user });
  theirs = await createSheet(em, them.team, [first], { title: 'Their sheet', createdBy: them.user });
  // Around 2026-03-10: today and the edges of the 7- and 30-day ranges on both sides.
  for (const back of [0, 6, 7, 29, 30, 31]) {
    const at = noonOf(plusDays('2026-03-10', -back));
    await recordAt(em, busy, { kind: 'view', at, email: `v${back}@brand.test` });
    await recordAt(em, busy, { kind: 'click', at, influencer: back % 2 ? first : second });
    if (back % 3 === 0) await recordAt(em, quiet, { kind: 'click', at, influencer: second });
    await recordAt(em, theirs, { kind: 'click', at, influencer: first });
  }
});
afterAll(() => orm.close());

describe('rolling 7- and 30-day windows', () => {
  it('hold, once moved to a day, the sums of exactly that day and the ones before it in range', async () => {
    expect(await windowRows()).toBe(0);
    await advanceWindows(em, '2026-03-10');
    await expectWindowsMatchDays('2026-03-10');
    const week = await lists(7, '2026-03-10', true);
    // Views today and 6 days ago, not 7 days ago.
    expect(week.views.find((v) => v.sheet_id === busy.id)?.views).toBe(2);
    const month = await lists(30, '2026-03-10', true);
    expect(month.views.find((v) => v.sheet_id === busy.id)?.views).toBe(4);
    expect(JSON.stringify(month)).not.toContain(theirs.id);
  });

  it('count events recorded inside a window as they arrive, late ones included, and leave the others to the move', async () => {
    await recordAt(em, quiet, { kind: 'view', at: noonOf('2026-03-10'), email: 'now@brand.test' });
    await recordAt(em, quiet, { kind: 'click', at: noonOf('2026-03-05'), influencer: first });
    await expectWindowsMatchDays('2026-03-10');
    const week = await lists(7, '2026-03-10', true);
    expect(week.clicks.find((c) => c.sheet_id === quiet.id && c.influencer_id === first.id)?.clicks).toBe(1);
    // A day after the windows' (the job has not moved them yet): counted by the move, not now.
    await recordAt(em, quiet, { kind: 'view', at: noonOf('2026-03-11') });
    expect(await lists(7, '2026-03-10', true)).toEqual(week);
  });

  it('move a day on: the day that enters is added, the one that leaves is taken out', async () => {
    await advanceWindows(em, '2026-03-11');
    await expectWindowsMatchDays('2026-03-11');
    expect((await lists(7, '2026-03-11', true)).views.find((v) => v.sheet_id === quiet.id)?.views).toBe(2);
    // Moving to the same day again changes nothing.
    await advanceWindows(em, '2026-03-11');
    await expectWindowsMatchDays('2026-03-11');
  });

  it('move past their length: refilled, and rows that fall to zero are removed', async () => {
    await advanceWindows(em, '2026-03-25');
    await expectWindowsMatchDays('2026-03-25');
    await advanceWindows(em, '2026-06-01');
    expect(await windowRows()).toBe(0);
    expect(await lists(30, '2026-06-01', true)).toEqual({ views: [], clicks: [], oneSheet: [] });
  });

  it('are not read when they are not at the asked day: the days are summed instead', async () => {
    // The windows are at 2026-06-01; a read for another day must not take their (empty) rows.
    const stale = await lists(30, '2026-03-11', true);
    expect(stale).toEqual(await lists(30, '2026-03-11', false));
    expect(stale.views.length).toBeGreaterThan(0);
  });
});
