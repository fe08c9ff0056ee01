import { z } from 'zod';
import {
  ClosestTagsRequest,
  ClosestTagsResponse,
  DirectorySearchRequest,
  DirectorySearchResponse,
  SearchTagsResponse,
} from '../../../shared/schemas/search.js';
import { keptAnswers } from '../../trpc/checked-once.js';
import { callerTeamIds } from '../account/index.js';
import { router, teamProcedure } from '../../trpc/init.js';
import { closestTags, searchDirectory, searchTags } from './search.service.js';

const tags = ['search'];

export const searchRouter = router({
  /** Spec §7.5: every filter is a query parameter; `nextPage` is a keyset token to pass back as `page`. */
  directory: teamProcedure
    .meta({ openapi: { method: 'GET', path: '/api/directory/social-accounts', tags, summary: 'Search the directory of social accounts (300 per page)' } })
    .input(DirectorySearchRequest)
    .output(keptAnswers(DirectorySearchResponse))
    // The caller's teams from its rows: a search needs their ids, not the user and team as entities.
    .query(({ ctx, input }) => {
      const { teamId, primaryTeamId } = callerTeamIds(ctx.principal!);
      const searcher = { user: { primaryTeam: primaryTeamId ? { id: primaryTeamId } : null }, team: { id: teamId! } };
      return searchDirectory({ ...searcher, em: ctx.em, directory: ctx.directory, teamRosters: ctx.teamRosters, res: ctx.res }, input);
    }),

  /** The keyword-or-tag selector's tags: the primary team's roster tags (tRPC only). */
  tags: teamProcedure
    .input(z.void())
    .output(SearchTagsResponse)
    .query(({ ctx }) => searchTags(ctx)),

  /** Keywords that found nothing: the closest tags to offer instead (tRPC only). */
  closestTags: teamProcedure
    .input(ClosestTagsRequest)
    .output(ClosestTagsResponse)
    .query(({ ctx, input }) => closestTags(ctx, input.keywords)),
});
