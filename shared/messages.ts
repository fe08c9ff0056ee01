/** User-facing texts, worded exactly as the product specification has them. */
export const MSG = {
  signInFailed: 'Sign-in not successful',
  signedOut: 'You have signed out.',
  notFoundTitle: 'Not Found!',
  notFoundBody: 'Something is wrong. The page you are looking for was not found. Sorry.',
  goHome: 'Go to the home page',
  statusFailure:
    'A server error occurred while trying to communicate with the server. If it persists, please contact support.',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordMismatch: 'New password and confirmation do not match',
  passwordTooShort: 'Choose a longer password',
  badSignInInformation: 'Bad sign-in information',
  emailRequired: 'Email is required',
  nameRequired: 'Name is required',
  emailExists: 'This email is already registered. Please sign in.',
  loading: 'Loading...',
  saved: 'Saved!',
  noTalentSheetFound: 'Something went wrong! No talent sheet was found.',
  collectionSaveCheck:
    'Please check to be sure the collection has a title, and all individual sheets you included have a public title',
  collectionSaved: 'Collection Saved',
  linkCopied: 'Link copied to clipboard!',
  publicTitleSaved: 'Public Title Saved',
  // Talent sheets (spec §2.4, §2.5, §5, §8):
  sheetTitleRequired: 'You must provide a title for the sheet',
  castingResponseLimit: 'Because this is a response to a Creator Call, you can only select up to 40 influencers.',
  sheetNameRequired: 'You must provide a Sheet Name',
  talentSheetSaved: 'Talent Sheet Saved',
  /** A sheet that is missing, deleted or another team's (404, the same for all three). */
  sheetNotFound: 'Talent sheet not found',
  publicTitleRemoved: 'Public Title Removed',
  campaignLoadFailed: 'Unable to load campaign data!',
  sheetEmpty: 'Add influencers from list below to get started',
  // Not worded by the spec (its texts for these are "not shown"):
  accountDisabledTitle: 'This account is disabled',
  accountDisabledBody: 'You cannot use Pitchroom with this account. Please contact us if you think this is a mistake.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordRequired: 'Current password is required',
} as const;
