import { SuccessResponse } from '../../../../shared/schemas/common.js';
import {
  AddCallImageRequest,
  AddCallImageResponse,
  BrandCallIdRequest,
  BrandResponseDetail,
  BrandResponseRequest,
  ReplyRequest,
  ReviewCreatorRequest,
  ReviewResponse,
  ListBrandCallsResponse,
  ListBrandResponsesResponse,
  SaveBrandCallRequest,
  SaveBrandCallResponse,
} from '../../../../shared/schemas/brand-calls.js';
import { CALL_TEXT } from '../../../../shared/creator-call-texts.js';
import { AppError } from '../../../errors.js';
import { router, teamProcedure } from '../../../trpc/init.js';
import * as brand from '../brand-calls.service.js';
import * as review from '../brand-review.service.js';
import { addCallImage } from '../brand-call-images.service.js';

/** Brand accounts only (a team marked as a brand). */
const brandProcedure = teamProcedure.use(({ ctx, next }) => {
  if (!ctx.team.isBrand) throw new AppError('FORBIDDEN', CALL_TEXT.notABrand);
  return next();
});

/** The brand side of Creator Calls, which the spec leaves to a part not shown: tRPC only, no documented paths. */
export const brandCallsRouter = router({
  list: brandProcedure.output(ListBrandCallsResponse).query(({ ctx }) => brand.listBrandCalls(ctx)),
  save: brandProcedure
    .input(SaveBrandCallRequest)
    .output(SaveBrandCallResponse)
    .mutation(({ ctx, input }) => brand.saveBrandCall(ctx, input)),
  /** An uploaded image (the upload flow's key) made into one of a call's images. */
  addImage: brandProcedure
    .input(AddCallImageRequest)
    .output(AddCallImageResponse)
    .mutation(({ ctx, input }) => addCallImage(ctx, input.uploadedKey)),
  close: brandProcedure
    .input(BrandCallIdRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => brand.closeBrandCall(ctx, input.casting_call_id)),
  responses: brandProcedure
    .input(BrandCallIdRequest)
    .output(ListBrandResponsesResponse)
    .query(({ ctx, input }) => brand.listBrandResponses(ctx, input.casting_call_id)),
  response: brandProcedure
    .input(BrandResponseRequest)
    .output(BrandResponseDetail)
    .query(({ ctx, input }) => brand.getBrandResponse(ctx, input.response_id)),
  reviewCreator: brandProcedure
    .input(ReviewCreatorRequest)
    .output(ReviewResponse)
    .mutation(({ ctx, input }) => review.reviewCreator(ctx, input)),
  reply: brandProcedure
    .input(ReplyRequest)
    .output(ReviewResponse)
    .mutation(({ ctx, input }) => review.replyToResponse(ctx, input)),
});
