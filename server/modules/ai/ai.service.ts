import type { z } from 'zod';
import { AI_LIMIT } from '../../../shared/ai-texts.js';
import type {
  AdvancedFiltersAiQuery, AiSearchMatch, AiSuggestion, SheetHelperRequest, SpecialNoteHelperRequest, TagHelperRequest,
} from '../../../shared/schemas/ai.js';
import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import { assertOwnTeam } from '../../trpc/init.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { findRosterEntry } from '../roster/index.js';
import { searchTeamId } from '../search/index.js';
import { readBrief } from './campaign-brief.js';
import type { CreatorPick } from './engine.js';
import { engineFor } from './engines.js';

/** The helpers need the team context and the configuration (which engine answers). */
export type AiContext = TeamContext & { config: Config };

const masterTags = async (ctx: AiContext) =>
  (await ctx.em.getConnection().execute<{ name: string }[]>('select name from master_tag')).map((r) => r.name);

const toSuggestion = (p: CreatorPick, id: number): AiSuggestion => ({
  id, influencer_id: p.influencerId, fullname: p.fullname, handle: p.handle, platform: p.platform, picture_url: p.pictureUrl, followers: p.followers, explanation: p.explanation,
});

/** A pick as a row of the search table (ids are account ids), with its explanation. */
const toSearchMatch = ({ details: d, explanation }: CreatorPick): AiSearchMatch => ({
  id: d.accountId, influencer_id: d.influencerId, fullname: d.fullname, handle: d.handle, platform: d.platform, picture_url: d.pictureUrl,
  profile_url: d.profileUrl, gender: d.gender, age_range: d.ageRange, followers: d.followers, engagement_rate: d.engagementRate, avg_views: d.avgViews,
  us_audience_share: d.usShare, audience_female_percent: d.femalePercent, audience_male_percent: d.malePercent, audience_age_share: null,
  on_roster: d.onRoster, explanation,
});

/** POST /api/sheet-helper: creators for a campaign (roster and directory), none already on the sheet; ids are creator ids. */
export async function sheetHelper(ctx: AiContext, input: z.output<typeof SheetHelperRequest>) {
  const picks = await engineFor(ctx.config, ctx.em).suggestCreators(ctx.em, {
    description: input.description, brief: readBrief(input.description, await masterTags(ctx)), teamId: ctx.team.id,
    exclude: input.included_influencers, limit: AI_LIMIT.sheetSuggestions, perCreator: true,
  });
  return { influencers: picks.map((p) => toSuggestion(p, p.influencerId)) };
}

/** POST /api/advanced-filters-ai: directory accounts that pass the search's filters, ranked for the description; ids are account ids. */
export async function advancedFiltersAi(ctx: AiContext, input: AdvancedFiltersAiQuery) {
  const teamId = searchTeamId(ctx);
  assertOwnTeam({ team: { id: teamId } }, input.team_id);
  const { description, included_influencers, limit, team_id: _team, talent_sheet: _sheet, ...filters } = input;
  const picks = await engineFor(ctx.config, ctx.em).suggestCreators(ctx.em, {
    description, brief: readBrief(description, await masterTags(ctx)), teamId, exclude: included_influencers, limit, perCreator: false,
    filters: { ...filters, sort_by: 'followers', sort_order: 'desc' },
  });
  return { influencers: picks.map(toSearchMatch) };
}

/** POST /api/tag-helper: tags for a creator of the team's roster (404 for anyone else's), or for a general description. */
export async function tagHelper(ctx: AiContext, input: z.output<typeof TagHelperRequest>) {
  if (input.influencer_id !== undefined) await findRosterEntry(ctx, input.influencer_id);
  const tags = await engineFor(ctx.config, ctx.em).suggestTags(ctx.em, {
    teamId: ctx.team.id, influencerId: input.influencer_id, text: input.description || undefined, limit: AI_LIMIT.tagSuggestions,
  });
  return { tags };
}

/** POST /api/special-note-helper: a note naming the creator's strongest facts for the campaign. */
export async function specialNoteHelper(ctx: AiContext, input: z.output<typeof SpecialNoteHelperRequest>) {
  const [found] = await ctx.em.getConnection().execute<{ id: number }[]>('select id from influencer where id = ?', [input.influencer_id]);
  if (!found) throw new AppError('NOT_FOUND', 'Creator not found');
  const explanation = await engineFor(ctx.config, ctx.em).specialNote(ctx.em, {
    teamId: ctx.team.id, influencerId: input.influencer_id, description: input.description, brief: readBrief(input.description, await masterTags(ctx)),
  });
  return { explanation };
}
