import { campaignAnswer, campaignQuery, saveCampaignInput, successAnswer } from '../../../shared/schemas/sheets.js';
import { router, sheetsProcedure } from '../../trpc/init.js';
import * as campaign from './campaign.service.js';

const tags = ['campaigns'];

export const campaignRouter = router({
  get: sheetsProcedure
    .meta({ openapi: { method: 'GET', path: '/api/user/campaign/{sheetId}', tags, summary: 'The campaign tracking table of a sheet' } })
    .input(campaignQuery)
    .output(campaignAnswer)
    .query(({ ctx, input }) => campaign.getCampaign(ctx, input)),

  save: sheetsProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/campaign/save', tags, summary: 'Save campaign tracking rows' } })
    .input(saveCampaignInput)
    .output(successAnswer)
    .mutation(({ ctx, input }) => campaign.saveCampaign(ctx, input)),
});
