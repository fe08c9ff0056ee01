import { campaignAnswer, campaignQuery, saveCampaignInput, successAnswer } from '../../../shared/schemas/sheets.js';
import { router, teamProcedure } from '../../trpc/init.js';
import * as campaign from './campaign.service.js';

const tags = ['campaigns'];

export const campaignRouter = router({
  get: teamProcedure
    .meta({ openapi: { method: 'GET', path: '/api/user/campaign/{sheetId}', tags, summary: 'The campaign tracking table of a sheet' } })
    .input(campaignQuery)
    .output(campaignAnswer)
    .query(({ ctx, input }) => campaign.getCampaign(ctx, input)),

  save: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/campaign/save', tags, summary: 'Save campaign tracking rows' } })
    .input(saveCampaignInput)
    .output(successAnswer)
    .mutation(({ ctx, input }) => campaign.saveCampaign(ctx, input)),
});
