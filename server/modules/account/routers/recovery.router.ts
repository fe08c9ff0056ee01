import {
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  ResetCodeRequest,
  ResetCodeResponse,
  ResetPasswordRequest,
} from '../../../../shared/schemas/account-recovery.js';
import { SuccessResponse } from '../../../../shared/schemas/common.js';
import { publicProcedure, router } from '../../../trpc/init.js';
import * as recovery from '../password-reset.service.js';

const tags = ['account'];
const open = { tags, protect: false } as const;

/** Signed-out account calls: password reset by e-mail. */
export const recoveryRouter = router({
  forgotPassword: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/user/account/forgot-password',
        ...open,
        summary: 'E-mail a password reset link (same answer for unknown e-mails)',
      },
    })
    .input(ForgotPasswordRequest)
    .output(ForgotPasswordResponse)
    .mutation(({ ctx, input }) => recovery.forgotPassword(ctx, input)),

  resetPassword: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/api/user/account/reset-password', ...open, summary: 'Set a new password with a reset code; ends every session' },
    })
    .input(ResetPasswordRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => recovery.resetPassword(ctx, input)),

  /** The reset page asks when it opens (tRPC only): a used or expired link says so before anyone types a password. */
  resetCodeStatus: publicProcedure
    .input(ResetCodeRequest)
    .output(ResetCodeResponse)
    .query(({ ctx, input }) => recovery.resetCodeStatus(ctx, input.code)),
});
