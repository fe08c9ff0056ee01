import { z } from 'zod';

/** One rate card row (spec §3): every field is text and required. */
export const rateCardRowSchema = z.object({
  platform: z.enum(['instagram', 'tiktok', 'youtube', 'other']),
  description: z.string().trim().min(1).max(500),
  rate: z.string().trim().min(1).max(100),
});
export type RateCardRow = z.infer<typeof rateCardRowSchema>;
export const rateCardSchema = z.array(rateCardRowSchema).max(50);

/** A case study link shown behind the profile's "Case Studies" button (shape not in the spec). */
export const caseStudySchema = z.object({
  title: z.string().trim().min(1).max(200),
  /** What the campaign was and achieved, shown in the public profile's Case Studies modal. */
  description: z.string().trim().max(2000).optional(),
  url: z.string().trim().url().max(2000),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

/** Statistic cards a team hides on a creator's profile ("Alter Displayed Statistics"): card key -> hidden. */
export const statDisplaySettingsSchema = z.record(z.string().max(100), z.boolean());
export type StatDisplaySettings = z.infer<typeof statDisplaySettingsSchema>;
