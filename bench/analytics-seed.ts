import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { rebuildTeamRollups } from '../server/modules/analytics/index.js';
import { createTeam, createUser } from '../tests/helpers/factories.js';

export interface AnalyticsSeed {
  teamId: string;
  emails: string[];
  sheetIds: string[];
}

const DAYS = 730;

/**
 * `events` events over 2 years for `teams` teams, the first holding a fifth of them (2,000,000 of
 * 10,000,000) on 400 sheets of 20 members; every other team has 10 sheets. 60% sheet views (30% of
 * them with a viewer e-mail), 30% clicks on one of 5,000 creators, 10% social views. Raw rows by SQL,
 * then the rollups recounted from them.
 */
export async function seedAnalytics(em: EntityManager, databaseUrl: string, events: number, teams: number): Promise<AnalyticsSeed> {
  const team = await createTeam(em, 'Analytics scale');
  const members = [];
  for (let i = 0; i < 20; i++) members.push((await createUser(em, { team, email: `analytics-${i}@example.test` })).user);
  const memberIds = `{${members.map((m) => m.id)}}`;
  const sql = em.getConnection();
  await sql.execute(`insert into team (id, name, created_at) select 'bench' || n, 'Bench team ' || n, now() from generate_series(1, ? - 1) n`, [teams]);
  await sql.execute(
    `insert into talent_sheet (id, team_id, title, created_by_id, created_at, updated_at)
     select ? || '_s' || n, ?, 'Scale sheet ' || n, (?::int[])[1 + n % 20], now(), now() from generate_series(0, 399) n`,
    [team.id.slice(0, 16), team.id, memberIds],
  );
  await sql.execute(
    `insert into talent_sheet (id, team_id, title, created_at, updated_at)
     select 'bench' || t || '_s' || n, 'bench' || t, 'Sheet ' || n, now(), now() from generate_series(1, ? - 1) t, generate_series(0, 9) n`,
    [teams],
  );
  await sql.execute(`insert into influencer (fullname, created_at, updated_at) select 'Scale creator ' || n, now(), now() from generate_series(1, 5000) n`);
  const [{ first }] = await sql.execute<{ first: number }[]>(`select max(id) - 4999 as first from influencer`);

  const big = Math.round(events / 5);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // In chunks, so progress shows and no single statement holds everything.
    const chunk = 1_000_000;
    for (let from = 0; from < events; from += chunk) {
      await client.query(
        `insert into analytics_event (team_id, sheet_id, influencer_id, event_type, viewer_email, created_at)
         select team_id, sheet_id,
                case when kind in ('influencer_click', 'social_view') then $5 + (n * 7919) % 5000 end,
                kind,
                case when kind = 'sheet_view' and n % 10 < 3 then 'viewer' || (n * 31) % 5000 || '@brand.test' end,
                now() - ((n * 2654435761) % ($6 * 86400)) * interval '1 second'
           from (
             select n,
                    case when n < $3 then $1 else 'bench' || (1 + n % ($4 - 1)) end as team_id,
                    case when n < $3 then $2 || '_s' || ((n * 13) % 400) else 'bench' || (1 + n % ($4 - 1)) || '_s' || ((n / $4) % 10) end as sheet_id,
                    case when n % 10 < 6 then 'sheet_view' when n % 10 < 9 then 'influencer_click' else 'social_view' end as kind
               from generate_series($7::bigint, $8::bigint) n
           ) e`,
        [team.id, team.id.slice(0, 16), big, teams, first, DAYS, from, Math.min(from + chunk, events) - 1],
      );
      process.stdout.write(`  raw events: ${Math.min(from + chunk, events).toLocaleString()}\r`);
    }
    console.log('');
    const teamIds = [team.id, ...Array.from({ length: teams - 1 }, (_, i) => `bench${i + 1}`)];
    await client.query('begin');
    await rebuildTeamRollups(client, teamIds);
    await client.query('commit');
    await client.query('vacuum analyze'); // as autovacuum leaves a steady table: index-only scans need the visibility map
  } finally {
    await client.end();
  }
  const sheetIds = Array.from({ length: 400 }, (_, n) => `${team.id.slice(0, 16)}_s${n}`);
  return { teamId: team.id, emails: members.map((m) => m.email), sheetIds };
}
