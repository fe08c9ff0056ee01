import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.js';
import { ChangePasswordFormSchema } from '../../shared/schemas/account.js';
import { SetPasswordFormSchema } from '../../shared/schemas/account-recovery.js';

/** The forms' own checks (spec §5): what the reset, confirmation and change-password forms say before sending. */
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('password forms (spec §5)', () => {
  it('reset and account confirmation: passwords that do not match are refused with the spec text', () => {
    const result = SetPasswordFormSchema.safeParse({ password: 'long-enough', confirm_password: 'long-enougH' });
    expect(result.success).toBe(false);
    expect(errorsOf(result)).toEqual({ confirm_password: 'Passwords do not match' });
  });

  it('reset and account confirmation: under 6 characters is refused with the spec text; exactly 6 passes', () => {
    expect(errorsOf(SetPasswordFormSchema.safeParse({ password: '12345', confirm_password: '12345' }))).toEqual({ password: MSG.passwordTooShort });
    expect(MSG.passwordTooShort).toBe('Choose a longer password');
    expect(SetPasswordFormSchema.safeParse({ password: '123456', confirm_password: '123456' }).success).toBe(true);
  });

  it('change password: a mismatch is refused with its own spec text', () => {
    const result = ChangePasswordFormSchema.safeParse({ old_password: 'current', new_password: 'new-secret', confirm_password: 'other-secret' });
    expect(errorsOf(result)).toEqual({ confirm_password: 'New password and confirmation do not match' });
  });
});
