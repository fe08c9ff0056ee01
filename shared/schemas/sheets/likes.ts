import { z } from 'zod';
import { influencerIdSchema } from '../common.js';
import { sheetIdSchema } from './sheet-fields.js';

/** Likes (spec §7.11): per team, sheet and creator. */
export const LikeRequest = z.object({
  influencer_id: influencerIdSchema,
  salesheet_id: sheetIdSchema,
  team_id: z.string().max(64).optional(),
});
export const ListLikesRequest = z.object({ salesheet_id: sheetIdSchema, team_id: z.string().max(64).optional() });
export const ListLikesResponse = z.object({
  likes: z.array(z.object({ influencer_id: z.number(), salesheet_id: z.string(), team_id: z.string(), user_id: z.number() })),
});
