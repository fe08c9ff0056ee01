import { z } from 'zod';
import { ANALYTICS_DEFAULT_RANGE } from '../../../shared/analytics';

/** The statistics pages' URL state: the range (all / 7 / 30, default 30) and only-my-sheets. */
export const analyticsSearchSchema = z.object({
  range: z
    .union([z.literal(30), z.literal(7), z.literal('all')])
    .catch(ANALYTICS_DEFAULT_RANGE)
    .default(ANALYTICS_DEFAULT_RANGE),
  mine: z.boolean().catch(false).default(false),
});
export type AnalyticsSearch = z.output<typeof analyticsSearchSchema>;
export const ANALYTICS_SEARCH_DEFAULTS: AnalyticsSearch = { range: ANALYTICS_DEFAULT_RANGE, mine: false };
