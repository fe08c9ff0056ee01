import type { z } from 'zod';
import { LIMIT } from '../../../shared/limits.js';
import type { ListRosterResponse, ListRosterRequest } from '../../../shared/schemas/roster.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { loadInfluencerCards } from './influencer-cards.js';

const ORDER_BY = {
  created_at: 're.created_at',
  name: 'lower(coalesce(re.custom_display_name, i.fullname))',
  followers: 'coalesce(sa.followers, 0)',
} as const;

/** The team's roster for the available-roster table: filters and sort in SQL, then the page's cards. */
export async function listRoster(ctx: TeamContext, input: z.output<typeof ListRosterRequest>): Promise<z.infer<typeof ListRosterResponse>> {
  const where = ['re.team_id = ?'];
  const params: unknown[] = [ctx.team.id];
  const name = input.name_filter?.trim() ?? '';
  if (name.length >= LIMIT.sheetFilterMinLength) {
    where.push(`coalesce(re.custom_display_name, i.fullname) ilike ?`);
    params.push(`%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (input.tags?.length) {
    where.push(`re.tags @> array[${placeholders(input.tags)}]::text[]`);
    params.push(...input.tags);
  }
  if (input.influencer_ids) {
    if (input.influencer_ids.length === 0) where.push('false');
    else where.push(`re.influencer_id in (${placeholders(input.influencer_ids)})`);
    params.push(...input.influencer_ids);
  }
  const direction = input.sort_direction === 'desc' ? 'desc' : 'asc';
  const connection = ctx.em.getConnection();
  const rows: { id: number; total: string }[] = await connection.execute(
    `select re.influencer_id as id, count(*) over () as total
       from roster_entry re
       join influencer i on i.id = re.influencer_id
       left join social_account sa on sa.influencer_id = i.id and sa."primary"
      where ${where.join(' and ')}
      order by ${ORDER_BY[input.sort_field]} ${direction}, re.influencer_id ${direction}
      limit ? offset ?`,
    [...params, input.limit, (input.page - 1) * input.limit],
  );
  const [reach] = await connection.execute<{ reach: string | null }[]>(
    `select sum(sa.followers) as reach from roster_entry re join social_account sa on sa.influencer_id = re.influencer_id where re.team_id = ?`,
    [ctx.team.id],
  );
  const tags = await connection.execute<{ tag: string }[]>(`select distinct unnest(tags) as tag from roster_entry where team_id = ? order by 1`, [ctx.team.id]);
  return {
    influencers: await loadInfluencerCards(
      ctx.em,
      ctx.team,
      rows.map((r) => r.id),
    ),
    total_influencers: rows.length ? Number(rows[0].total) : await countMatching(ctx, where, params),
    reach: Number(reach?.reach ?? 0),
    team_tags: tags.map((t) => t.tag),
  };
}

const placeholders = (values: unknown[]) => values.map(() => '?').join(', ');

/** A page past the end has no rows to carry the total. */
async function countMatching(ctx: TeamContext, where: string[], params: unknown[]) {
  const [row] = await ctx.em
    .getConnection()
    .execute<{ total: string }[]>(
      `select count(*) as total from roster_entry re join influencer i on i.id = re.influencer_id where ${where.join(' and ')}`,
      params,
    );
  return Number(row?.total ?? 0);
}
