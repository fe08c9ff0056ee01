import { z } from 'zod';
import { ACCOUNT_TEXT } from '../account-texts.js';
import { LIMIT } from '../limits.js';
import { MSG } from '../messages.js';
import { emailField, textField } from './text.js';

/** A code from an e-mailed link: URL-safe base64 of 32 random bytes (anything else is refused as unusable). */
export const linkCode = z.string().min(1).max(200);
export const newPassword = z.string().min(LIMIT.passwordMinLength, MSG.passwordTooShort).max(1000);

export const ForgotPasswordRequest = z.object({ email: emailField(MSG.emailRequired) });
export const ForgotPasswordResponse = z.object({ success: z.literal(true), message: z.literal(ACCOUNT_TEXT.resetLinkSent) });

export const ResetPasswordRequest = z.object({ code: linkCode, new_password: newPassword });
/** Whether a reset link can still set a password (asked when it is opened, so a spent one says so at once). */
export const ResetCodeRequest = z.object({ code: linkCode });
export const ResetCodeResponse = z.object({ usable: z.boolean() });

export const RegistrationRequest = z.object({ code: linkCode });
/** `has_account`: the address already has an account (it joins with its own password; no name is asked). */
export const RegistrationResponse = z.object({ email: z.string(), team_name: z.string(), has_account: z.boolean() });

export const ConfirmAccountRequest = z.object({
  code: linkCode,
  password: newPassword,
  email: emailField(MSG.emailRequired),
  /** A new account's name (the page asks for it; without it the account starts unnamed). */
  full_name: textField().optional(),
});

/** The set-password forms (reset and account confirmation): the two must match, at least 6 characters. */
export const SetPasswordFormSchema = z
  .object({ password: z.string().min(LIMIT.passwordMinLength, MSG.passwordTooShort), confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, { message: MSG.passwordsDoNotMatch, path: ['confirm_password'] });
export type SetPasswordFormValues = z.infer<typeof SetPasswordFormSchema>;
