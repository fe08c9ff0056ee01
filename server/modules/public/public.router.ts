import {
  accountRegistrationInput,
  analyticsInput,
  publicCollectionAnswer,
  publicCollectionInput,
  publicProfileAnswer,
  publicProfileInput,
  publicTeamProfileInput,
  registerSheetViewerInput,
  responseFormInput,
  sheetProfileInput,
  successAnswer,
  teamRosterAnswer,
  teamRosterInput,
} from '../../../shared/schemas/public.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { recordEvent } from './public-analytics.service.js';
import { publicCollection } from './public-collection.service.js';
import { publicProfile, publicTeamProfile } from './public-profile.service.js';
import { teamRoster } from './public-roster.service.js';
import { limitPublicEvent } from './public-event-limit.js';
import { publicSheetProcedure } from './public-sheet-route.js';
import { sheetProfile } from './public-sheet.service.js';
import { registerInterest, registerSheetViewer, submitResponse } from './public-visitors.service.js';

const tags = ['public'];
const open = { tags, protect: false } as const;

/** Everything brands and anonymous visitors call (spec §7.3): no sign-in. */
export const publicRouter = router({
  sheet: publicSheetProcedure,

  sheetProfile: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/api/public/talent-sheet-profile', ...open, summary: 'A creator on a shared sheet' } })
    .input(sheetProfileInput)
    .output(publicProfileAnswer)
    .query(({ ctx, input }) => sheetProfile(ctx, input)),

  profile: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/api/public/profile/{influencerId}', ...open, summary: 'Public creator profile' } })
    .input(publicProfileInput)
    .output(publicProfileAnswer)
    .query(({ ctx, input }) => publicProfile(ctx, input)),

  teamProfile: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/api/public/profile/{influencerId}/team/{teamId}', ...open, summary: "Public creator profile in a team's styling" } })
    .input(publicTeamProfileInput)
    .output(publicProfileAnswer)
    .query(({ ctx, input }) => publicTeamProfile(ctx, input)),

  collection: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/api/public/collections/{id}', ...open, summary: 'A shared collection, 140 creators per load' } })
    .input(publicCollectionInput)
    .output(publicCollectionAnswer)
    .query(({ ctx, input }) => publicCollection(ctx, input)),

  roster: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/api/team/roster/{teamId}', ...open, summary: "A team's public roster" } })
    .input(teamRosterInput)
    .output(teamRosterAnswer)
    .query(({ ctx, input }) => teamRoster(ctx, input)),

  respond: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/api/talent-sheet-response-form', ...open, summary: "A brand's response to a sheet" } })
    .input(responseFormInput)
    .use(async ({ ctx, input, next }) => (await limitPublicEvent(ctx, input.talent_sheet_id), next()))
    .output(successAnswer)
    .mutation(({ ctx, input }) => submitResponse(ctx, input)),

  analytics: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/api/analytics', ...open, summary: 'Record a view or click on a public page' } })
    .input(analyticsInput)
    .use(async ({ ctx, input, next }) => (await limitPublicEvent(ctx, input.data.sheet_id), next()))
    .output(successAnswer)
    .mutation(({ ctx, input }) => recordEvent(ctx, input)),

  registerSheetViewer: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/api/register-sheet-viewer', ...open, summary: 'Record the e-mail given at a sheet gate' } })
    .input(registerSheetViewerInput)
    .use(async ({ ctx, input, next }) => (await limitPublicEvent(ctx, input.talentSheetId), next()))
    .output(successAnswer)
    .mutation(({ ctx, input }) => registerSheetViewer(ctx, input)),

  registerInterest: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/api/account-registration', ...open, summary: 'Register interest; EMAIL_EXISTS when known' } })
    .input(accountRegistrationInput)
    .use(async ({ ctx, next }) => (await limitPublicEvent(ctx, undefined), next()))
    .output(successAnswer)
    .mutation(({ ctx, input }) => registerInterest(ctx, input)),
});

