import { SuccessResponse } from '../../../shared/schemas/common.js';
import { RecordAnalyticsRequest } from '../../../shared/schemas/public/public-forms.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { limitPublicEvent } from '../public/index.js';
import { recordEvent } from './analytics-ingest.service.js';

/** What public pages record (views, clicks); the dashboards that read it belong here too. */
export const analyticsRouter = router({
  record: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/api/analytics', tags: ['analytics'], protect: false, summary: 'Record a view or click on a public page' } })
    .input(RecordAnalyticsRequest)
    .use(async ({ ctx, input, next }) => (await limitPublicEvent(ctx, input.data.sheet_id), next()))
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => recordEvent(ctx, input)),
});
