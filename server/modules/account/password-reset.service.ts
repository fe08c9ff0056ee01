import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { ACCOUNT_LIMIT, ACCOUNT_TEXT } from '../../../shared/account-texts.js';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '../../../shared/schemas/account-recovery.js';
import { hashPassword } from '../../auth/password.js';
import type { Orm } from '../../db/orm.js';
import { runSql } from '../../db/sql.js';
import { spendResetCode } from './account.sql.js';
import { AppError } from '../../errors.js';
import { clientAddress } from '../../http/client-address.js';
import { consumeRateLimit, rateKey } from '../../http/rate-limit.js';
import type { Jobs } from '../../jobs/jobs.js';
import { mailLinkOrigin } from '../../mail/link-origin.js';
import type { Mail } from '../../mail/mail.js';
import type { Context } from '../../trpc/init.js';
import { PasswordReset } from './account-code.entity.js';
import { endSessions } from './end-sessions.js';
import { hashLinkCode, newLinkCode } from './link-codes.js';
import { User } from './user.entity.js';

type Ctx = Context & { em: EntityManager };

/** The job that looks the address up and, for an account that may sign in, mails the reset link. */
export const PASSWORD_RESET_MAIL_JOB = 'password-reset-mail';

interface PasswordResetMailJob {
  /** Trimmed and lower-cased, as accounts are stored. */
  email: string;
  /** The origin of the link, taken from the request (see mailLinkOrigin). */
  origin: string;
}

/**
 * POST /api/user/account/forgot-password. The same answer, in the same time, whether or not the
 * address has an account: requests are limited per address and per client before anything is
 * looked up (so the limit does not tell either), and then one job is queued for every request;
 * only the job looks the address up (sendPasswordResetMail).
 */
export async function forgotPassword(ctx: Ctx, input: z.infer<typeof ForgotPasswordRequest>) {
  const email = input.email.trim().toLowerCase();
  await consumeRateLimit(
    ctx.em,
    [
      { key: rateKey('reset-email', email), limit: ACCOUNT_LIMIT.resetRequestsPerEmail },
      { key: rateKey('reset-address', clientAddress(ctx.req)), limit: ACCOUNT_LIMIT.resetRequestsPerAddress },
    ],
    ACCOUNT_LIMIT.resetRequestWindowSeconds,
    () => ACCOUNT_TEXT.tooManyResetRequests,
  );
  await ctx.jobs.send<PasswordResetMailJob>(PASSWORD_RESET_MAIL_JOB, { email, origin: mailLinkOrigin(ctx.config, ctx.req) });
  return { success: true as const, message: ACCOUNT_TEXT.resetLinkSent };
}

/**
 * The background half of forgot-password: for an account that exists and is not disabled, a new
 * reset code (only its SHA-256 stored) and the e-mail with its link; nothing for any other address.
 * A retry after the mail could not be queued makes a fresh code (the unsent one is never usable).
 */
export async function sendPasswordResetMail(em: EntityManager, mail: Pick<Mail, 'send'>, { email, origin }: PasswordResetMailJob) {
  const user = await em.findOne(User, { email });
  if (!user || user.accountState === 'disabled') return;
  const { code, codeHash } = newLinkCode();
  em.create(PasswordReset, { user, codeHash, expiresAt: new Date(Date.now() + ACCOUNT_LIMIT.resetCodeMinutes * 60_000), createdAt: new Date() });
  await em.flush();
  await mail.send(user.email, 'passwordReset', { url: `${origin}/reset-password/${code}` });
}

/** Registers the forgot-password mail job (pg-boss, retried with backoff). */
export function definePasswordResetMail(jobs: Jobs, orm: Orm, mail: Pick<Mail, 'send'>) {
  jobs.define<PasswordResetMailJob>(PASSWORD_RESET_MAIL_JOB, (job) => sendPasswordResetMail(orm.em.fork() as EntityManager, mail, job), {
    retryLimit: 5,
    retryDelaySeconds: 5,
  });
}

/** Whether a reset code can still set a password: known, not used, not expired. Spends nothing. */
export async function resetCodeStatus(ctx: Ctx, code: string) {
  const usable = await ctx.em.count(PasswordReset, { codeHash: hashLinkCode(code), usedAt: null, expiresAt: { $gt: new Date() } });
  return { usable: usable > 0 };
}

/**
 * POST /api/user/account/reset-password: the code is spent in the same statement that checks it
 * (so two uses cannot both pass), the password changes, every other reset code of the account is
 * spent too, and every session of the account ends.
 */
export async function resetPassword(ctx: Ctx, input: z.infer<typeof ResetPasswordRequest>) {
  const passwordHash = await hashPassword(input.new_password);
  const userId = await ctx.em.transactional(async (em) => {
    const [spent] = await runSql<{ user_id: number }>(em, spendResetCode(hashLinkCode(input.code)));
    if (!spent) throw new AppError('BAD_REQUEST', ACCOUNT_TEXT.resetCodeUnusable, { field: 'code' });
    await em.nativeUpdate(PasswordReset, { user: spent.user_id, usedAt: null }, { usedAt: new Date() });
    await em.nativeUpdate(User, { id: spent.user_id }, { passwordHash });
    return spent.user_id;
  });
  await endSessions(ctx.em, ctx.bus, userId);
  return { success: true };
}
