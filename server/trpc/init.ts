import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OptimisticLockError } from '@mikro-orm/core';
import { initTRPC, TRPCError } from '@trpc/server';
import type { Session } from 'lucia';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { COEDIT } from '../../shared/sheet-coediting-texts.js';
import { ROLE_TEXT } from '../../shared/role-texts.js';
import { teamSettingsSchema } from '../../shared/schemas/team-settings.js';
import { pathOfNul } from '../../shared/schemas/text.js';
import type { Auth } from '../auth/lucia.js';
import type { Config } from '../config.js';
import { AppError, databaseUnavailable } from '../errors.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import type { EventBus } from '../events/bus.js';
import type { Orm } from '../db/orm.js';
import { currentMembership } from '../modules/account/configuration.js';
import { TeamMember, User } from '../modules/account/user.entity.js';
import type { Team } from '../modules/teams/team.entity.js';
import type { SavedSheetMemory } from '../modules/sheets/index.js';
import type { ConnectionCallers } from './connection-caller.js';

/** Long-lived parts of the server, built once in app.ts. */
export interface Services {
  config: Config;
  orm: Orm;
  auth: Auth;
  bus: EventBus;
  /** Per-instance memories (never module-level, so two app instances share nothing). */
  savedSheets: SavedSheetMemory;
  callers: ConnectionCallers;
}

export interface Context extends Services {
  req: IncomingMessage;
  /** Absent on WebSocket calls. */
  res?: ServerResponse;
  requestId: string;
  session: Session | null;
  /** The session token itself, needed to sign out. */
  sessionToken: string | null;
}

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const cause = error.cause;
      const fields =
        cause instanceof ZodError ? Object.fromEntries(cause.issues.map((i) => [i.path.join('.') || '(body)', i.message])) : undefined;
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      const message = internal
        ? `Something went wrong on our side (request ${ctx?.requestId ?? 'unknown'}). Please try again.`
        : fields
          ? Object.entries(fields).map(([field, text]) => `${field}: ${text}`).join('; ')
          : shape.message;
      return {
        ...shape,
        message,
        data: {
          httpStatus: shape.data.httpStatus,
          code: shape.data.code,
          appCode: cause instanceof AppError ? cause.code : shape.data.code,
          fields,
          retryAfterSeconds: cause instanceof AppError ? cause.details.retryAfterSeconds : undefined,
          requestId: ctx?.requestId,
        },
      };
    },
  });

/**
 * AppError thrown by a service becomes the matching tRPC error, keeping itself as the cause; a
 * write that lost a race with another (the ORM's version check) is a CONFLICT, and an unreachable
 * database a 503 with Retry-After, not a failure of ours.
 */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return isAsyncIterable(result.data) ? { ...result, data: mapStreamErrors(result.data) } : result;
  const mapped = toTrpcError(result.error.cause);
  return mapped ? { ...result, error: mapped } : result;
});

function toTrpcError(error: unknown) {
  const cause =
    error instanceof OptimisticLockError ? new AppError('CONFLICT', COEDIT.changedMeanwhile) : isDatabaseUnavailable(error) ? databaseUnavailable() : error;
  return cause instanceof AppError ? new TRPCError({ code: cause.trpcCode, message: cause.message, cause }) : null;
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/** Errors thrown while a subscription streams get the same mapping as a call's (they bypass the middleware's result). */
async function* mapStreamErrors<T>(stream: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    for await (const item of stream) yield item;
  } catch (error) {
    throw toTrpcError(error) ?? error;
  }
}

/** No input reaches the database with a NUL character (PostgreSQL refuses it): 400 naming the field, for every call. */
const refuseNulCharacters = t.middleware(async ({ getRawInput, next }) => {
  const field = pathOfNul(await getRawInput());
  if (field) throw new AppError('BAD_REQUEST', `${field}: must not contain control characters`, { field });
  return next();
});

/** A fresh EntityManager per call, over HTTP and WebSocket alike. */
const withEntityManager = t.middleware(({ ctx, next }) => next({ ctx: { em: ctx.orm.em.fork() as EntityManager } }));

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapAppErrors).use(refuseNulCharacters).use(withEntityManager);

export const userProcedure = publicProcedure.use(async ({ ctx, next }) => {
  if (!ctx.session) throw new AppError('UNAUTHORIZED', 'You must be signed in');
  const known = ctx.callers.find(ctx.req, ctx.session.userId, ctx.em);
  const user = known?.user ?? (await ctx.em.findOne(User, ctx.session.userId));
  if (!user) throw new AppError('UNAUTHORIZED', 'You must be signed in');
  if (user.accountState === 'disabled') throw new AppError('FORBIDDEN', 'This account is disabled');
  return next({ ctx: { user, session: ctx.session, knownCaller: known } });
});

/**
 * A signed-in user acting in their current team (selected, else primary). Services take the
 * team from here, never from the input; a `team_id` in an input must equal it (else 404).
 */
export const teamProcedure = userProcedure.use(async ({ ctx, next }) => {
  let membership: { team: Team; role: TeamMember['role'] } | null | undefined = ctx.knownCaller;
  if (!membership) {
    const memberships = await ctx.em.find(TeamMember, { user: ctx.user }, { populate: ['team'], orderBy: { id: 'asc' } });
    membership = currentMembership(ctx.user, memberships);
    if (!membership) throw new AppError('FORBIDDEN', 'You are not a member of any team');
    // Only a WebSocket connection (no response object) makes further calls with this context.
    if (!ctx.res) ctx.callers.remember(ctx.req, { user: ctx.user, team: membership.team, role: membership.role });
  }
  return next({ ctx: { team: membership.team, role: membership.role } });
});

/**
 * Sheets, collections, campaigns and likes (spec §6): not for search-only members (site admins
 * excepted), nor for anyone of a team whose settings hide sheets (noTalentSheets).
 */
export const sheetsProcedure = teamProcedure.use(({ ctx, next }) => {
  if (ctx.role === 'search_only' && !ctx.user.isAdmin) throw new AppError('FORBIDDEN', ROLE_TEXT.searchOnly);
  if (teamSettingsSchema.parse(ctx.team.settings ?? {}).noTalentSheets) throw new AppError('FORBIDDEN', ROLE_TEXT.noTalentSheets);
  return next();
});

/** Checks a `team_id` given in an input against the session's team: another team's id is 404. */
export function assertOwnTeam(ctx: { team: { id: string } }, teamId: string | undefined | null) {
  if (teamId && teamId !== ctx.team.id) throw new AppError('NOT_FOUND', 'Team not found');
}
