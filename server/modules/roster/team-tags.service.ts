import type { z } from 'zod';
import type { DeleteTagRequest, RenameTagRequest, TeamTagsResponse } from '../../../shared/schemas/roster/tags.js';
import { TALENT_MSG } from '../../../shared/talent-texts.js';
import { AppError } from '../../errors.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { masterTagNames } from '../tags/index.js';
import { runSql } from '../../db/sql.js';
import { publishRosterChange } from './roster-access.js';
import { deleteTeamTag, renameTeamTag, tagsWithCreators } from './roster.sql.js';

/** GET /api/user/team/tags: every tag, and which of the team's creators carry each. */
export async function teamTags(ctx: TeamContext): Promise<z.infer<typeof TeamTagsResponse>> {
  const [rows, masterTags] = await Promise.all([
    runSql<{ tag: string; ids: number[]; names: string[] }>(ctx.em, tagsWithCreators(ctx.team.id)),
    masterTagNames(ctx.em),
  ]);
  const names: Record<string, string> = {};
  for (const row of rows) row.ids.forEach((id, i) => (names[String(id)] = row.names[i]));
  return {
    tags: [...new Set([...masterTags, ...rows.map((r) => r.tag)])].sort((a, b) => a.localeCompare(b)),
    tagged_influencers: Object.fromEntries(rows.map((r) => [r.tag, r.ids])),
    master_tags: masterTags,
    influencer_names: names,
  };
}

/** Renames a tag on every creator of the team (no duplicates when the new name is already there); displayed tags follow. */
export async function renameTag(ctx: TeamContext, input: z.output<typeof RenameTagRequest>) {
  const rows = await runSql<{ influencer_id: number }>(ctx.em, renameTeamTag(ctx.team.id, input.tag, input.new_tag));
  if (rows.length === 0) throw new AppError('NOT_FOUND', TALENT_MSG.tagNotFound);
  await publishRosterChange(ctx, rows[0].influencer_id);
  return { creators: rows.length };
}

/** Takes a tag off every creator of the team; each keeps its other tags. */
export async function deleteTag(ctx: TeamContext, input: z.output<typeof DeleteTagRequest>) {
  const rows = await runSql<{ influencer_id: number }>(ctx.em, deleteTeamTag(ctx.team.id, input.tag));
  if (rows.length === 0) throw new AppError('NOT_FOUND', TALENT_MSG.tagNotFound);
  await publishRosterChange(ctx, rows[0].influencer_id);
  return { success: true };
}
