import { GetCampaignResponse, GetCampaignRequest, SaveCampaignRequest } from '../../../../shared/schemas/sheets/campaign.js';
import { SuccessResponse } from '../../../../shared/schemas/common.js';
import { router, sheetsProcedure } from '../../../trpc/init.js';
import * as campaign from '../campaign.service.js';

const tags = ['campaigns'];

export const campaignRouter = router({
  get: sheetsProcedure
    .meta({ openapi: { method: 'GET', path: '/api/user/campaign/{sheetId}', tags, summary: 'The campaign tracking table of a sheet' } })
    .input(GetCampaignRequest)
    .output(GetCampaignResponse)
    .query(({ ctx, input }) => campaign.getCampaign(ctx, input)),

  save: sheetsProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/campaign/save', tags, summary: 'Save campaign tracking rows' } })
    .input(SaveCampaignRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => campaign.saveCampaign(ctx, input)),
});
