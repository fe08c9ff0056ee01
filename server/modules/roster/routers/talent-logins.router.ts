import { z } from 'zod';
import { SuccessResponse } from '../../../../shared/schemas/common.js';
import { ConnectInfoResponse, ConnectTokenRequest, CreateLoginRequest, TeamInfluencerLoginsResponse } from '../../../../shared/schemas/talent-logins.js';
import { ownOrigin } from '../../../http/guards.js';
import { publicProcedure, router, teamProcedure } from '../../../trpc/init.js';
import { connectInfo, connectPlatform, createLogin, teamInfluencerLogins } from '../talent-logins.service.js';

/** Spec §2.7 Talent Data Authorization and the talent's connect page. */
export const talentLoginsRouter = router({
  list: teamProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/team-influencer-logins',
        tags: ['influencers'],
        summary: "The team's talent logins, their connected platforms and signed login links",
      },
    })
    .input(z.void())
    .output(TeamInfluencerLoginsResponse)
    .query(({ ctx }) => teamInfluencerLogins(ctx, ctx.config.PUBLIC_ORIGIN ?? ownOrigin(ctx.req, ctx.config.TRUST_PROXY))),

  create: teamProcedure
    .input(CreateLoginRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => createLogin(ctx, input.influencer_id)),

  /** Signed out: what a login link is for. */
  connectInfo: publicProcedure
    .input(ConnectTokenRequest)
    .output(ConnectInfoResponse)
    .query(({ ctx, input }) => connectInfo(ctx, input.token)),
  connect: publicProcedure
    .input(ConnectTokenRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => connectPlatform(ctx, input.token)),
});
