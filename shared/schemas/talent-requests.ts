import { z } from 'zod';
import { rowId, rowIdParam } from './common.js';
import { textField } from './text.js';
import { socialPlatformSchema } from './platforms.js';

/** One social account named in an add-talent or change request. */
export const requestedSocialSchema = z.object({
  platform: socialPlatformSchema,
  handle: textField(200).optional(),
  url: z.string().trim().max(2000).optional(),
  primary: z.boolean().optional(),
});
export type RequestedSocial = z.infer<typeof requestedSocialSchema>;

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Platforms a Request to Add Talent names (spec §2.7); a Request Profile Change names the first three. */
export const REQUEST_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'facebook', 'twitter'] as const;

const requestSocial = z.object({
  platform: z.enum(REQUEST_PLATFORMS),
  url: z.string().trim().max(2000).optional(),
  handle: textField(200).optional(),
  primary: z.boolean().optional(),
});

/** POST /api/user/request-influencer: ask to add a talent, change one (socials, portrait, note) or remove one. */
export const RequestInfluencerRequest = z.object({
  request_type: z.enum(['add', 'update', 'remove']).default('add'),
  influencer_id: rowIdParam().optional(),
  name: textField(255).optional(),
  handle: textField(200).optional(),
  socials: z.array(requestSocial).max(10).default([]),
  note: textField(5000, { multiline: true }).optional(),
  uploadedKey: z.string().trim().max(500).optional(),
  /** The framing the user confirmed for the portrait (fractions of the image). */
  crop: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1), size: z.number().gt(0).max(1) }).nullish(),
});
export const RequestInfluencerResponse = z.object({ success: z.boolean(), request_id: z.number() });

export const StaffRequestItem = z.object({
  id: z.number(),
  request_type: z.enum(['add', 'update', 'remove']),
  team_name: z.string(),
  influencer_id: z.number().nullable(),
  influencer_name: z.string().nullable(),
  name: z.string().nullable(),
  socials: z.array(requestedSocialSchema),
  note: z.string().nullable(),
  portrait_url: z.string().nullable(),
  created_at: z.string(),
});
export const StaffRequestsResponse = z.object({ requests: z.array(StaffRequestItem) });
export const ReviewRequestInput = z.object({ request_id: rowId(), decision: z.enum(['approve', 'reject']) });
