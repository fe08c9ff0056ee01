import { z } from 'zod';
import { keyedObject, rowIdParam } from './common.js';
import { SEARCH_PLATFORMS } from './platforms.js';

export const loginPlatformSchema = z.enum(SEARCH_PLATFORMS);

export const TalentLoginItem = z.object({
  influencer_id: z.number(),
  fullname: z.string(),
  picture_url: z.string().nullable(),
  /** Per platform: connected or not. */
  platforms: keyedObject(SEARCH_PLATFORMS, z.boolean()),
  /** Per platform: the signed link the talent opens. */
  login_url: keyedObject(SEARCH_PLATFORMS, z.string()),
  socials: z.array(z.object({ platform: z.string(), handle: z.string() })),
});
/** GET /api/team-influencer-logins. */
export const TeamInfluencerLoginsResponse = z.object({
  logins: z.array(TalentLoginItem),
  /** How many platform connections the team's talent have made. */
  connected_socials: z.number(),
  /** Roster creators without a login yet (for "Create Login Link"). */
  candidates: z.array(z.object({ influencer_id: z.number(), fullname: z.string() })),
});
export const CreateLoginRequest = z.object({ influencer_id: rowIdParam() });
export const ConnectTokenRequest = z.object({ token: z.string().trim().min(1).max(300) });
export const ConnectInfoResponse = z.object({
  fullname: z.string(),
  team_name: z.string(),
  platform: loginPlatformSchema,
  connected: z.boolean(),
});
