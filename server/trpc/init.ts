import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type EntityName, OptimisticLockError } from '@mikro-orm/core';
import { initTRPC, TRPCError } from '@trpc/server';
import type { MiddlewareResult } from '@trpc/server/unstable-core-do-not-import';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { COEDIT } from '../../shared/sheet-coediting-texts.js';
import { ACCOUNT_STATE_TEXT, API_KEY_TEXT, ROLE_TEXT } from '../../shared/role-texts.js';
import { teamSettingsSchema } from '../../shared/schemas/team-settings.js';
import { pathOfNul } from '../../shared/schemas/text.js';
import type { Auth } from '../auth/lucia.js';
import { sessionCookieHeader } from '../auth/cookies.js';
import type { Config } from '../config.js';
import { AppError, databaseUnavailable } from '../errors.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import type { EventBus } from '../events/bus.js';
import type { Orm } from '../db/orm.js';
import type { Jobs } from '../jobs/jobs.js';
import type { Mail } from '../mail/mail.js';
import type { Signer } from '../auth/signing.js';
import type { FileStore } from '../storage/index.js';
import type { SocialDataProvider } from '../providers/social-data/types.js';
import type { ApiKeyCaller, Callers, Credential, Principal } from './callers.js';
import type { SocketAuthority } from './socket-authority.js';
import { describeError } from './error-contract.js';
import { spendBudget } from '../http/rate-limit.js';
import { API_KEY_LIMIT } from '../../shared/api-key-limits.js';
import type { CallerEntities, CallerRole, CallerTeam, CallerUser, DomainServices } from './domain.js';

/** Long-lived parts of the server, built once in app.ts (the domains' own in DomainServices, domain.ts). */
export interface Services extends DomainServices {
  config: Config;
  /** Background jobs (pg-boss); modules define theirs with jobs.define / jobs.recurring. */
  jobs: Jobs;
  mail: Mail;
  orm: Orm;
  auth: Auth;
  bus: EventBus;
  /** Who is calling: the one cache of principals by credential. */
  callers: Callers;
  /** Uploads and portraits: local disk or an S3-compatible bucket. */
  files: FileStore;
  /** Signs upload URLs and talent login links. */
  signer: Signer;
  /** Where new creators' data comes from (Add Talent); `demo` marks the screens "Demo data". */
  socialData: SocialDataProvider;
  /** The caller's entities (the account and teams modules', given at start). */
  callerEntities: CallerEntities;
  /** Keeps a mutation made by staff acting as a user (the account module's, given at start). */
  recordStaffAction: (entry: { staffUserId: number; actingAsId: number; action: string; succeeded: boolean }) => Promise<void>;
}

/** A session as the calls see it: its token's user, whom it acts as, and until when. */
export interface CallSession {
  /** The session token (the cookie's value). */
  id: string;
  userId: number;
  actingAsId: number | null;
  expiresAt: Date;
}

/** A request's context as it is made (context.ts), before the pipeline's authentication step. */
export interface RequestContext extends Services {
  req: IncomingMessage;
  /** Absent on WebSocket calls. */
  res?: ServerResponse;
  /** A call of a documented /api path (the REST adapter), the only way a file answer can be written. */
  restCall: boolean;
  requestId: string;
  /** The credential the request presents (a session cookie or a Bearer key), read by the pipeline's authentication step. */
  credential: Credential | null;
  /** The authority of a WebSocket connection, which its streams consult before each item. */
  socketAuthority: SocketAuthority | null;
}

/** A call's context: set for each call by the authentication step. */
export interface Context extends RequestContext {
  principal: Principal | null;
  session: CallSession | null;
  /** The session token itself, needed to sign out. */
  sessionToken: string | null;
  /** The caller of a Bearer API key: its team, with a member's rights. */
  apiKey: ApiKeyCaller | null;
  /** A Bearer header named no live key: every call that needs a caller is refused (401 unknown, 403 revoked). */
  badApiKey: false | 'unknown' | 'revoked';
}

const t = initTRPC
  .context<RequestContext>()
  .meta<OpenApiMeta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const { message, code, fields, retryAfterSeconds } = describeError(error, ctx?.requestId);
      return {
        ...shape,
        message,
        data: { httpStatus: shape.data.httpStatus, code: shape.data.code, appCode: code, fields, retryAfterSeconds, requestId: ctx?.requestId },
      };
    },
  });

/**
 * AppError thrown by a service becomes the matching tRPC error, keeping itself as the cause; a
 * write that lost a race with another (the ORM's version check) is a CONFLICT, and an unreachable
 * database a 503 with Retry-After, not a failure of ours.
 */
function toTrpcError(error: unknown) {
  const cause =
    error instanceof OptimisticLockError ? new AppError('CONFLICT', COEDIT.changedMeanwhile) : isDatabaseUnavailable(error) ? databaseUnavailable() : error;
  return cause instanceof AppError ? new TRPCError({ code: cause.trpcCode, message: cause.message, cause }) : null;
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> => typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/**
 * A stream's items, with errors thrown while it streams mapped as a call's are; on a WebSocket
 * connection it yields nothing while the connection's authority is being checked again, and ends
 * once it has changed or ended (the connection closes then too: socket-authority.ts).
 */
async function* streamed<T>(stream: AsyncIterable<T>, authority: SocketAuthority | null): AsyncGenerator<T> {
  try {
    for await (const item of stream) {
      if (authority && !(await authority.allows())) return;
      yield item;
    }
  } catch (error) {
    throw toTrpcError(error) ?? error;
  }
}

const COOKIE_SET = Symbol('session cookie set');

type Authenticated = Pick<Context, 'principal' | 'session' | 'sessionToken' | 'apiKey' | 'badApiKey'>;
const NOBODY: Authenticated = { principal: null, session: null, sessionToken: null, apiKey: null, badApiKey: false };

/**
 * Authentication: the credential's principal from the one caller cache (a hit, or one statement).
 * Over HTTP an unknown session's cookie is cleared and a session lucia extended is sent again,
 * once per request.
 */
async function authenticate(ctx: RequestContext): Promise<Authenticated> {
  const { credential } = ctx;
  if (!credential) return NOBODY;
  const resolved = await ctx.callers.resolve(credential);
  if (credential.kind === 'key') {
    return resolved.status === 'live'
      ? { ...NOBODY, principal: resolved.principal, apiKey: resolved.principal.apiKey }
      : { ...NOBODY, badApiKey: resolved.status };
  }
  const cookie = resolved.status === 'revoked' ? undefined : resolved.cookie;
  const request = ctx.req as IncomingMessage & { [COOKIE_SET]?: true };
  if (cookie && ctx.res && !ctx.res.headersSent && !request[COOKIE_SET]) {
    request[COOKIE_SET] = true;
    const value = cookie === 'blank' ? ctx.auth.createBlankSessionCookie() : ctx.auth.createSessionCookie(credential.token);
    ctx.res.appendHeader('Set-Cookie', sessionCookieHeader(value, ctx.req));
  }
  if (resolved.status !== 'live') return NOBODY;
  const { principal } = resolved;
  return { ...NOBODY, principal, session: { id: credential.token, ...principal.session! }, sessionToken: credential.token };
}

/** An API key's call is counted against its own budget, told in the RateLimit-* headers over HTTP; past it, 429. */
async function spendKeyBudget(ctx: RequestContext, keyId: number) {
  const limit = ctx.config.API_KEY_CALLS_PER_MINUTE;
  const budget = await spendBudget(ctx.orm.em, `api-key:${keyId}`, limit, API_KEY_LIMIT.windowSeconds);
  if (ctx.res && !ctx.res.headersSent) {
    ctx.res.setHeader('RateLimit-Limit', String(budget.limit));
    ctx.res.setHeader('RateLimit-Remaining', String(budget.remaining));
    ctx.res.setHeader('RateLimit-Reset', String(budget.resetSeconds));
    ctx.res.setHeader('RateLimit-Policy', `${budget.limit};w=${API_KEY_LIMIT.windowSeconds}`);
  }
  if (budget.exceeded) throw new AppError('TOO_MANY_REQUESTS', API_KEY_TEXT.overBudget(limit, budget.resetSeconds), { retryAfterSeconds: budget.resetSeconds });
}

/**
 * The steps every call passes, HTTP or WebSocket, query, mutation or subscription: no NUL
 * character in the input (PostgreSQL refuses it: 400 naming the field), the caller (an API key's
 * call counted against its budget), a fresh EntityManager; and on the way back the mapping of
 * domain errors and the following of a connection's authority by its streams.
 */
const pipeline = t.middleware(async ({ ctx, next, getRawInput }) => {
  let result;
  try {
    const field = pathOfNul(await getRawInput());
    if (field) throw new AppError('BAD_REQUEST', `${field}: must not contain control characters`, { field });
    const caller = await authenticate(ctx);
    if (caller.apiKey) await spendKeyBudget(ctx, caller.apiKey.keyId);
    const actingStaffId = caller.principal?.session?.actingAsId ? caller.principal.session.userId : null;
    // The one step that extends the context: tRPC copies the whole context at each such step.
    result = await next({ ctx: { ...caller, em: ctx.orm.em.fork() as EntityManager, actingStaffId } });
  } catch (error) {
    throw toTrpcError(error) ?? error;
  }
  if (!result.ok) {
    const mapped = toTrpcError(result.error.cause);
    return mapped ? { ...result, error: mapped } : result;
  }
  return isAsyncIterable(result.data) ? { ...result, data: streamed(result.data, ctx.socketAuthority) } : result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(pipeline);

/** How a principal's row becomes a managed entity of the call's EntityManager: its entity data worked out once per principal, merged as loaded. */
const AS_LOADED = { refresh: true, validate: false, convertCustomTypes: true, cascade: false } as const;
function entityOf<T extends object>(
  ctx: { callers: Callers; em: EntityManager },
  principal: Principal,
  entity: EntityName<T>,
  key: string,
  row: Record<string, unknown>,
): T {
  const data = ctx.callers.derive(principal, key, () => ctx.em.getDriver().mapResult(row as never, ctx.em.getMetadata().get(entity)) as object);
  return ctx.em.merge(entity, { ...data } as never, AS_LOADED);
}

/**
 * The steps after the pipeline's check the context and add the caller's entities to it as they are
 * first read (most calls read neither), without extending it the tRPC way, which copies the whole
 * context; the step's result carries the type of what it added.
 */
const narrowed = <T>(result: Promise<MiddlewareResult<object>>) => result as Promise<MiddlewareResult<T>>;
function addLazily<T>(ctx: object, key: string, make: () => T) {
  Object.defineProperty(ctx, key, {
    configurable: true,
    enumerable: true,
    get() {
      const value = make();
      Object.defineProperty(ctx, key, { value, configurable: true, enumerable: true, writable: true });
      return value;
    },
  });
}

/** What an account that is disabled or inactive may still call. */
const CALLS_OF_ANY_STATE = new Set(['account.signOut', 'account.sessionEvents']);

/**
 * The signed-in user (or an API key's creator). A staff session acting as someone (fake-id) is
 * that user here, and every change it makes is recorded with the staff user's id.
 */
export const userProcedure = publicProcedure.use(async ({ ctx, next, type, path }) => {
  if (ctx.badApiKey === 'revoked') throw new AppError('FORBIDDEN', API_KEY_TEXT.revoked);
  if (ctx.badApiKey) throw new AppError('UNAUTHORIZED', API_KEY_TEXT.refused);
  const { principal, actingStaffId } = ctx;
  if (!principal) throw new AppError('UNAUTHORIZED', 'You must be signed in');
  // Spec §2.2/§6: a disabled or inactive account may only read its state, follow it and sign out; a suspended one loses only the navigation.
  const accountState = principal.user.account_state;
  if ((accountState === 'disabled' || accountState === 'inactive') && !CALLS_OF_ANY_STATE.has(path)) {
    throw new AppError('FORBIDDEN', accountState === 'disabled' ? ACCOUNT_STATE_TEXT.disabled : ACCOUNT_STATE_TEXT.inactive);
  }
  addLazily(ctx, 'user', () => entityOf(ctx, principal, ctx.callerEntities.user, 'user', principal.user));
  const result = await narrowed<{ user: CallerUser }>(next());
  if (actingStaffId && type === 'mutation')
    await ctx.recordStaffAction({ staffUserId: actingStaffId, actingAsId: principal.userId, action: path, succeeded: result.ok });
  return result;
});

/**
 * A signed-in user acting in their current team (selected, else primary); an API key in its own
 * team with a member's rights, whoever created it. Services take the team from here, never from
 * the input; a `team_id` in an input must equal it (else 404).
 */
export const teamProcedure = userProcedure.use(({ ctx, next }) => {
  const current = ctx.principal!.current;
  if (!current) throw new AppError(ctx.apiKey ? 'UNAUTHORIZED' : 'FORBIDDEN', ctx.apiKey ? API_KEY_TEXT.refused : 'You are not a member of any team');
  addLazily(ctx, 'team', () => entityOf(ctx, ctx.principal!, ctx.callerEntities.team, 'team', current.team));
  Object.assign(ctx, { role: current.role });
  return narrowed<{ team: CallerTeam; role: CallerRole }>(next());
});

/** Spec §6: Manage Organization is for the team's admins (is_team_admin) and site admins. */
export const teamAdminProcedure = teamProcedure.use(({ ctx, next }) => {
  // An API key has a member's rights only, whoever created it.
  if (ctx.apiKey || (ctx.role !== 'team_admin' && !ctx.user.isAdmin)) throw new AppError('FORBIDDEN', ROLE_TEXT.teamAdminOnly);
  return next();
});

/**
 * Sheets, collections, campaigns and likes (spec §6): not for search-only members (site admins
 * excepted), nor for anyone of a team whose settings hide sheets (noTalentSheets).
 */
export const sheetsProcedure = teamProcedure.use(({ ctx, next }) => {
  if (ctx.role === 'search_only' && !ctx.user.isAdmin) throw new AppError('FORBIDDEN', ROLE_TEXT.searchOnly);
  if (teamSettingsSchema.parse(ctx.principal!.current!.team.settings ?? {}).noTalentSheets) throw new AppError('FORBIDDEN', ROLE_TEXT.noTalentSheets);
  return next();
});

/** Platform staff in their own name: never through an API key, never while acting as someone else. */
export const staffProcedure = userProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isStaff || ctx.apiKey || ctx.actingStaffId) throw new AppError('FORBIDDEN', ROLE_TEXT.staffOnly);
  return next();
});

/** Site admins in their own name: never through an API key, never while a staff user acts as one. */
export const siteAdminProcedure = userProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin || ctx.apiKey || ctx.actingStaffId) throw new AppError('FORBIDDEN', ROLE_TEXT.siteAdminOnly);
  return next();
});

/** Checks a `team_id` given in an input against the session's team: another team's id is 404. */
export function assertOwnTeam(ctx: { team: { id: string } }, teamId: string | undefined | null) {
  if (teamId && teamId !== ctx.team.id) throw new AppError('NOT_FOUND', 'Team not found');
}
