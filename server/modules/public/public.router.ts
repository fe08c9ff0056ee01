import { RegisterInterestRequest, RegisterSheetViewerRequest, SheetResponseFormRequest } from '../../../shared/schemas/public/public-forms.js';
import { PublicCollectionResponse, PublicCollectionRequest, TeamRosterResponse, TeamRosterRequest } from '../../../shared/schemas/public/public-collection.js';
import { PublicProfilePage, PublicProfileRequest, PublicTeamProfileRequest, SheetProfileRequest } from '../../../shared/schemas/public/public-profile.js';
import { SuccessResponse } from '../../../shared/schemas/common.js';
import { keptAnswers } from '../../trpc/checked-once.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { publicCollection } from './public-collection.service.js';
import { publicProfile, publicTeamProfile } from './public-profile.service.js';
import { teamRoster } from './public-roster.service.js';
import { limitPublicEvent } from './public-event-limit.js';
import { PublicSheetRequest, PublicSheetResponse } from '../../../shared/schemas/public/public-sheet.js';
import { cachedPublicSheet, sheetProfile } from './public-sheet.service.js';
import { registerInterest, registerSheetViewer, submitResponse } from './public-visitors.service.js';

const tags = ['public'];
const open = { tags, protect: false } as const;

/** Everything brands and anonymous visitors call (spec §7.3): no sign-in. */
export const publicRouter = router({
  sheet: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/api/public/talent-sheets/{hashId}', ...open, summary: 'A shared talent sheet, one page of creators' } })
    .input(PublicSheetRequest)
    .output(keptAnswers(PublicSheetResponse))
    .query(({ ctx, input }) => cachedPublicSheet(ctx, input)),

  sheetProfile: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/api/public/talent-sheet-profile', ...open, summary: 'A creator on a shared sheet' } })
    .input(SheetProfileRequest)
    .output(PublicProfilePage)
    .query(({ ctx, input }) => sheetProfile(ctx, input)),

  profile: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/api/public/profile/{influencerId}', ...open, summary: 'Public creator profile' } })
    .input(PublicProfileRequest)
    .output(PublicProfilePage)
    .query(({ ctx, input }) => publicProfile(ctx, input)),

  teamProfile: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/api/public/profile/{influencerId}/team/{teamId}', ...open, summary: "Public creator profile in a team's styling" },
    })
    .input(PublicTeamProfileRequest)
    .output(PublicProfilePage)
    .query(({ ctx, input }) => publicTeamProfile(ctx, input)),

  collection: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/api/public/collections/{id}', ...open, summary: 'A shared collection, 140 creators per load' } })
    .input(PublicCollectionRequest)
    .output(PublicCollectionResponse)
    .query(({ ctx, input }) => publicCollection(ctx, input)),

  roster: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/api/team/roster/{teamId}', ...open, summary: "A team's public roster" } })
    .input(TeamRosterRequest)
    .output(TeamRosterResponse)
    .query(({ ctx, input }) => teamRoster(ctx, input)),

  respond: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/api/talent-sheet-response-form', ...open, summary: "A brand's response to a sheet" } })
    .input(SheetResponseFormRequest)
    .use(async ({ ctx, input, next }) => (await limitPublicEvent(ctx, input.talent_sheet_id), next()))
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => submitResponse(ctx, input)),

  registerSheetViewer: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/api/register-sheet-viewer', ...open, summary: 'Record the e-mail given at a sheet gate' } })
    .input(RegisterSheetViewerRequest)
    .use(async ({ ctx, input, next }) => (await limitPublicEvent(ctx, input.talentSheetId), next()))
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => registerSheetViewer(ctx, input)),

  registerInterest: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/api/account-registration', ...open, summary: 'Register interest; EMAIL_EXISTS when known' } })
    .input(RegisterInterestRequest)
    .use(async ({ ctx, next }) => (await limitPublicEvent(ctx, undefined), next()))
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => registerInterest(ctx, input)),
});
