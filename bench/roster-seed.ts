import type { EntityManager } from '@mikro-orm/postgresql';
import { openDatabase } from '../server/orm.js';
import { createUser } from '../tests/helpers/factories.js';

/** The bench's calls of the /influencers table (roster.table inputs). */
export const ROSTER_BENCH_CALLS: [label: string, input: Record<string, unknown>][] = [
  ['default page (created_at asc, 25)', {}],
  ['name descending, 50 a page', { sortField: 'name', sortDirection: 'desc', pageSize: 50 }],
  ['total reach descending', { sortField: 'reach', sortDirection: 'desc' }],
  ['name filter "ab"', { name: 'ab' }],
  ['two tags', { tags: ['Fashion', 'Travel'] }],
  ['page 150', { page: 150 }],
];

export const ROSTER_BENCH_TAGS = ['Fashion', 'Beauty', 'Travel', 'Food', 'Fitness', 'Gaming', 'Music', 'Comedy', 'Parenting', 'Tech'];

/**
 * The roster benches' team: `creators` directory creators (1-3 accounts each) on one team's roster
 * with 2 tags each, by SQL; answers the team admin's e-mail (password TEST_PASSWORD).
 */
export async function seedRosterTeam(databaseUrl: string, creators: number) {
  const orm = await openDatabase(databaseUrl);
  try {
    const em = orm.em.fork() as EntityManager;
    const { user, team } = await createUser(em, { role: 'team_admin' });
    const sql = em.getConnection();
    await sql.execute(
      `insert into influencer (fullname, description, city, state, with_advanced_data, created_at, updated_at)
       select 'Creator ' || md5(n::text), 'A creator who posts about things ' || n, 'Austin', 'TX', false, now(), now() from generate_series(1, ?) n`,
      [creators],
    );
    await sql.execute(
      `insert into social_account (influencer_id, platform, handle, "primary", followers, created_at, updated_at)
       select i.id, p.platform, p.platform || '_' || i.id, p.n = 1, (i.id * 7919 * p.n) % 2000000, now(), now()
         from influencer i cross join lateral (select * from (values ('instagram', 1), ('tiktok', 2), ('youtube', 3)) v(platform, n) where v.n <= 1 + i.id % 3) p`,
    );
    await sql.execute(
      `insert into roster_entry (team_id, influencer_id, tags, display_tags, disabled_info_boxes, excluded_post_ids, stat_display_settings, created_at, updated_at)
       select ?, i.id, array[(?::text[])[1 + i.id % 10], (?::text[])[1 + (i.id / 10) % 10]], '{}', '{}', '{}', '{}', now() - i.id * interval '1 minute', now()
         from influencer i`,
      [team.id, `{${ROSTER_BENCH_TAGS}}`, `{${ROSTER_BENCH_TAGS}}`],
    );
    await sql.execute('analyze');
    return { email: user.email, teamId: team.id };
  } finally {
    await orm.close();
  }
}
