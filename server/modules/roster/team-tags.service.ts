import type { z } from 'zod';
import type { DeleteTagRequest, RenameTagRequest, TeamTagsResponse } from '../../../shared/schemas/roster/tags.js';
import { TALENT_MSG } from '../../../shared/talent-texts.js';
import { AppError } from '../../errors.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { MasterTag } from '../tags/master-tag.entity.js';
import { publishRosterChange } from './roster-access.js';

/** GET /api/user/team/tags: every tag, and which of the team's creators carry each. */
export async function teamTags(ctx: TeamContext): Promise<z.infer<typeof TeamTagsResponse>> {
  const [rows, master] = await Promise.all([
    ctx.em.getConnection().execute<{ tag: string; ids: number[]; names: string[] }[]>(
      `select t as tag, array_agg(re.influencer_id order by lower(coalesce(re.custom_display_name, i.fullname))) as ids,
              array_agg(coalesce(re.custom_display_name, i.fullname) order by lower(coalesce(re.custom_display_name, i.fullname))) as names
         from roster_entry re join influencer i on i.id = re.influencer_id, unnest(re.tags) t
        where re.team_id = ? group by t order by lower(t)`,
      [ctx.team.id],
    ),
    ctx.em.fork().find(MasterTag, {}, { orderBy: { name: 'asc' } }),
  ]);
  const masterTags = master.map((t) => t.name);
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
  const rows = await ctx.em.getConnection().execute<{ influencer_id: number }[]>(
    `update roster_entry set
        tags = (select array_agg(distinct_tag order by first) from (
                  select t as distinct_tag, min(n) as first from unnest(array_replace(tags, ?, ?)) with ordinality u(t, n) group by t) d),
        display_tags = (select coalesce(array_agg(distinct_tag order by first), '{}') from (
                  select t as distinct_tag, min(n) as first from unnest(array_replace(display_tags, ?, ?)) with ordinality u(t, n) group by t) d),
        updated_at = now()
      where team_id = ? and ? = any(tags) returning influencer_id`,
    [input.tag, input.new_tag, input.tag, input.new_tag, ctx.team.id, input.tag],
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND', TALENT_MSG.tagNotFound);
  await publishRosterChange(ctx, rows[0].influencer_id);
  return { creators: rows.length };
}

/** Takes a tag off every creator of the team; each keeps its other tags. */
export async function deleteTag(ctx: TeamContext, input: z.output<typeof DeleteTagRequest>) {
  const rows = await ctx.em.getConnection().execute<{ influencer_id: number }[]>(
    `update roster_entry set tags = array_remove(tags, ?), display_tags = array_remove(display_tags, ?), updated_at = now()
      where team_id = ? and ? = any(tags) returning influencer_id`,
    [input.tag, input.tag, ctx.team.id, input.tag],
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND', TALENT_MSG.tagNotFound);
  await publishRosterChange(ctx, rows[0].influencer_id);
  return { success: true };
}
