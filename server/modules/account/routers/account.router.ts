import { z } from 'zod';
import {
  ChangePasswordRequest,
  SavePersonalDetailsRequest,
  SessionEvent,
  SessionStateResponse,
  SignInRequest,
  UserConfiguration,
} from '../../../../shared/schemas/account.js';
import { SuccessResponse } from '../../../../shared/schemas/common.js';
import { hashSessionToken } from '../../../auth/session-adapter.js';
import { scopes } from '../../../events/bus.js';
import { keptAnswers } from '../../../trpc/checked-once.js';
import { publicProcedure, router, userProcedure } from '../../../trpc/init.js';
import { liveEvents } from '../../../trpc/live-events.js';
import * as account from '../account.service.js';

const tags = ['account'];

export const accountRouter = router({
  status: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/api/status', tags, protect: false, summary: 'Session state' } })
    .input(z.void())
    .output(SessionStateResponse)
    .query(({ ctx }) => account.sessionState(ctx)),

  signIn: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/account/signin', tags, protect: false, summary: 'Sign in; sets the session cookie' } })
    .input(SignInRequest)
    .output(SessionStateResponse)
    .mutation(({ ctx, input }) => account.signIn(ctx, input)),

  signOut: userProcedure
    .meta({ openapi: { method: 'GET', path: '/api/user/signout', tags, summary: 'Sign out this session' } })
    .input(z.void())
    .output(SuccessResponse)
    .mutation(({ ctx }) => account.signOut(ctx)),

  configuration: userProcedure
    .meta({ openapi: { method: 'GET', path: '/api/user/configuration', tags, summary: 'The signed-in user' } })
    .input(z.void())
    .output(keptAnswers(UserConfiguration))
    .query(({ ctx }) => account.callerConfiguration(ctx)),

  savePersonalDetails: userProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/configuration', tags, summary: 'Save personal details' } })
    .input(SavePersonalDetailsRequest)
    .output(UserConfiguration)
    .mutation(({ ctx, input }) => account.savePersonalDetails(ctx, input)),

  changePassword: userProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/account/change-password', tags, summary: 'Change the password' } })
    .input(ChangePasswordRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => account.changePassword(ctx, input)),

  markNotificationRead: userProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/mark-notification-read', tags, summary: 'Mark the pending notification read' } })
    .input(z.void())
    .output(SuccessResponse)
    .mutation(({ ctx }) => account.markNotificationRead(ctx)),

  /** Pushes "signed-out" to every open tab of this session when it ends anywhere. */
  sessionEvents: userProcedure.input(z.object({ lastEventId: z.string().nullish() }).optional()).subscription(async function* ({ ctx, input, signal }) {
    const mine = ctx.sessionToken ? hashSessionToken(ctx.sessionToken) : '';
    yield* liveEvents(ctx.bus, scopes.user(ctx.user.id), input?.lastEventId, signal, (event) => {
      if (event.type === 'session.revoked' && event.payload.sessionId === mine) return SessionEvent.parse({ type: 'signed-out' });
      if (event.type === 'account.changed') return SessionEvent.parse({ type: 'changed' });
      return undefined;
    });
  }),
});
