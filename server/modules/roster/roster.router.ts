import { ListRosterResponse, ListRosterRequest } from '../../../shared/schemas/roster.js';
import { router, teamProcedure } from '../../trpc/init.js';
import { listRoster } from './roster.service.js';

const tags = ['influencers'];

export const rosterRouter = router({
  list: teamProcedure
    .meta({ openapi: { method: 'GET', path: '/api/user/influencers', tags, summary: "The team's roster: influencers, total_influencers, reach" } })
    .input(ListRosterRequest)
    .output(ListRosterResponse)
    .query(({ ctx, input }) => listRoster(ctx, input)),
});
