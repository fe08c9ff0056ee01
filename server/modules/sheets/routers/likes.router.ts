import { LikeRequest, ListLikesResponse, ListLikesRequest } from '../../../../shared/schemas/sheets/likes.js';
import { SuccessResponse } from '../../../../shared/schemas/common.js';
import { router, sheetsProcedure } from '../../../trpc/init.js';
import * as likes from '../likes.service.js';

const tags = ['likes'];
const path = '/api/user/influencer-likes';

export const likesRouter = router({
  list: sheetsProcedure
    .meta({ openapi: { method: 'GET', path, tags, summary: "The team's likes on a sheet" } })
    .input(ListLikesRequest)
    .output(ListLikesResponse)
    .query(({ ctx, input }) => likes.listLikes(ctx, input)),

  add: sheetsProcedure
    .meta({ openapi: { method: 'POST', path, tags, summary: 'Like a creator on a sheet' } })
    .input(LikeRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => likes.addLike(ctx, input)),

  remove: sheetsProcedure
    .meta({ openapi: { method: 'DELETE', path, tags, summary: 'Remove a like' } })
    .input(LikeRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => likes.removeLike(ctx, input)),
});
