import { z } from 'zod';
import {
  CastingCallIdRequest,
  GetCastingCallRequest,
  GetCastingCallResponse,
  GetResponseSheetResponse,
  ListCastingCallsResponse,
  OpenResponseRequest,
  OpenResponseResponse,
  SubmitResponseRequest,
  SubmitResponseResponse,
} from '../../../../shared/schemas/creator-calls.js';
import { scopes } from '../../../events/bus.js';
import { router, sheetsProcedure } from '../../../trpc/init.js';
import { liveEvents } from '../../../trpc/live-events.js';
import * as calls from '../creator-calls.service.js';
import * as responses from '../response.service.js';

const tags = ['creator-calls'];

/** Spec §7.8. Answering a call is building a sheet, so these follow the sheets' access rules. */
export const creatorCallsRouter = router({
  list: sheetsProcedure
    .meta({ openapi: { method: 'GET', path: '/api/casting-calls/agency/casting-calls', tags, summary: "Open Creator Calls, each with the team's response" } })
    .input(z.void())
    .output(ListCastingCallsResponse)
    .query(({ ctx }) => calls.listCalls(ctx)),

  get: sheetsProcedure
    .meta({ openapi: { method: 'GET', path: '/api/casting-calls/agency/{id}', tags, summary: "One Creator Call with the team's response" } })
    .input(GetCastingCallRequest)
    .output(GetCastingCallResponse)
    .query(({ ctx, input }) => calls.getCall(ctx, input.id)),

  responseSheet: sheetsProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/casting-calls/response/{castingCallId}',
        tags,
        summary: "The team's response sheet for a call (null before it starts one)",
      },
    })
    .input(CastingCallIdRequest)
    .output(GetResponseSheetResponse)
    .query(({ ctx, input }) => calls.getResponseSheet(ctx, input.castingCallId)),

  /** The response screen's "open or create" (no documented path: tRPC only). */
  openResponse: sheetsProcedure
    .input(OpenResponseRequest)
    .output(OpenResponseResponse)
    .mutation(({ ctx, input }) => responses.openResponse(ctx, input.casting_call_id)),

  submit: sheetsProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/casting-call-response-submit', tags, summary: "Submit the team's response to the brand" } })
    .input(SubmitResponseRequest)
    .output(SubmitResponseResponse)
    .mutation(({ ctx, input }) => responses.submitResponse(ctx, input.casting_call_id)),

  /** A brand marked a creator of one of the team's responses: the open screens read that call again. */
  live: sheetsProcedure
    .input(z.object({ lastEventId: z.string().nullish() }).optional())
    .subscription(({ ctx, input, signal }) =>
      liveEvents(ctx.bus, scopes.team(ctx.team.id), input?.lastEventId, signal, (event) =>
        event.type === 'creator-call.reviewed' ? { casting_call_id: event.payload.castingCallId } : undefined,
      ),
    ),
});
