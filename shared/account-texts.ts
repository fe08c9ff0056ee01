/** Accounts and organisations (spec §2.1, §2.7, §5, §8 "Session and account", "Messaging, contact"). */
export const ACCOUNT_TEXT = {
  resetLinkSent: 'Password reset link has been sent to the email.',
  forgotPasswordFailed: 'Something went wrong. Please contact us about recovering your account.',
  resetPasswordFailed: 'Error trying to set a password. Please contact us.',
  registrationCodeInvalid: 'Something went wrong while trying to find your account. Your registration code may be invalid. Please contact us.',
  contactMessageRequired: 'You must include a message',
  contactSendFailed: 'Something went wrong while trying to send your message, sorry. Please try again later.',
  messageSent: 'Message Sent',
  messageSentBody: 'We have received your message and will be in touch shortly. Thank you!',
  // Not worded by the spec:
  resetCodeUnusable: 'This reset link is invalid, has expired or was already used. Ask for a new one.',
  tooManyResetRequests: 'Too many reset requests. Try again later.',
  passwordSet: 'Your new password is set. Sign in with it.',
  accountConfirmed: 'Your account is ready.',
} as const;

export const ACCOUNT_LIMIT = {
  /** A reset link works once, for one hour. */
  resetCodeMinutes: 60,
  /** Reset requests per e-mail address and per client address within the window. */
  resetRequestsPerEmail: 3,
  resetRequestsPerAddress: 20,
  resetRequestWindowSeconds: 60 * 60,
  /** Not in the spec: an invitation stays valid this long. */
  invitationDays: 7,
} as const;
