import type { z } from 'zod';
import type { RosterTableRequest, RosterTableResponse } from '../../../shared/schemas/roster/table.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { runSql } from '../../db/sql.js';
import type { TeamRosterCache } from './team-roster-cache.js';
import { rosterTablePage } from './roster.sql.js';

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

/** The /influencers table (one statement: rosterTablePage); the team totals come from team-roster-cache.ts. */
export async function rosterTable(
  ctx: TeamContext & { teamRosters: TeamRosterCache },
  input: z.output<typeof RosterTableRequest>,
): Promise<z.infer<typeof RosterTableResponse>> {
  const page = rosterTablePage(
    ctx.team.id,
    { name: input.name?.trim(), tags: input.tags },
    input.sortField,
    input.sortDirection === 'desc',
    input.pageSize,
    input.page * input.pageSize,
  );
  const rows = await runSql<Row>(ctx.em, page);
  const totals = await ctx.teamRosters.totals(ctx.em, ctx.team.id);
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
