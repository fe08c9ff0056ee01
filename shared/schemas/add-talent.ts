import { z } from 'zod';
import { ADD_TALENT_PLATFORMS } from '../social-handles.js';
import { ADD_TALENT_MSG } from '../talent-add-texts.js';
import { textField } from './text.js';

export const addTalentPlatformSchema = z.enum(ADD_TALENT_PLATFORMS);

/** GET /api/check-social: is this handle or link one the team already has? */
export const CheckSocialRequest = z.object({
  url: textField(2000).pipe(z.string().min(1, ADD_TALENT_MSG.unknownPlatformHandle)),
  platform: addTalentPlatformSchema,
});
export const CheckSocialResponse = z.object({
  /** "Name (@handle)" of the team's creator with that account, else null. */
  existing: z.string().nullable(),
  social: z.object({ platform: addTalentPlatformSchema, handle: z.string() }).nullable(),
});

const addedSocial = z.object({
  platform: addTalentPlatformSchema,
  handle: textField(200).pipe(z.string().min(1, ADD_TALENT_MSG.handleOrUrlRequired)),
  primary: z.boolean().optional(),
});

/** POST /api/add-influencer (spec §5 Add Talent rules). */
export const AddInfluencerRequest = z.object({
  influencer: z.object({
    name: textField(255).pipe(z.string().min(1, ADD_TALENT_MSG.nameRequired)),
    socials: z
      .array(addedSocial)
      .min(1, ADD_TALENT_MSG.socialRequired)
      .max(12)
      .refine(
        (socials) => new Set(socials.map((s) => `${s.platform}:${s.handle.replace(/^@/, '').toLowerCase()}`)).size === socials.length,
        ADD_TALENT_MSG.duplicateAccount,
      ),
  }),
  /** Optional: one id per add (the form's), so a repeated submit never spends a second credit. */
  request_key: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[\w-]+$/)
    .optional(),
});
export const AddInfluencerResponse = z.object({ success: z.boolean(), request_id: z.number(), credits: z.number() });

export const AddTalentStatusResponse = z.object({ credits: z.number() });
