import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../server/db/orm.js';
import { SocialAccount } from '../../server/modules/directory/social-account.entity.js';
import { RosterEntry } from '../../server/modules/roster/roster-entry.entity.js';
import { TalentSheet } from '../../server/modules/sheets/talent-sheet.entity.js';
import { Team } from '../../server/modules/teams/team.entity.js';
import { TEAM_SETTINGS_DEFAULTS, teamSettingsSchema } from '../../shared/schemas/team-settings.js';
import { createTestDatabase } from '../helpers/database.js';
import { createTeam } from '../helpers/factories.js';
import { createAccount, createInfluencer } from './model-factories.js';

let orm: Orm;
beforeAll(async () => {
  ({ orm } = await createTestDatabase());
});
afterAll(() => orm.close());

/** The plan PostgreSQL picks when sequential scans are ruled out (the tables are tiny here). */
async function plan(sql: string, params: unknown[] = []) {
  const connection = orm.em.getConnection();
  return connection.transactional(async (trx) => {
    await connection.execute('set local enable_seqscan = off', [], 'run', trx);
    const rows = await connection.execute<{ 'QUERY PLAN': string }[]>(`explain ${sql}`, params, 'all', trx);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('roster entries', () => {
  it("a creator is on a team's roster once", async () => {
    const em = orm.em.fork();
    const team = await createTeam(em);
    const influencer = await createInfluencer(em);
    em.create(RosterEntry, { team, influencer });
    await em.flush();
    const again = orm.em.fork();
    again.create(RosterEntry, { team: team.id, influencer: influencer.id });
    await expect(again.flush()).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });

  it('the tag filter requires every selected tag, through the GIN index', async () => {
    const em = orm.em.fork();
    const team = await createTeam(em);
    const [both, one] = [await createInfluencer(em), await createInfluencer(em)];
    em.create(RosterEntry, { team, influencer: both, tags: ['beauty', 'travel', 'food'] });
    em.create(RosterEntry, { team, influencer: one, tags: ['beauty'] });
    await em.flush();
    const found = await em.fork().find(RosterEntry, { team, tags: { $contains: ['beauty', 'travel'] } });
    expect(found.map((entry) => entry.influencer.id)).toEqual([both.id]);
    expect(await plan(`select id from roster_entry where tags @> array['beauty','travel']`)).toContain('roster_entry_tags_index');
  });
});

describe('directory search indexes', () => {
  it('the default search (instagram, followers descending, keyset) reads the platform+followers index', async () => {
    const em = orm.em.fork();
    const creator = await createInfluencer(em);
    await createAccount(em, creator, { platform: 'instagram', primary: true, followers: 50_000 });
    const sql = `select id from social_account where platform = 'instagram' and followers >= 10000
      order by followers desc nulls last, id desc limit 300`;
    const text = await plan(sql);
    expect(text).toContain('social_account_platform_followers_index');
    expect(text).not.toMatch(/\bSort\b/);
  });

  it('an engagement filter on a platform reads the platform+engagement index', async () => {
    const text = await plan(`select id from social_account where platform = 'tiktok' and engagement_rate >= 5
      order by engagement_rate desc nulls last, id desc limit 300`);
    expect(text).toContain('social_account_platform_engagement_rate_index');
  });

  it('followers beyond 2^31 round-trip as numbers', async () => {
    const em = orm.em.fork();
    const creator = await createInfluencer(em);
    const account = await createAccount(em, creator, { platform: 'youtube', followers: 3_500_000_000 });
    expect((await orm.em.fork().findOneOrFail(SocialAccount, account.id)).followers).toBe(3_500_000_000);
  });
});

describe('team settings and sheet versions', () => {
  it('stored team settings parse to the defaults for missing keys', async () => {
    const em = orm.em.fork();
    const team = await createTeam(em);
    team.settings = { displayDarkMode: true };
    await em.flush();
    const stored = (await orm.em.fork().findOneOrFail(Team, team.id)).settings;
    expect(teamSettingsSchema.parse(stored)).toEqual({ ...TEAM_SETTINGS_DEFAULTS, displayDarkMode: true });
    expect(team.credits).toBe(0);
  });

  it('a save from a stale sheet version is refused', async () => {
    const em = orm.em.fork();
    const team = await createTeam(em);
    const sheet = em.create(TalentSheet, { team, title: 'Draft' });
    await em.flush();
    expect(sheet.version).toBe(1);

    const editorA = orm.em.fork();
    const editorB = orm.em.fork();
    const a = await editorA.findOneOrFail(TalentSheet, sheet.id);
    const b = await editorB.findOneOrFail(TalentSheet, sheet.id);
    a.title = 'A';
    await editorA.flush();
    expect(a.version).toBe(2);
    b.title = 'B';
    await expect(editorB.flush()).rejects.toBeInstanceOf(OptimisticLockError);
  });
});
