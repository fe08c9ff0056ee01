import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../server/db/orm.js';
import { BRAND_DEMO_TEAM, DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TEAM, SECOND_DEMO_TEAM } from '../../server/seed/demo-accounts.js';
import { DEMO_ANALYTICS_DAYS } from '../../server/seed/demo-analytics.js';
import { DEMO_DIRECTORY_ACCOUNTS } from '../../server/seed/demo-directory.js';
import { DEMO_ROSTER_SIZE, seedDemoIfEmpty } from '../../server/seed/demo.js';
import { ApiClient } from '../helpers/api-client.js';
import { createTestDatabase } from '../helpers/database.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let orm: Orm;
let app: TestApp;
const rows = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await orm.em.getConnection().execute(sql, params)) as T[];
const count = async (sql: string, params: unknown[] = []) => Number((await rows<{ n: string }>(sql, params))[0]!.n);

beforeAll(async () => {
  const database = await createTestDatabase();
  orm = database.orm;
  expect(await seedDemoIfEmpty(orm.em)).toBe(true);
  app = await startTestApp(database);
}, 180_000);

afterAll(async () => {
  await app?.close();
  await orm?.close();
});

describe('demo data', () => {
  it('creates the two agencies and the brand, the demo one with credits, contact details and display settings', async () => {
    const teams = await rows<{ name: string; credits: number; contact_email: string | null; settings: Record<string, unknown> }>(
      'select name, credits, contact_email, settings from team order by name',
    );
    expect(teams.map((t) => t.name).sort()).toEqual([SECOND_DEMO_TEAM.name, DEMO_TEAM.name, BRAND_DEMO_TEAM.name].sort());
    const demo = teams.find((t) => t.name === DEMO_TEAM.name)!;
    expect(demo.credits).toBeGreaterThan(0);
    expect(demo.contact_email).toBeTruthy();
    expect(demo.settings.displayAccentColor).toBeTruthy();
  });

  it('creates a user for every role, each able to sign in with the demo password', async () => {
    const users = await rows<{ email: string; role: string; team: string; is_admin: boolean; is_staff: boolean }>(
      'select u.email, m.role, t.name as team, u.is_admin, u.is_staff from users u join team_member m on m.user_id = u.id join team t on t.id = m.team_id',
    );
    const demoRoles = users.filter((u) => u.team === DEMO_TEAM.name).map((u) => u.role);
    expect(demoRoles).toEqual(expect.arrayContaining(['team_admin', 'member', 'search_only']));
    expect(users.some((u) => u.team === SECOND_DEMO_TEAM.name)).toBe(true);
    expect(users.some((u) => u.is_staff)).toBe(true);
    expect(users.some((u) => u.is_admin)).toBe(true);
    expect(users.map((u) => u.email).sort()).toEqual(
      Object.values(DEMO_ACCOUNTS)
        .map((a) => a.email)
        .sort(),
    );
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const response = await new ApiClient(app.baseUrl).post('/api/user/account/signin', { email: account.email, password: DEMO_PASSWORD });
      expect(response.status, account.email).toBe(200);
    }
  });

  it('fills a 20,000-account directory with posts, and ~150 creators on the demo roster', async () => {
    expect(await count('select count(*) as n from social_account')).toBe(DEMO_DIRECTORY_ACCOUNTS);
    expect(
      await count(
        'select count(*) as n from (select influencer_id from social_account group by influencer_id having count(*) filter (where "primary") <> 1) x',
      ),
    ).toBe(0);
    expect(await count('select count(*) as n from social_post')).toBeGreaterThan(DEMO_DIRECTORY_ACCOUNTS * 12);
    expect(await count('select count(*) as n from master_tag')).toBeGreaterThanOrEqual(150);
    const roster = await rows<{ n: string; tagged: string; taglines: string; rate_cards: string }>(
      `select count(*) as n, count(*) filter (where cardinality(tags) > 0) as tagged, count(tagline) as taglines, count(rate_card) as rate_cards
         from roster_entry r join team t on t.id = r.team_id where t.name = ?`,
      [DEMO_TEAM.name],
    );
    expect(Number(roster[0]!.n)).toBe(DEMO_ROSTER_SIZE);
    expect(Number(roster[0]!.tagged)).toBe(DEMO_ROSTER_SIZE);
    expect(Number(roster[0]!.taglines)).toBeGreaterThan(0);
    expect(Number(roster[0]!.rate_cards)).toBeGreaterThan(0);
  });

  it('creates sheets of every type, a collection of three publicly titled sheets and a draft Creator Call response', async () => {
    const types = await rows<{ sheet_type: string }>('select distinct s.sheet_type from talent_sheet s join team t on t.id = s.team_id where t.name = ?', [
      DEMO_TEAM.name,
    ]);
    expect(types.map((t) => t.sheet_type).sort()).toEqual(['campaign', 'casting_call_response', 'talent']);
    expect(await count(`select count(*) as n from campaign_row c join talent_sheet s on s.id = c.sheet_id where s.sheet_type = 'campaign'`)).toBeGreaterThan(0);
    const collection = await rows<{ titled: string; n: string }>(
      'select count(*) as n, count(s.description) as titled from collection_sheet cs join talent_sheet s on s.id = cs.sheet_id',
    );
    expect(Number(collection[0]!.n)).toBe(3);
    expect(Number(collection[0]!.titled)).toBe(3);
    expect(await count(`select count(*) as n from casting_call where end_date >= current_date`)).toBeGreaterThanOrEqual(3);
    expect(await count(`select count(*) as n from casting_call_response where status = 'draft'`)).toBe(1);
  });

  it('gives the demo brand open calls (one with a response to review) and a closed, reviewed one', async () => {
    const calls = await rows<{ title: string; closed: boolean; submitted: number; reviewed: number }>(
      `select c.title, c.closed_at is not null as closed,
              count(r.id) filter (where r.status = 'submitted')::int as submitted, count(r.reviewed_at)::int as reviewed
         from casting_call c join team t on t.id = c.brand_team_id left join casting_call_response r on r.casting_call_id = c.id
        where t.name = ? and t.is_brand group by c.id order by c.title`,
      [BRAND_DEMO_TEAM.name],
    );
    expect(calls.filter((c) => !c.closed).length).toBeGreaterThanOrEqual(2);
    expect(calls.some((c) => !c.closed && c.submitted > 0 && c.reviewed === 0)).toBe(true);
    expect(calls.some((c) => c.closed && c.submitted > 0 && c.reviewed > 0)).toBe(true);
    const brand = new ApiClient(app.baseUrl);
    expect((await brand.signIn(DEMO_ACCOUNTS.brand.email, DEMO_PASSWORD)).status).toBe(200);
    const list = await brand.get('/trpc/brandCalls.list');
    expect(list.status, list.text).toBe(200);
    expect(list.json.result.data.casting_calls).toHaveLength(calls.length);
  });

  it('leaves unread messages, likes and 60 days of analytics with viewer e-mails', async () => {
    expect(
      await count(
        'select count(*) as n from conversation_participant p join conversation c on c.id = p.conversation_id where p.last_read_at < c.most_recent_message_at',
      ),
    ).toBeGreaterThan(0);
    expect(await count('select count(*) as n from influencer_like')).toBeGreaterThan(0);
    const types = await rows<{ event_type: string }>('select distinct event_type from analytics_event');
    expect(types.map((t) => t.event_type).sort()).toEqual(['collection_view', 'influencer_click', 'sheet_view', 'social_view']);
    const span = await rows<{ days: number }>('select extract(day from max(created_at) - min(created_at))::int as days from analytics_event');
    expect(span[0]!.days).toBeGreaterThanOrEqual(DEMO_ANALYTICS_DAYS - 2);
    expect(await count('select count(*) as n from analytics_event where viewer_email is not null')).toBeGreaterThan(0);
    expect(await count('select count(*) as n from sheet_viewer')).toBeGreaterThan(0);
  });

  it('gives every team-owned child row the team of its parent', async () => {
    const mismatches = [
      'select count(*) as n from sheet_entry e join talent_sheet s on s.id = e.sheet_id where e.team_id <> s.team_id',
      'select count(*) as n from campaign_row e join talent_sheet s on s.id = e.sheet_id where e.team_id <> s.team_id',
      'select count(*) as n from influencer_like e join talent_sheet s on s.id = e.sheet_id where e.team_id <> s.team_id',
      'select count(*) as n from collection_sheet e join collection s on s.id = e.collection_id where e.team_id <> s.team_id',
      'select count(*) as n from collection_sheet e join talent_sheet s on s.id = e.sheet_id where e.team_id <> s.team_id',
      'select count(*) as n from casting_call_response e join talent_sheet s on s.id = e.sheet_id where e.team_id <> s.team_id',
      'select count(*) as n from message e join conversation s on s.id = e.conversation_id where e.team_id <> s.team_id',
      'select count(*) as n from conversation_participant e join conversation s on s.id = e.conversation_id where e.team_id <> s.team_id',
      'select count(*) as n from analytics_event e join talent_sheet s on s.id = e.sheet_id where e.team_id <> s.team_id',
      'select count(*) as n from sheet_viewer e join talent_sheet s on s.id = e.sheet_id where e.team_id <> s.team_id',
      // A member only talks with members of the conversation's team.
      'select count(*) as n from conversation_participant p where not exists (select 1 from team_member m where m.user_id = p.user_id and m.team_id = p.team_id)',
    ];
    for (const sql of mismatches) expect(await count(sql), sql).toBe(0);
  });

  it('does nothing on a database that has users already', async () => {
    expect(await seedDemoIfEmpty(orm.em)).toBe(false);
    expect(await count('select count(*) as n from team')).toBe(3);
  });
});
