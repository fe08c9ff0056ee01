import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OptimisticLockError } from '@mikro-orm/core';
import { initTRPC, TRPCError } from '@trpc/server';
import type { Session } from 'lucia';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { COEDIT } from '../../shared/sheet-coediting-texts.js';
import { ACCOUNT_STATE_TEXT, API_KEY_TEXT, ROLE_TEXT } from '../../shared/role-texts.js';
import { teamSettingsSchema } from '../../shared/schemas/team-settings.js';
import { pathOfNul } from '../../shared/schemas/text.js';
import type { Auth } from '../auth/lucia.js';
import type { Config } from '../config.js';
import { AppError, databaseUnavailable } from '../errors.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import type { EventBus } from '../events/bus.js';
import type { Orm } from '../db/orm.js';
import type { Jobs } from '../jobs/jobs.js';
import type { Mail } from '../mail/mail.js';
import { type CallerRows, readUser, resolveCurrentTeam, sessionCallerOf } from '../modules/account/index.js';
import { recordStaffAction } from '../modules/account/act-as.service.js';
import type { TeamMember } from '../modules/account/user.entity.js';
import { Team } from '../modules/teams/team.entity.js';
import type { ApiKeyCaller } from '../modules/api-keys/index.js';
import type { SavedSheetMemory } from '../modules/sheets/index.js';
import type { Signer } from '../auth/signing.js';
import type { FileStore } from '../storage/index.js';
import type { ConnectionCallers } from './connection-caller.js';
import type { SessionTeams } from './session-teams.js';
import type { AnalyticsCache, RollupWriter } from '../modules/analytics/index.js';
import type { DirectoryMemory } from '../modules/search/index.js';

/** Long-lived parts of the server, built once in app.ts. */
export interface Services {
  config: Config;
  /** Background jobs (pg-boss); modules define theirs with jobs.define / jobs.recurring. */
  jobs: Jobs;
  mail: Mail;
  orm: Orm;
  auth: Auth;
  bus: EventBus;
  /** Per-instance memories (never module-level, so two app instances share nothing). */
  savedSheets: SavedSheetMemory;
  callers: ConnectionCallers;
  /** The user and team of sessions seen lately over HTTP, for answers served ahead of Express. */
  sessionTeams: SessionTeams;
  /** Analytics answers per team and combination, dropped when the team's events arrive. */
  analytics: AnalyticsCache;
  /** The directory's figures in memory, for searches. */
  directory: DirectoryMemory;
  /** The analytics ingest's group commit. */
  rollupWriter: RollupWriter;
  /** Uploads and portraits: local disk or an S3-compatible bucket. */
  files: FileStore;
  /** Signs upload URLs and talent login links. */
  signer: Signer;
}

export interface Context extends Services {
  req: IncomingMessage;
  /** Absent on WebSocket calls. */
  res?: ServerResponse;
  requestId: string;
  session: Session | null;
  /** The rows of the user the session acts as, read with the session. */
  sessionCaller: CallerRows | null;
  /** The session token itself, needed to sign out. */
  sessionToken: string | null;
  /** SessionTeams' count of changes before the session was read. */
  sessionTicket: number;
  /** The caller of a Bearer API key: its team, with a member's rights. */
  apiKey: ApiKeyCaller | null;
  /** A Bearer header named no live key: every call that needs a caller is refused (401 unknown, 403 revoked). */
  badApiKey: false | 'unknown' | 'revoked';
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

/** What an account that is disabled or inactive may still call. */
const CALLS_OF_ANY_STATE = new Set(['account.signOut', 'account.sessionEvents']);

/**
 * The signed-in user (or an API key's creator). A staff session acting as someone (fake-id) is
 * that user here, and every change it makes is recorded with the staff user's id.
 */
export const userProcedure = publicProcedure.use(async ({ ctx, next, type, path }) => {
  if (ctx.badApiKey === 'revoked') throw new AppError('FORBIDDEN', API_KEY_TEXT.revoked);
  if (ctx.badApiKey) throw new AppError('UNAUTHORIZED', API_KEY_TEXT.refused);
  const actingStaffId = ctx.session?.actingAsId ? ctx.session.userId : null;
  const userId = ctx.apiKey?.userId ?? ctx.session?.actingAsId ?? ctx.session?.userId;
  if (!userId) throw new AppError('UNAUTHORIZED', 'You must be signed in');
  const known = ctx.callers.find(ctx.req, userId, ctx.em);
  // Only a WebSocket connection (no response object) makes further calls with this context.
  const callerTicket = known || ctx.res ? 0 : ctx.callers.beforeRead(ctx.req, userId);
  const read = known ? null : sessionCallerOf(ctx, userId);
  const user = known?.user ?? read?.user ?? (await readUser(ctx.em, userId));
  if (!user) throw new AppError('UNAUTHORIZED', 'You must be signed in');
  // Spec §2.2/§6: a disabled or inactive account may only read its state, follow it and sign out; a suspended one loses only the navigation.
  if ((user.accountState === 'disabled' || user.accountState === 'inactive') && !CALLS_OF_ANY_STATE.has(path)) {
    throw new AppError('FORBIDDEN', user.accountState === 'disabled' ? ACCOUNT_STATE_TEXT.disabled : ACCOUNT_STATE_TEXT.inactive);
  }
  const result = await next({ ctx: { user, knownCaller: known, callerMemberships: read?.memberships, callerTicket, actingStaffId } });
  if (actingStaffId && type === 'mutation') await recordStaffAction(ctx.orm.em.fork(), { staffUserId: actingStaffId, actingAsId: userId, action: path, succeeded: result.ok });
  return result;
});

/**
 * A signed-in user acting in their current team (selected, else primary). Services take the
 * team from here, never from the input; a `team_id` in an input must equal it (else 404).
 */
export const teamProcedure = userProcedure.use(async ({ ctx, next }) => {
  if (ctx.apiKey) {
    // A key acts in its own team with a member's rights, whoever created it and wherever they work now.
    const team = await ctx.em.findOne(Team, ctx.apiKey.teamId);
    if (!team) throw new AppError('UNAUTHORIZED', API_KEY_TEXT.refused);
    return next({ ctx: { team, role: 'member' as TeamMember['role'] } });
  }
  let membership: { team: Team; role: TeamMember['role'] } | null | undefined = ctx.knownCaller;
  if (!membership) {
    membership = (await resolveCurrentTeam(ctx.em, ctx.user, ctx.callerMemberships)).current;
    if (!membership) throw new AppError('FORBIDDEN', 'You are not a member of any team');
    if (ctx.callerTicket) ctx.callers.remember(ctx.req, { user: ctx.user, team: membership.team, role: membership.role }, ctx.callerTicket);
  }
  if (ctx.res && ctx.session && ctx.sessionToken) {
    const read = { userId: ctx.user.id, teamId: membership.team.id, primaryTeamId: ctx.user.primaryTeam?.id ?? null, sessionUserId: ctx.session.userId, expiresAt: ctx.session.expiresAt };
    ctx.sessionTeams.remember(ctx.sessionToken, read, ctx.sessionTicket);
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
