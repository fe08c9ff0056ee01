import type { z } from 'zod';
import { LIMIT } from '../../../shared/limits.js';
import type { ListRosterResponse, ListRosterRequest } from '../../../shared/schemas/roster.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { runSql } from '../../db/sql.js';
import { loadInfluencerCards } from './influencer-cards.js';
import { rosterTagNames } from './roster-access.js';
import { rosterFollowers, rosterListCount, rosterListMatch, rosterListPage } from './roster.sql.js';

/** The team's roster for the available-roster table: filters and sort in SQL, then the page's cards. */
export async function listRoster(ctx: TeamContext, input: z.output<typeof ListRosterRequest>): Promise<z.infer<typeof ListRosterResponse>> {
  const name = input.name_filter?.trim() ?? '';
  const match = rosterListMatch(ctx.team.id, {
    name: name.length >= LIMIT.sheetFilterMinLength ? name : null,
    tags: input.tags,
    influencerIds: input.influencer_ids,
  });
  const descending = input.sort_direction === 'desc';
  const rows = await runSql<{ id: number; total: string }>(
    ctx.em,
    rosterListPage(match, input.sort_field, descending, input.limit, (input.page - 1) * input.limit),
  );
  const [reach] = await runSql<{ reach: string | null }>(ctx.em, rosterFollowers(ctx.team.id));
  const tags = await rosterTagNames(ctx.em, ctx.team.id);
  const total = rows.length ? Number(rows[0]!.total) : Number((await runSql<{ total: string }>(ctx.em, rosterListCount(match)))[0]?.total ?? 0);
  return {
    influencers: await loadInfluencerCards(
      ctx.em,
      ctx.team,
      rows.map((r) => r.id),
    ),
    total_influencers: total,
    reach: Number(reach?.reach ?? 0),
    team_tags: tags,
  };
}
