import { AnalyticsLiveRequest } from '../../../shared/schemas/analytics.js';
import { SuccessResponse } from '../../../shared/schemas/common.js';
import { RecordAnalyticsRequest } from '../../../shared/schemas/public/public-forms.js';
import { SheetResponsesRequest, SheetResponsesResponse } from '../../../shared/schemas/sheet-responses.js';
import { scopes } from '../../events/bus.js';
import { keptAnswers } from '../../trpc/checked-once.js';
import { publicProcedure, router, teamProcedure } from '../../trpc/init.js';
import { liveEvents } from '../../trpc/live-events.js';
import { limitPublicEvent } from '../public/index.js';
import { isAnalyticsEvent } from './analytics-cache.js';
import { recordEvent } from './analytics-ingest.service.js';
import { analyticsCalls as calls, answer } from './analytics.service.js';
import { sheetResponses } from './sheet-responses.service.js';

const tags = ['analytics'];

/** What public pages record (views, clicks) and the dashboards that read it. */
export const analyticsRouter = router({
  record: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/api/analytics', tags, protect: false, summary: 'Record a view or click on a public page' } })
    .input(RecordAnalyticsRequest)
    .use(async ({ ctx, input, next }) => (await limitPublicEvent(ctx, input.data.sheet_id), next()))
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => recordEvent(ctx, input)),

  dashboard: teamProcedure
    .meta({ openapi: { method: 'GET', path: '/api/user/analytics', tags, summary: 'Sheet views and profile clicks of the range (cached per combination)' } })
    .input(calls.dashboard.input)
    .output(keptAnswers(calls.dashboard.output))
    .query(({ ctx, input }) => answer(ctx, 'dashboard', input)),

  visitors: teamProcedure
    .meta({ openapi: { method: 'GET', path: '/api/user/analytics-visitors', tags, summary: 'Recent visitors (e-mails) and the sheets they opened' } })
    .input(calls.visitors.input)
    .output(keptAnswers(calls.visitors.output))
    .query(({ ctx, input }) => answer(ctx, 'visitors', input)),

  sheetClicks: teamProcedure
    .meta({ openapi: { method: 'GET', path: '/api/user/analytics/sheet-clicks', tags, summary: "Clicks per creator of one of the team's sheets" } })
    .input(calls.sheetClicks.input)
    .output(keptAnswers(calls.sheetClicks.output))
    .query(({ ctx, input }) => answer(ctx, 'sheetClicks', input)),

  sheetResponses: teamProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/talent-sheets/{sheet_id}/responses',
        tags,
        summary: 'What brands answered on a sheet: liked and compared creators, comments',
      },
    })
    .input(SheetResponsesRequest)
    .output(SheetResponsesResponse)
    .query(({ ctx, input }) => sheetResponses(ctx, input)),

  /** The per-sheet statistics page (no documented path: tRPC only). */
  sheet: teamProcedure
    .input(calls.sheet.input)
    .output(keptAnswers(calls.sheet.output))
    .query(({ ctx, input }) => answer(ctx, 'sheet', input)),

  /** A new view or click on one of the team's sheets: an open dashboard refetches. */
  live: teamProcedure.input(AnalyticsLiveRequest).subscription(({ ctx, input, signal }) =>
    liveEvents(ctx.bus, scopes.team(ctx.team.id), input.lastEventId, signal, (event) => {
      if (event.type === 'analytics.recorded') return { type: event.payload.type, sheetId: event.payload.sheetId };
      if (isAnalyticsEvent(event)) return { type: 'view' as const, sheetId: (event.payload as { sheetId: string }).sheetId };
      return undefined;
    }),
  ),
});
