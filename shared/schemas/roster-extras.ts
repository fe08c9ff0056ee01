import { z } from 'zod';
import { textField } from './text.js';

/** One rate card row (spec §3): every field is text and required. */
export const rateCardRowSchema = z.object({
  platform: z.enum(['instagram', 'tiktok', 'youtube', 'other']),
  description: textField(500).min(1),
  rate: textField(100).min(1),
});
export type RateCardRow = z.infer<typeof rateCardRowSchema>;

/** A case study link shown behind the profile's "Case Studies" button (shape not in the spec). */
export const caseStudySchema = z.object({
  title: textField(200).min(1),
  /** What the campaign was and achieved, shown in the public profile's Case Studies modal. */
  description: textField(2000, { multiline: true }).optional(),
  url: z.string().trim().url().max(2000),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

/** Statistic cards a team hides on a creator's profile ("Alter Displayed Statistics"): card key -> hidden. */
export const statDisplaySettingsSchema = z.record(z.string().max(100), z.boolean());
export type StatDisplaySettings = z.infer<typeof statDisplaySettingsSchema>;
