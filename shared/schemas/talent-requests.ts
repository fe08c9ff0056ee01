import { z } from 'zod';
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
