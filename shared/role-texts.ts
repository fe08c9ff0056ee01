/** Why the server refuses a call to a role (spec §6); the screens themselves send these users elsewhere. */
export const ROLE_TEXT = {
  searchOnly: 'Your account can search the directory, but not work on talent sheets or collections.',
  noTalentSheets: 'Talent sheets and collections are turned off for your organization.',
  teamAdminOnly: 'Only the organization’s admins can manage it.',
  siteAdminOnly: 'Only site admins can do this.',
  staffOnly: 'Only staff can do this.',
} as const;

/** Answers to a call made with an API key (Authorization: Bearer). */
export const API_KEY_TEXT = {
  refused: 'This API key is not valid. Check that it was copied whole.',
  revoked: 'This API key has been revoked. Ask an admin of your organization for a new one.',
  notWithKey: 'This call is not available with an API key.',
  overBudget: (limit: number, seconds: number) => `This API key has used its ${limit} calls for this minute. Try again in ${seconds} s.`,
} as const;

/** Staff acting as another user (spec §7.1 fake-id, §6). */
export const ACT_AS_TEXT = {
  banner: (name: string, staff: string) => `You are acting as ${name}. Everything you do is recorded as done by ${staff}.`,
  end: 'Stop acting as this user',
  notStaffTarget: 'Staff cannot act as another staff user or a site admin.',
  notSelf: 'You cannot act as yourself.',
  notActing: 'You are not acting as another user.',
  userNotFound: 'User not found',
  noApiKey: 'Acting as another user needs a signed-in staff session.',
} as const;

/** Account states (spec §2.2, §6): what the server answers an account that is not active. */
export const ACCOUNT_STATE_TEXT = {
  disabled: 'This account is disabled',
  inactive: 'This account is not active. Please contact us to reactivate it.',
} as const;
