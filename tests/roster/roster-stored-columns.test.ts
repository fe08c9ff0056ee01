import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Influencer } from '../../server/modules/directory/influencer.entity.js';
import { SocialAccount } from '../../server/modules/directory/social-account.entity.js';
import { RosterEntry } from '../../server/modules/roster/roster-entry.entity.js';
import { createRosterCreator } from '../helpers/sheets-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { wsTrpcClient } from '../helpers/ws-client.js';
import { signedInMember } from './roster-helpers.js';

/**
 * The /influencers table sorts and filters on stored copies (roster_entry.sort_name and .reach,
 * influencer.reach) kept by the database: after every kind of change the table still answers
 * what the accounts and names say, and the stored columns equal what they copy.
 */
type Row = { id: number; fullname: string; reach: number };
type Table = { rows: Row[]; total: number };
let app: TestApp;
const closers: (() => void | Promise<void>)[] = [];
const em = () => app.orm.em.fork() as EntityManager;
let me: Awaited<ReturnType<typeof signedInMember>>;
let other: Awaited<ReturnType<typeof signedInMember>>;
let table: (input?: Record<string, unknown>) => Promise<Table>;
const creators: Record<string, number> = {};
let handles = 0;

const names = (answer: Table) => answer.rows.map((r) => r.fullname);
const reaches = (answer: Table) => Object.fromEntries(answer.rows.map((r) => [r.fullname, r.reach]));
const byReach = async () => names(await table({ sortField: 'reach', sortDirection: 'desc' }));
const byName = async () => names(await table({ sortField: 'name' }));

/** Every roster row's stored sort name and reach, and every creator's reach, against what they copy. */
async function storedColumnsDrift() {
  return em()
    .getConnection()
    .execute(
      `select re.team_id, re.influencer_id, re.sort_name, re.reach, i.reach as creator_reach, a.reach as accounts_reach
       from roster_entry re join influencer i on i.id = re.influencer_id
       left join lateral (select coalesce(sum(followers), 0) as reach from social_account where influencer_id = i.id) a on true
      where re.sort_name <> lower(coalesce(re.custom_display_name, i.fullname)) or re.reach <> a.reach or i.reach <> a.reach`,
    );
}

async function addAccount(influencerId: number, followers: number) {
  const fork = em();
  const account = fork.create(SocialAccount, { influencer: influencerId, platform: 'tiktok', handle: `stored_${++handles}`, followers });
  await fork.flush();
  return account.id;
}

async function backendPid(client: pg.Client) {
  const { rows } = await client.query('select pg_backend_pid() as pid');
  return rows[0].pid as number;
}
/** Resolves once the backend's statement waits for a lock held by another transaction (fails after 5 s of not waiting). */
const blocked = (pid: number) =>
  expect
    .poll(async () => (await em().getConnection().execute(`select wait_event_type from pg_stat_activity where pid = ?`, [pid]))[0]?.wait_event_type, {
      timeout: 5000,
    })
    .toBe('Lock');

beforeAll(async () => {
  app = await startTestApp();
  me = await signedInMember(app);
  other = await signedInMember(app);
  for (const [name, followers] of [
    ['Anna', 1000],
    ['bruno', 2000],
    ['Carla', 3000],
  ] as const) {
    creators[name] = (await createRosterCreator(em(), me.team, { name, followers })).id;
  }
  const ws = wsTrpcClient(app.baseUrl, me.api.cookieHeader);
  table = (input = {}) => ws.client.roster.table.query(input as never) as never;
  closers.push(ws.close, () => app.close());
});
afterAll(async () => {
  for (const close of closers) await close();
});

describe('the stored sort columns of the /influencers table follow every change', () => {
  it('start from the accounts and names', async () => {
    expect(await byReach()).toEqual(['Carla', 'bruno', 'Anna']);
    expect(await byName()).toEqual(['Anna', 'bruno', 'Carla']);
    expect(await storedColumnsDrift()).toEqual([]);
  });

  it("follow the accounts' followers when they are refreshed, one account or many at once", async () => {
    const fork = em();
    const annaAccount = await fork.findOneOrFail(SocialAccount, { influencer: creators.Anna });
    annaAccount.followers = 5000;
    await fork.flush();
    expect(await byReach()).toEqual(['Anna', 'Carla', 'bruno']);
    expect(reaches(await table())).toEqual({ Anna: 5000, bruno: 2000, Carla: 3000 });

    await em().getConnection().execute(`update social_account set followers = followers * 10 where influencer_id in (?, ?)`, [creators.bruno, creators.Carla]);
    expect(reaches(await table({ sortField: 'reach', sortDirection: 'desc' }))).toEqual({ Carla: 30_000, bruno: 20_000, Anna: 5000 });
    expect(await storedColumnsDrift()).toEqual([]);
  });

  it('follow accounts added, moved to another creator and removed', async () => {
    const added = await addAccount(creators.Anna, 40_000);
    expect(await byReach()).toEqual(['Anna', 'Carla', 'bruno']);
    expect(reaches(await table())).toMatchObject({ Anna: 45_000 });

    await em().nativeUpdate(SocialAccount, { id: added }, { influencer: creators.bruno });
    expect(reaches(await table({ sortField: 'reach', sortDirection: 'desc' }))).toEqual({ bruno: 60_000, Carla: 30_000, Anna: 5000 });

    const fork = em();
    fork.remove(await fork.findOneOrFail(SocialAccount, added));
    await fork.flush();
    expect(reaches(await table())).toEqual({ Anna: 5000, bruno: 20_000, Carla: 30_000 });

    await em().nativeDelete(SocialAccount, { influencer: creators.Carla });
    expect(await byReach()).toEqual(['bruno', 'Anna', 'Carla']);
    expect(reaches(await table())).toMatchObject({ Carla: 0 });
    expect(await storedColumnsDrift()).toEqual([]);
  });

  it("follow the team's custom name (sort and filter), and another team's name for the same creator stays its own", async () => {
    const fork = em();
    fork.create(RosterEntry, { team: other.team, influencer: creators.Anna, tags: [] });
    await fork.flush();

    const renamed = await me.api.post('/api/team/influencer-settings', { influencer_id: creators.Anna, settings: { custom_display_name: 'Zoe Stage' } });
    expect(renamed.status).toBe(200);
    expect(await byName()).toEqual(['bruno', 'Carla', 'Zoe Stage']);
    expect(names(await table({ name: 'zoe' }))).toEqual(['Zoe Stage']);
    expect((await table({ name: 'anna' })).total).toBe(0);
    const [otherRow] = await em()
      .getConnection()
      .execute(`select sort_name from roster_entry where team_id = ? and influencer_id = ?`, [other.team.id, creators.Anna]);
    expect(otherRow.sort_name).toBe('anna');

    await me.api.post('/api/team/influencer-settings', { influencer_id: creators.Anna, settings: { custom_display_name: '' } });
    expect(await byName()).toEqual(['Anna', 'bruno', 'Carla']);
    expect(await storedColumnsDrift()).toEqual([]);
  });

  it("follow the directory's name where the team set none", async () => {
    await me.api.post('/api/team/influencer-settings', { influencer_id: creators.Carla, settings: { custom_display_name: 'Carla Custom' } });
    await em().nativeUpdate(Influencer, { id: { $in: [creators.bruno, creators.Carla] } }, { fullname: 'Aaron' });
    expect(await byName()).toEqual(['Aaron', 'Anna', 'Carla Custom']);
    expect(names(await table({ name: 'AAR' }))).toEqual(['Aaron']);
    expect(await storedColumnsDrift()).toEqual([]);
  });

  it('lose a creator removed from the roster, and are right again when it comes back', async () => {
    expect((await me.api.post('/api/user/team/roster/remove', { influencer_id: creators.bruno })).status).toBe(200);
    expect(await byReach()).toEqual(['Anna', 'Carla Custom']);
    expect((await table({ name: 'aaron' })).total).toBe(0);

    await em().getConnection().execute(`update social_account set followers = 7000 where influencer_id = ?`, [creators.bruno]);
    const fork = em();
    fork.create(RosterEntry, { team: me.team, influencer: creators.bruno, tags: [] });
    await fork.flush();
    expect(reaches(await table({ sortField: 'reach', sortDirection: 'desc' }))).toEqual({ Aaron: 7000, Anna: 5000, 'Carla Custom': 0 });
    expect(await byName()).toEqual(['Aaron', 'Anna', 'Carla Custom']);
    expect(await storedColumnsDrift()).toEqual([]);
  });

  it('lose a creator deleted from the directory, with its accounts', async () => {
    await em().nativeDelete(Influencer, { id: creators.Carla });
    expect(names(await table())).toEqual(['Anna', 'Aaron']);
    expect(await storedColumnsDrift()).toEqual([]);
  });

  it('add up accounts written at the same time by two transactions, and a creator joining the roster meanwhile', async () => {
    const { id: dora } = await createRosterCreator(em(), other.team, { name: 'Dora', followers: 100 });
    const [first, second] = [new pg.Client(app.databaseUrl), new pg.Client(app.databaseUrl)];
    await Promise.all([first.connect(), second.connect()]);
    closers.push(
      () => first.end(),
      () => second.end(),
    );
    const [firstPid, secondPid] = [await backendPid(first), await backendPid(second)];
    const insertAccount = (client: pg.Client, followers: number) =>
      client.query(
        `insert into social_account (influencer_id, platform, handle, "primary", followers, created_at, updated_at) values ($1, 'youtube', $2, false, $3, now(), now())`,
        [dora, `stored_${++handles}`, followers],
      );

    // Both add an account to Dora: the second waits for the first, then adds to its sum.
    await first.query('begin');
    await second.query('begin');
    await insertAccount(first, 20);
    const secondInsert = insertAccount(second, 3);
    await blocked(secondPid);
    await first.query('commit');
    await secondInsert;
    await second.query('commit');
    expect(await storedColumnsDrift()).toEqual([]);

    // Dora joins my roster while another transaction adds an account: the row copies the sum both committed.
    await first.query('begin');
    await second.query('begin');
    await first.query(`insert into roster_entry (team_id, influencer_id, created_at, updated_at) values ($1, $2, now(), now())`, [me.team.id, dora]);
    const meanwhile = insertAccount(second, 4000);
    await blocked(secondPid); // it waits for the new row's read of Dora
    await first.query('commit');
    await meanwhile;
    await second.query('commit');
    expect(reaches(await table({ name: 'dora' }))).toEqual({ Dora: 4123 });
    expect(await storedColumnsDrift()).toEqual([]);

    await second.query('begin');
    await first.query('begin');
    await insertAccount(second, 50_000);
    const renaming = first.query(`update roster_entry set custom_display_name = 'Dora Again' where team_id = $1 and influencer_id = $2`, [me.team.id, dora]);
    await blocked(firstPid);
    await second.query('commit');
    await renaming;
    await first.query('commit');

    expect(reaches(await table({ sortField: 'reach', sortDirection: 'desc' }))).toEqual({ 'Dora Again': 54_123, Aaron: 7000, Anna: 5000 });
    expect(await storedColumnsDrift()).toEqual([]);
  });
});
