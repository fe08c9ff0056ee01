import { z } from 'zod';
import { ROSTER_LIMIT, TALENT_MSG } from '../../talent-texts.js';
import { influencerIdSchema } from '../common.js';
import { rateCardRowSchema, statDisplaySettingsSchema } from '../roster-extras.js';
import { SuccessResponse } from '../common.js';
import { textField } from '../text.js';

export { SuccessResponse };

const influencer_id = influencerIdSchema;
export const tagName = textField(ROSTER_LIMIT.tagMaxLength);

/** Blanks ignored, duplicates dropped (first spelling kept). */
const tagSet = z
  .array(tagName)
  .max(ROSTER_LIMIT.tagsPerCreatorMax)
  .transform((tags) => [...new Set(tags.filter(Boolean))]);

/** POST /api/user/influencers/tags */
export const SaveTagsRequest = z.object({ influencer_id, tags: tagSet });
export const SaveTagsResponse = z.object({ tags: z.array(z.string()) });

/** POST /api/user/influencers/display-tags: at most 4, from existing tags (checked by the service). */
export const SaveDisplayTagsRequest = z.object({
  influencer_id,
  tags: tagSet.refine((tags) => tags.length <= ROSTER_LIMIT.displayedTagsMax, TALENT_MSG.displayTagsMax),
});

/** POST /api/update-influencer-location: empty clears the team's override. */
export const SaveLocationRequest = z.object({ influencer_id, city: textField(100).nullish(), state: textField(100).nullish() });
export const SaveLocationResponse = z.object({ city: z.string().nullable(), state: z.string().nullable() });

/** POST /api/team/advanced-influencer-settings: the hidden statistics as a JSON text. */
export const SaveStatSettingsRequest = z.object({
  influencer_id,
  stringifiedSettings: z
    .string()
    .max(10_000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON object' });
        return z.NEVER;
      }
    })
    .pipe(statDisplaySettingsSchema.refine((s) => Object.keys(s).length <= 200, 'too many settings')),
});

/** POST /api/team/influencer-settings: per-creator team settings; fields left out are unchanged. */
export const SaveInfluencerSettingsRequest = z.object({
  influencer_id,
  settings: z.object({
    excluded_post_ids: z.array(textField(200).min(1)).max(1000).optional(),
    disabledInfoBoxes: z.array(textField(100).min(1)).max(100).optional(),
    custom_display_name: textField(200).nullish(),
  }),
});
export const InfluencerSettings = z.object({
  excluded_post_ids: z.array(z.string()),
  disabledInfoBoxes: z.array(z.string()),
  custom_display_name: z.string().nullable(),
});

/** POST /api/user/talent/custom-description: markdown; empty clears it. */
export const SaveDescriptionRequest = z.object({
  influencer_id,
  description: textField(ROSTER_LIMIT.customDescriptionMax, { multiline: true }).nullish(),
});
export const SaveDescriptionResponse = z.object({ custom_description: z.string().nullable() });

/** POST /api/user/talent/custom-tagline: trimmed; empty removes it. */
export const SaveTaglineRequest = z.object({
  influencer_id,
  tagline: z.string().trim().max(ROSTER_LIMIT.taglineMax, TALENT_MSG.taglineTooLong).pipe(textField(ROSTER_LIMIT.taglineMax)).nullish(),
});
export const SaveTaglineResponse = z.object({ tagline: z.string().nullable() });

/** A row as the editor sends it: all-empty rows are dropped, a partly filled row is refused. */
const editedRow = z.object({
  platform: z.union([rateCardRowSchema.shape.platform, z.literal('')]).default(''),
  description: textField(500).default(''),
  rate: textField(100).default(''),
});

/** POST /api/user/talent/rate-card: an all-empty card (or removeRateCard) removes it. */
export const SaveRateCardRequest = z.object({
  influencer_id,
  rate_card: z
    .array(editedRow)
    .max(50)
    .default([])
    .transform((rows) => rows.filter((row) => row.platform || row.description || row.rate))
    .refine((rows) => rows.every((row) => row.platform && row.description && row.rate), TALENT_MSG.rateCardRowIncomplete)
    .pipe(z.array(rateCardRowSchema)),
  removeRateCard: z.boolean().optional(),
});
export const SaveRateCardResponse = z.literal('OK');

/** POST /api/user/team/roster/remove */
export const RemoveFromRosterRequest = z.object({ influencer_id });
