import { z } from 'zod';
import { rowId } from './common.js';
import { AI_LIMIT, AI_TEXT } from '../ai-texts.js';
import { CampaignBrief, HARD_CONSTRAINTS } from '../campaign-brief.js';
import { SearchResult, searchFilterShape } from './search.js';
import { textField } from './text.js';

/** A campaign description (spec §5: at least 20 characters, else the spec's text). */
export const campaignDescription = textField(AI_LIMIT.descriptionMaxLength, { multiline: true }).pipe(
  z.string().min(AI_LIMIT.descriptionMinLength, AI_TEXT.descriptionTooShort),
);

const influencerIds = z.array(rowId()).max(500);

/** One suggested creator: the id and why (spec §3 "AI suggestion: id, explanation"). */
export const AiSuggestion = z.object({
  /** Sheet helper: the creator (influencer) id; advanced filter: the social account id (a row of the search table). */
  id: z.number(),
  influencer_id: z.number(),
  fullname: z.string(),
  handle: z.string(),
  platform: z.string(),
  picture_url: z.string().nullable(),
  followers: z.number(),
  explanation: z.string(),
});
export type AiSuggestion = z.infer<typeof AiSuggestion>;

/** POST /api/sheet-helper: creators of the team's roster for a campaign (none already on the sheet). */
export const SheetHelperRequest = z.object({
  description: campaignDescription,
  included_influencers: influencerIds.default([]),
  /** The brief as the user edited it (chips removed); when absent it is read from the description. */
  brief: CampaignBrief.optional(),
});
export const SheetHelperResponse = z.object({
  influencers: z.array(AiSuggestion),
  /** The constraints read from the description (or the brief sent). */
  brief: CampaignBrief,
  /** Set when no creator meets every hard constraint: the suggestions are the nearest matches without `constraint`. */
  unmet: z.object({ constraint: z.enum(HARD_CONSTRAINTS).nullable(), message: z.string() }).nullable(),
});

/** POST /api/advanced-filters-ai: the search's filters plus a description; directory accounts with explanations. */
export const AdvancedFiltersAiRequest = z.object({
  ...searchFilterShape,
  team_id: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(AI_LIMIT.advancedFilterLimit).default(AI_LIMIT.advancedFilterLimit),
  talent_sheet: z.union([z.boolean(), z.string().max(10)]).optional(),
  description: campaignDescription,
  included_influencers: influencerIds.default([]),
});
export type AdvancedFiltersAiQuery = z.output<typeof AdvancedFiltersAiRequest>;
/** A row of the search table with why it was picked (merged into the table by the AI filter). */
export const AiSearchMatch = SearchResult.extend({ explanation: z.string() });
export type AiSearchMatch = z.infer<typeof AiSearchMatch>;
export const AdvancedFiltersAiResponse = z.object({ influencers: z.array(AiSearchMatch) });

/** POST /api/tag-helper: a roster creator (tags from their content), or a general description. */
export const TagHelperRequest = z
  .object({
    influencer_id: rowId().optional(),
    /** General description; for a creator, optional custom text that adds to their content. */
    description: textField(AI_LIMIT.descriptionMaxLength, { multiline: true }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.influencer_id === undefined && (value.description ?? '').length < AI_LIMIT.descriptionMinLength) {
      ctx.addIssue({ code: 'custom', path: ['description'], message: AI_TEXT.descriptionTooShort });
    }
  });
export const SuggestedTag = z.object({ tag: z.string(), evidence: z.string(), score: z.number() });
export type SuggestedTag = z.infer<typeof SuggestedTag>;
export const TagHelperResponse = z.object({ tags: z.array(SuggestedTag) });

/** POST /api/special-note-helper: a sentence for the creator's special note on a pitch. */
export const SpecialNoteHelperRequest = z.object({
  influencer_id: rowId(),
  description: campaignDescription,
});
export const SpecialNoteHelperResponse = z.object({ explanation: z.string() });
