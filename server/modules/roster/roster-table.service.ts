import type { z } from 'zod';
import type { RosterTableRequest, RosterTableResponse } from '../../../shared/schemas/roster/table.js';
import type { TeamContext } from '../../trpc/team-context.js';
import type { TeamTotalsCache } from './team-totals-cache.js';

/** Each sort reads its roster column (kept by the database: migration ..._roster_sort_columns) through a `(team_id, column, influencer_id)` index. */
const ORDER_BY = {
  created_at: 're.created_at',
  name: 're.sort_name',
  reach: 're.reach',
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Row = {
  total: string;
  id: number | null;
  fullname: string;
  picture_url: string | null;
  description: string | null;
  tagline: string | null;
  tags: string[];
  city: string | null;
  state: string | null;
  reach: string;
  socials: { platform: string; handle: string; followers: number; profile_url: string | null }[] | null;
  connected: boolean;
};

/**
 * The /influencers table in one statement: the count of matches, and the page's ids chosen on the
 * roster rows alone (sort_name, reach, created_at and their indexes), then only those rows' details
 * and socials; the team totals come from team-totals-cache.ts.
 */
export async function rosterTable(
  ctx: TeamContext & { teamTotals: TeamTotalsCache },
  input: z.output<typeof RosterTableRequest>,
): Promise<z.infer<typeof RosterTableResponse>> {
  const where = ['re.team_id = ?'];
  const params: unknown[] = [ctx.team.id];
  const name = input.name?.trim();
  if (name) {
    // sort_name is the lower-cased display name, and ILIKE is LIKE over both sides lower-cased.
    where.push('re.sort_name like lower(?)');
    params.push(`%${escapeLike(name)}%`);
  }
  if (input.tags?.length) {
    where.push(`re.tags @> array[${input.tags.map(() => '?').join(', ')}]::text[]`);
    params.push(...input.tags);
  }
  const direction = input.sortDirection === 'desc' ? 'desc' : 'asc';
  const sortKey = ORDER_BY[input.sortField];
  const matching = `roster_entry re where ${where.join(' and ')}`;
  const rows = await ctx.em.getConnection().execute<Row[]>(
    `select matches.total, page.*
       from (select count(*) as total from ${matching}) matches
       left join lateral (
         select re.influencer_id as id, ${sortKey} as sort_key,
                coalesce(re.custom_display_name, i.fullname) as fullname,
                coalesce(re.custom_picture_url, i.picture_url, a.picture) as picture_url,
                case when trim(re.custom_description) = '-' then null else coalesce(nullif(re.custom_description, ''), i.description) end as description,
                re.tagline, re.tags, coalesce(re.city, i.city) as city, coalesce(re.state, i.state) as state,
                re.reach, a.socials,
                exists (select 1 from talent_connection c join talent_login l on l.id = c.talent_login_id
                         where l.team_id = re.team_id and l.influencer_id = re.influencer_id) as connected
           from (select re.influencer_id from ${matching} order by ${sortKey} ${direction}, re.influencer_id ${direction} limit ? offset ?) ids
           join roster_entry re on re.team_id = ? and re.influencer_id = ids.influencer_id
           join influencer i on i.id = re.influencer_id
           left join lateral (
             select (array_agg(sa.picture_main_url order by sa."primary" desc, sa.followers desc))[1] as picture,
                    json_agg(json_build_object('platform', sa.platform, 'handle', sa.handle, 'followers', sa.followers, 'profile_url', sa.profile_url)
                             order by sa."primary" desc, sa.followers desc) as socials
               from social_account sa where sa.influencer_id = re.influencer_id) a on true
       ) page on true
      order by page.sort_key ${direction}, page.id ${direction}`,
    [...params, ...params, input.pageSize, input.page * input.pageSize, ctx.team.id],
  );
  const totals = await ctx.teamTotals.of(ctx.em, ctx.team.id);
  return {
    rows: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id!,
        fullname: row.fullname,
        picture_url: row.picture_url,
        connected: row.connected,
        description: row.description,
        tagline: row.tagline,
        reach: Number(row.reach),
        socials: (row.socials ?? []).map((s) => ({ ...s, followers: Number(s.followers) })),
        tags: row.tags,
        city: row.city,
        state: row.state,
      })),
    total: Number(rows[0]?.total ?? 0),
    team_id: ctx.team.id,
    team_creators: totals.creators,
    team_reach: totals.reach,
    team_tags: totals.tags,
  };
}
