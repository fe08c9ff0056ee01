import { z } from 'zod';
import {
  AddInfluencerRequest,
  AddInfluencerResponse,
  AddTalentStatusResponse,
  CheckSocialRequest,
  CheckSocialResponse,
} from '../../../shared/schemas/add-talent.js';
import { CsvImportRequest, CsvImportResponse, CsvPreviewRequest, CsvPreviewResponse } from '../../../shared/schemas/csv-import.js';
import { ReplacePortraitRequest, ReplacePortraitResponse } from '../../../shared/schemas/uploads.js';
import { RequestInfluencerRequest, RequestInfluencerResponse, ReviewRequestInput, StaffRequestsResponse } from '../../../shared/schemas/talent-requests.js';
import { SuccessResponse } from '../../../shared/schemas/common.js';
import { router, staffProcedure, teamProcedure } from '../../trpc/init.js';
import { addInfluencer, addTalentStatus } from './add-talent.service.js';
import { requestInfluencer } from './change-requests.service.js';
import { checkSocial } from './check-social.service.js';
import { importCsv, previewCsvImport } from './csv-import.service.js';
import { listPendingRequests, reviewRequest } from './staff-review.service.js';
import { replacePortrait } from './portrait.service.js';

const tags = ['influencers'];

/** Spec §7.4: adding talent, requests to add or change talent, portraits. */
export const requestsRouter = router({
  checkSocial: teamProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/check-social',
        tags,
        summary: "The handle in a profile link or username, or the team's creator that already has it",
      },
    })
    .input(CheckSocialRequest)
    .output(CheckSocialResponse)
    .query(({ ctx, input }) => checkSocial(ctx, input)),

  addInfluencer: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/add-influencer', tags, summary: 'Add a talent for review: spends one team credit (code no_credits at 0)' } })
    .input(AddInfluencerRequest)
    .output(AddInfluencerResponse)
    .mutation(({ ctx, input }) => addInfluencer(ctx, input)),

  /** The team's credits, for the Add Talent screen (tRPC only). */
  addTalentStatus: teamProcedure
    .input(z.void())
    .output(AddTalentStatusResponse)
    .query(({ ctx }) => addTalentStatus(ctx)),

  /** Roster import from CSV (tRPC only, beyond the spec): each row's problems, then only the valid rows added. */
  csvPreview: teamProcedure
    .input(CsvPreviewRequest)
    .output(CsvPreviewResponse)
    .mutation(({ ctx, input }) => previewCsvImport(ctx, input)),
  csvImport: teamProcedure
    .input(CsvImportRequest)
    .output(CsvImportResponse)
    .mutation(({ ctx, input }) => importCsv(ctx, input)),

  requestInfluencer: teamProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/user/request-influencer',
        tags,
        summary: 'Ask to add a talent, or to change or remove one of the roster (applied within 24 hours)',
      },
    })
    .input(RequestInfluencerRequest)
    .output(RequestInfluencerResponse)
    .mutation(({ ctx, input }) => requestInfluencer(ctx, input)),

  /** The staff screen (tRPC only, provider staff): pending requests of every team, approve or reject. */
  staffList: staffProcedure
    .input(z.void())
    .output(StaffRequestsResponse)
    .query(({ ctx }) => listPendingRequests(ctx)),
  staffReview: staffProcedure
    .input(ReviewRequestInput)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => reviewRequest(ctx, input)),

  replacePortrait: teamProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/user/replace-portrait',
        tags,
        summary: "Replace the team's portrait of a creator with an uploaded image (square, <= 600 px JPEG)",
      },
    })
    .input(ReplacePortraitRequest)
    .output(ReplacePortraitResponse)
    .mutation(({ ctx, input }) => replacePortrait(ctx, input)),
});
