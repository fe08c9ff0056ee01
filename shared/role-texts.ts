/** Why the server refuses a call to a role (spec §6); the screens themselves send these users elsewhere. */
export const ROLE_TEXT = {
  searchOnly: 'Your account can search the directory, but not work on talent sheets or collections.',
  noTalentSheets: 'Talent sheets and collections are turned off for your organization.',
} as const;
