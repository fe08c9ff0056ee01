import type { z } from 'zod';
import { AI_LIMIT, AI_TEXT } from '../../../shared/ai-texts.js';
import { HARD_CONSTRAINTS, constraintLabel, withoutConstraint, type HardConstraint } from '../../../shared/campaign-brief.js';
import type {
  AdvancedFiltersAiQuery,
  AiSearchMatch,
  AiSuggestion,
  SheetHelperRequest,
  SpecialNoteHelperRequest,
  TagHelperRequest,
} from '../../../shared/schemas/ai.js';
import type { Config } from '../../config.js';
import { runSql } from '../../db/sql.js';
import { AppError } from '../../errors.js';
import { assertOwnTeam } from '../../trpc/init.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { findRosterEntry } from '../roster/index.js';
import { searchTeamId } from '../search/index.js';
import { creatorExists } from './ai.sql.js';
import type { CreatorPick, CreatorQuery, SuggestionEngine } from './engine.js';
import { engineFor, localEngine } from './engines.js';
import { briefVocabulary } from './vocabulary.js';

/** The helpers need the team context and the configuration (which engine answers). */
export type AiContext = TeamContext & { config: Config };

const readBriefWith = async (ctx: AiContext, engine: SuggestionEngine, description: string) =>
  engine.parseBrief(description, await briefVocabulary(ctx.em, ctx.team.id));

const toSuggestion = (p: CreatorPick, id: number): AiSuggestion => ({
  id,
  influencer_id: p.influencerId,
  fullname: p.fullname,
  handle: p.handle,
  platform: p.platform,
  picture_url: p.pictureUrl,
  followers: p.followers,
  explanation: p.explanation,
});

/** A pick as a row of the search table (ids are account ids), with its explanation. */
const toSearchMatch = ({ details: d, explanation }: CreatorPick): AiSearchMatch => ({
  id: d.accountId,
  influencer_id: d.influencerId,
  fullname: d.fullname,
  handle: d.handle,
  platform: d.platform,
  picture_url: d.pictureUrl,
  profile_url: d.profileUrl,
  gender: d.gender,
  age_range: d.ageRange,
  followers: d.followers,
  engagement_rate: d.engagementRate,
  avg_views: d.avgViews,
  us_audience_share: d.usShare,
  audience_female_percent: d.femalePercent,
  audience_male_percent: d.malePercent,
  audience_age_share: null,
  on_roster: d.onRoster,
  explanation,
});

/**
 * POST /api/sheet-helper: creators for a campaign (roster and directory), none already on the sheet;
 * ids are creator ids. The brief is read from the description unless the caller sends it (chips
 * edited); when no creator meets every hard constraint, the nearest matches come labelled with the
 * constraint that emptied the list.
 */
export async function sheetHelper(ctx: AiContext, input: z.output<typeof SheetHelperRequest>) {
  const engine = engineFor(ctx.config, ctx.em);
  const brief = input.brief ?? (await readBriefWith(ctx, engine, input.description));
  const query: CreatorQuery = {
    description: input.description,
    brief,
    teamId: ctx.team.id,
    exclude: input.included_influencers,
    limit: AI_LIMIT.sheetSuggestions,
    perCreator: true,
  };
  const picks = await engine.suggestCreators(ctx.em, query);
  const nearest = picks.length ? null : await nearestMatches(ctx, query);
  return {
    influencers: (nearest?.picks ?? picks).map((p) => toSuggestion(p, p.influencerId)),
    brief,
    unmet: nearest && { constraint: nearest.constraint, message: nearest.message },
  };
}

/**
 * With no creator meeting every hard constraint: the one constraint whose removal brings back the
 * most creators, and those creators (the local engine's, so no provider is asked once per constraint).
 */
async function nearestMatches(ctx: AiContext, query: CreatorQuery) {
  const kinds = HARD_CONSTRAINTS.filter((kind) => constraintLabel(query.brief, kind) !== null);
  if (!kinds.length) return null;
  const local = localEngine(ctx.em);
  let best: { constraint: HardConstraint | null; picks: CreatorPick[] } = { constraint: null, picks: [] };
  for (const kind of kinds) {
    const picks = await local.suggestCreators(ctx.em, { ...query, brief: withoutConstraint(query.brief, kind) });
    if (picks.length > best.picks.length) best = { constraint: kind, picks };
  }
  if (!best.picks.length) {
    const loose = kinds.reduce((brief, kind) => withoutConstraint(brief, kind), query.brief);
    best = { constraint: null, picks: await local.suggestCreators(ctx.em, { ...query, brief: loose }) };
  }
  const label = best.constraint && constraintLabel(query.brief, best.constraint);
  return { ...best, message: label ? AI_TEXT.constraintEmptied(label) : AI_TEXT.constraintsTogetherEmpty };
}

/** POST /api/advanced-filters-ai: directory accounts that pass the search's filters, ranked for the description; ids are account ids. */
export async function advancedFiltersAi(ctx: AiContext, input: AdvancedFiltersAiQuery) {
  const teamId = searchTeamId(ctx);
  assertOwnTeam({ team: { id: teamId } }, input.team_id);
  const { description, included_influencers, limit, team_id: _team, talent_sheet: _sheet, ...filters } = input;
  const engine = engineFor(ctx.config, ctx.em);
  const picks = await engine.suggestCreators(ctx.em, {
    description,
    brief: await readBriefWith(ctx, engine, description),
    teamId,
    exclude: included_influencers,
    limit,
    perCreator: false,
    filters: { ...filters, sort_by: 'followers', sort_order: 'desc' },
  });
  return { influencers: picks.map(toSearchMatch) };
}

/** POST /api/tag-helper: tags for a creator of the team's roster (404 for anyone else's), or for a general description. */
export async function tagHelper(ctx: AiContext, input: z.output<typeof TagHelperRequest>) {
  if (input.influencer_id !== undefined) await findRosterEntry(ctx, input.influencer_id);
  const tags = await engineFor(ctx.config, ctx.em).suggestTags(ctx.em, {
    teamId: ctx.team.id,
    influencerId: input.influencer_id,
    text: input.description || undefined,
    limit: AI_LIMIT.tagSuggestions,
  });
  return { tags };
}

/** POST /api/special-note-helper: a note naming the creator's strongest facts for the campaign. */
export async function specialNoteHelper(ctx: AiContext, input: z.output<typeof SpecialNoteHelperRequest>) {
  const [found] = await runSql<{ id: number }>(ctx.em, creatorExists(input.influencer_id));
  if (!found) throw new AppError('NOT_FOUND', 'Creator not found');
  const engine = engineFor(ctx.config, ctx.em);
  const explanation = await engine.specialNote(ctx.em, {
    teamId: ctx.team.id,
    influencerId: input.influencer_id,
    description: input.description,
    brief: await readBriefWith(ctx, engine, input.description),
  });
  return { explanation };
}
