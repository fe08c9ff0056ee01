import type { z } from 'zod';
import { CALL_TEXT } from '../../../shared/creator-call-texts.js';
import type { ReplyRequest, ReviewCreatorRequest } from '../../../shared/schemas/brand-calls.js';
import { AppError } from '../../errors.js';
import { scopes } from '../../events/bus.js';
import { readUser } from '../account/index.js';
import { mailLinkOrigin } from '../../mail/link-origin.js';
import type { Context } from '../../trpc/init.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { notifyCreatorCall } from '../notifications/index.js';
import { holdsCreator } from '../sheets/index.js';
import { queueWebhooks } from '../webhooks/index.js';
import { findSubmittedResponse } from './brand-calls.service.js';

type ReviewContext = TeamContext & Pick<Context, 'mail' | 'config' | 'req' | 'jobs' | 'webhookInterest'>;

/**
 * The agency hears of the brand's review live (a team notification) and by e-mail, sent to whoever
 * started its response.
 */
async function tellAgency(ctx: ReviewContext, response: Awaited<ReturnType<typeof findSubmittedResponse>>, title: string, reply: string | null) {
  await notifyCreatorCall(ctx, { type: 'casting_call_reviewed', teamId: response.team.id, sheetId: response.sheet.id, title, body: reply });
  await queueWebhooks(ctx, [response.team.id], 'creator_call.reviewed', {
    response_id: response.id,
    talent_sheet_id: response.sheet.id,
    summary: title,
    brand_reply: reply,
    creator_reviews: response.creatorReviews,
  });
  const author = response.sheet.createdBy ? await readUser(ctx.em, response.sheet.createdBy.id) : null;
  if (author) await ctx.mail.send(author.email, 'callReviewed', { subject: title, reply, url: `${mailLinkOrigin(ctx.config, ctx.req)}/creator-calls` });
}

/** The brand marks one creator of a submitted response shortlisted or declined (null: unmarked). */
export async function reviewCreator(ctx: ReviewContext, input: z.output<typeof ReviewCreatorRequest>) {
  const response = await findSubmittedResponse(ctx, input.response_id);
  if (!(await holdsCreator(ctx.em, response.sheet.id, input.influencer_id))) throw new AppError('NOT_FOUND', CALL_TEXT.creatorNotInResponse);
  const reviews = { ...response.creatorReviews };
  if (input.review) reviews[String(input.influencer_id)] = input.review;
  else delete reviews[String(input.influencer_id)];
  const firstLook = !response.reviewedAt;
  response.creatorReviews = reviews;
  response.reviewedAt = new Date();
  await ctx.em.flush();
  // The agency is notified of the brand's first look, not of every click (replies are told each
  // time); its open Creator Calls screens show every click as it comes.
  if (firstLook) await tellAgency(ctx, response, CALL_TEXT.reviewedNotice(ctx.team.name, response.castingCall.title), null);
  await ctx.bus.publish(scopes.team(response.team.id), 'creator-call.reviewed', { castingCallId: response.castingCall.id });
  return { creator_reviews: reviews, brand_reply: response.brandReply ?? null };
}

/** The brand's reply to a submitted response: stored on it and sent to the agency's team. */
export async function replyToResponse(ctx: ReviewContext, input: z.output<typeof ReplyRequest>) {
  const response = await findSubmittedResponse(ctx, input.response_id);
  response.brandReply = input.reply;
  response.reviewedAt ??= new Date();
  await ctx.em.flush();
  await tellAgency(ctx, response, CALL_TEXT.repliedNotice(ctx.team.name, response.castingCall.title), input.reply);
  return { creator_reviews: response.creatorReviews, brand_reply: input.reply };
}
