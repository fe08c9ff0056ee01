import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { ACCOUNT_LIMIT, ACCOUNT_TEXT } from '../../../shared/account-texts.js';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '../../../shared/schemas/account-recovery.js';
import { hashPassword } from '../../auth/password.js';
import { AppError } from '../../errors.js';
import { clientAddress } from '../../http/client-address.js';
import { consumeRateLimit, rateKey } from '../../http/rate-limit.js';
import { mailLinkOrigin } from '../../mail/link-origin.js';
import type { Context } from '../../trpc/init.js';
import { PasswordReset } from './account-code.entity.js';
import { endSessions } from './end-sessions.js';
import { hashLinkCode, newLinkCode } from './link-codes.js';
import { User } from './user.entity.js';

type Ctx = Context & { em: EntityManager };

/**
 * POST /api/user/account/forgot-password. The same answer whether or not the address has an
 * account; requests are limited per address and per client before anything is looked up, so
 * the limit does not tell either.
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
  const user = await ctx.em.findOne(User, { email });
  if (user && user.accountState !== 'disabled') {
    const { code, codeHash } = newLinkCode();
    ctx.em.create(PasswordReset, { user, codeHash, expiresAt: new Date(Date.now() + ACCOUNT_LIMIT.resetCodeMinutes * 60_000), createdAt: new Date() });
    await ctx.em.flush();
    const url = `${mailLinkOrigin(ctx.config, ctx.req)}/reset-password/${code}`;
    await ctx.mail.send(user.email, 'passwordReset', { url });
  }
  return { success: true as const, message: ACCOUNT_TEXT.resetLinkSent };
}

/**
 * POST /api/user/account/reset-password: the code is spent in the same statement that checks it
 * (so two uses cannot both pass), the password changes, every other reset code of the account is
 * spent too, and every session of the account ends.
 */
export async function resetPassword(ctx: Ctx, input: z.infer<typeof ResetPasswordRequest>) {
  const passwordHash = await hashPassword(input.new_password);
  const userId = await ctx.em.transactional(async (em) => {
    const [spent]: { user_id: number }[] = await em
      .getConnection()
      .execute(
        'update password_reset set used_at = now() where code_hash = ? and used_at is null and expires_at > now() returning user_id',
        [hashLinkCode(input.code)],
        'all',
        em.getTransactionContext(),
      );
    if (!spent) throw new AppError('BAD_REQUEST', ACCOUNT_TEXT.resetCodeUnusable, { field: 'code' });
    await em.nativeUpdate(PasswordReset, { user: spent.user_id, usedAt: null }, { usedAt: new Date() });
    await em.nativeUpdate(User, { id: spent.user_id }, { passwordHash });
    return spent.user_id;
  });
  await endSessions(ctx.em, ctx.bus, userId);
  return { success: true };
}
