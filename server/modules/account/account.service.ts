import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { MSG } from '../../../shared/messages.js';
import { type ChangePasswordRequest, type SavePersonalDetailsRequest, type SignInRequest, UserConfiguration } from '../../../shared/schemas/account.js';
import { sessionCookieHeader } from '../../auth/cookies.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../auth/password.js';
import { hashSessionToken } from '../../auth/session-adapter.js';
import { releaseAttempt, reserveAttempt, signInKeys } from '../../auth/throttle.js';
import { clientAddress } from '../../http/client-address.js';
import { SERVICE_TEXT } from '../../../shared/service-texts.js';
import { AppError } from '../../errors.js';
import { runSql } from '../../db/sql.js';
import { databaseReached, deleteSession } from './account.sql.js';
import { scopes } from '../../events/bus.js';
import { checkKeptAnswer } from '../../trpc/checked-once.js';
import type { Context } from '../../trpc/init.js';
import { configurationFacts } from './caller-reads.js';
import { actingStaff } from './act-as.service.js';
import { buildUserConfiguration, sessionAnswer } from './configuration.js';
import { accountChanged } from './end-sessions.js';
import { User } from './user.entity.js';

type Ctx = Context & { em: EntityManager };
type UserCtx = Ctx & { user: User };

function setCookie(ctx: Ctx, cookie: ReturnType<Ctx['auth']['createSessionCookie']>) {
  ctx.res?.appendHeader('Set-Cookie', sessionCookieHeader(cookie, ctx.req));
}

export async function sessionState(ctx: Ctx) {
  if (!ctx.session) {
    // Status is what a client polls: a database that refuses connections is a 503 here too, not "signed out".
    await runSql(ctx.em, databaseReached());
    return sessionAnswer(ctx, null);
  }
  return sessionAnswer(ctx, await callerConfiguration(ctx));
}

/**
 * The caller's configuration from the rows read with its credential: no statement, no entity. It
 * is kept with the principal (checked and written as JSON once, and dropped with it by the events
 * that change it), unless a staff user acts as the caller: that one names the staff user, read now.
 */
export async function callerConfiguration(ctx: Ctx) {
  const principal = ctx.principal!;
  const build = async () => {
    const { user, memberships, current } = configurationFacts(principal);
    return buildUserConfiguration(ctx.em, user, await actingStaff(ctx), { memberships, current });
  };
  if (ctx.session?.actingAsId) return build();
  return ctx.callers.derive(principal, 'configuration', async () => checkKeptAnswer(UserConfiguration, await build()));
}

/** One answer for an unknown e-mail and a wrong password; attempts are throttled per account and address. */
export async function signIn(ctx: Ctx, input: z.infer<typeof SignInRequest>) {
  const email = input.email.toLowerCase();
  const keys = signInKeys(email, clientAddress(ctx.req));
  await reserveAttempt(ctx.em, keys);
  const user = await ctx.em.findOne(User, { email }, { populate: ['primaryTeam', 'selectedTeam'] });
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : await burnPasswordCheck(input.password);
  if (!user || !valid) throw new AppError('UNAUTHORIZED', MSG.badSignInInformation);
  await releaseAttempt(ctx.em, keys);
  const session = await ctx.auth.createSession(user.id, {});
  setCookie(ctx, ctx.auth.createSessionCookie(session.id));
  return sessionAnswer(ctx, await buildUserConfiguration(ctx.em, user));
}

export async function signOut(ctx: UserCtx) {
  // The spec's sign-out is a GET: a link or image on another site must not sign anyone out.
  if (ctx.req.headers['sec-fetch-site'] === 'cross-site') throw new AppError('FORBIDDEN', SERVICE_TEXT.crossSiteSignOut);
  if (ctx.sessionToken) {
    await ctx.auth.invalidateSession(ctx.sessionToken);
    await ctx.bus.publish(scopes.user(ctx.user.id), 'session.revoked', {
      userId: ctx.user.id,
      sessionId: hashSessionToken(ctx.sessionToken),
    });
  }
  setCookie(ctx, ctx.auth.createBlankSessionCookie());
  return { success: true };
}

export async function savePersonalDetails(ctx: UserCtx, input: z.infer<typeof SavePersonalDetailsRequest>) {
  ctx.user.fullName = input.full_name;
  ctx.user.nickname = input.nickname;
  await ctx.em.flush();
  await accountChanged(ctx, ctx.user.id);
  return buildUserConfiguration(ctx.em, ctx.user);
}

/** A new password signs out every other session of the user. */
export async function changePassword(ctx: UserCtx, input: z.infer<typeof ChangePasswordRequest>) {
  if (!(await verifyPassword(ctx.user.passwordHash, input.old_password))) {
    throw new AppError('BAD_REQUEST', MSG.badSignInInformation, { field: 'old_password' });
  }
  ctx.user.passwordHash = await hashPassword(input.new_password);
  await ctx.em.flush();
  const current = ctx.sessionToken ? hashSessionToken(ctx.sessionToken) : undefined;
  for (const other of await ctx.auth.getUserSessions(ctx.user.id)) {
    if (other.id === current) continue;
    await runSql(ctx.em, deleteSession(other.id));
    await ctx.bus.publish(scopes.user(ctx.user.id), 'session.revoked', { userId: ctx.user.id, sessionId: other.id });
  }
  // Open connections of this session drop the user they remembered (with the old password hash).
  await accountChanged(ctx, ctx.user.id);
  return { success: true };
}

/** POST /api/user/mark-notification-read: the pending one-time notice ("New Look") is done with. */
export async function markNotificationRead(ctx: UserCtx) {
  ctx.user.notification = null;
  await ctx.em.flush();
  await accountChanged(ctx, ctx.user.id);
  return { success: true };
}
