import { PLATFORM_NAME } from './figure-format.js';

/** Texts of Add Talent, talent requests, portraits, uploads and talent logins (spec §2.7, §5, §8 "Talent"). */
export const ADD_TALENT_MSG = {
  noCredits: 'Sorry, we have to limit the number of accounts you can add automatically. Please contact us about adding more.',
  addFailed: 'Something unexpected went wrong, sorry. Please contact us about adding this talent.',
  existing: (existing: string) => `Your team already has that account: ${existing}`,
  checkFailed: 'Something went wrong trying to process that, please review the information and try again, or contact us if the problem persists.',
  nameRequired: 'You must specify a name for the talent',
  socialRequired: 'You must include at least one social platform',
  duplicateAccount: 'You already added that account',
  samePlatformTwice: 'You cannot include the same platform more than once',
  handleOrUrlRequired: 'You must include a handle or URL for each platform',
  requestFailed: 'Something went wrong, sorry. Please contact us about adding an talent, or about removing talent.',
  noChangeData: 'It looks like you are not sending any data with this form. Please fill out at least one field',
  confirmFraming: 'Please confirm the portrait framing before submitting',
  uploadFailed: 'Something went wrong with the upload.',
  noLogins: 'No logins have been created yet. Please contact us about getting your talent set up with the login links',
  portraitChanged: 'Portrait Changed',
  portraitVisible: 'The new portrait you uploaded is now visible.',
  // Not worded by the spec:
  notAnImage: 'That file is not an image we can read (JPEG, PNG, WebP, GIF or HEIC).',
  fileTooLarge: (mb: number) => `That file is too large: the limit is ${mb} MB.`,
  tooManyPixels: (megapixels: number) => `That image has too many pixels: the limit is ${megapixels} megapixels.`,
  uploadLinkInvalid: 'This upload link is invalid or has expired.',
  uploadMissing: 'The upload was not found; please upload the file again.',
  unknownPlatformHandle: 'Enter a handle or a profile link for that platform.',
  loginLinkInvalid: 'This login link is not valid. Please ask your agency for a new one.',
  loginLinkExpired: 'This login link has expired. Please ask your agency for a new one.',
  loginLinkUsed: 'This platform is already connected with this link. Please ask your agency for a new link if you need to connect again.',
  talentAddedNotice: (name: string) => `${name} was added to your roster`,
  /** One toast for talent added in a row (an import), counting them, instead of one toast each. */
  talentAddedNotices: (count: number) => `${count} talent were added to your roster`,
  /** The data source does not know an account of the add: nothing is added and the credit comes back. */
  talentNotFoundNotice: (name: string, accounts: string) => `${name} was not found: our data source does not know ${accounts}. Your credit was returned.`,
  requestNotFound: 'Request not found',
  staffOnly: 'Only staff can review requests',
} as const;

export const ADD_TALENT_LABEL = {
  title: 'Add Talent',
  talentName: 'Talent Name',
  platform: 'Platform',
  handleOrLink: 'Handle or Link',
  addSocial: 'Add Social',
  primary: 'Primary',
  handle: 'Handle',
  remove: 'Remove',
  emptySocials: 'Add at least one social media account',
  primaryNote: 'The primary account supplies the avatar and default statistics.',
  nameHelp: 'The name should appear as it does on the profile.',
  handleHelp: 'For YouTube give the @username; otherwise a profile URL or username.',
  submitForReview: 'Submit for Review',
  submitted: 'Add Talent Request Submitted',
  submittedBody: 'The account should appear on your roster within an hour. If it has not appeared after two hours, please contact us.',
  addedBody: 'Their profile and statistics are ready on your roster.',
  notFound: 'Talent Not Found',
  notFoundBody: (accounts: string) =>
    `Our data source does not know ${accounts}, so nothing was added to your roster and your credit was returned. Check the handle and try again.`,
  viewProfile: 'View Profile',
  addAnother: 'Add Another',
  maxRoster: 'Maximum Roster Reached',
  maxRosterBody: 'Your team has no credits left for adding talent. Please contact us about adding more.',
  credits: (n: number) => `${n} credit${n === 1 ? '' : 's'} left`,
  // Request to Add Talent
  requestTitle: 'Request to Add Talent',
  displayName: 'Display Name',
  note: 'Note',
  submitRequest: 'Submit Request',
  requestSubmitted: 'Request Submitted',
  requestSubmittedBody: 'We will add this talent within 24 hours.',
  makeAnother: 'Make Another Request',
  // Request Profile Change
  changeTitle: 'Request Profile Change',
  changeHelp: 'Changes can take up to 24 hours to appear.',
  portrait: 'Portrait',
  confirmFraming: 'Confirm Framing',
  framingConfirmed: 'Framing confirmed',
  submitChange: 'Submit Change Request',
  changeSubmitted: 'Change Request Submitted',
  removeFromRoster: 'Remove from Roster',
  removeConfirm: 'Ask us to remove this talent from your roster?',
  removed: 'Removed',
  removedBody: 'We received your request to remove this talent from your roster.',
  backToProfile: 'Back to Profile',
  // Change Portrait
  changePortrait: 'Change Portrait',
  changePortraitOf: (name: string) => `Change ${name}'s portrait`,
  currentPortrait: 'Current portrait',
  dropImage: 'Drag an image here or click to choose one',
  dropHint: (mb: number) => `JPEG, PNG, WebP, GIF or HEIC, up to ${mb} MB`,
  zoom: 'Zoom',
  confirmPortraitChange: 'Confirm Portrait Change',
  // Staff requests
  staffRequests: 'Talent Requests',
  approve: 'Approve',
  reject: 'Reject',
  noRequests: 'No pending requests',
  // Talent logins
  loginsTitle: 'Talent Data Authorization',
  createLink: 'Create Login Link',
  copyLink: 'Copy Link',
  draftMessage: 'Draft Message',
  shorten: 'Shorten',
  connectTitle: 'Connect your accounts',
  connect: (platform: string) => `Connect ${platform}`,
  connected: 'Connected',
} as const;

/** Limits of uploads, portraits, credits and links (spec §9; the numbers the spec leaves open are ours). */
export const UPLOAD_LIMIT = {
  /** Largest file accepted by an upload URL. */
  maxBytes: 15 * 1024 * 1024,
  maxMegabytes: 15,
  /** Largest decoded image: refuses decompression bombs (a 12 MP photo and a 4000x4000 PNG pass). */
  maxPixels: 40_000_000,
  /** How long a signed upload URL works. */
  urlTtlSeconds: 15 * 60,
  /** Portrait: square JPEG, neither side above 600 px. */
  portraitSize: 600,
  portraitQuality: 85,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/avif'],
} as const;

/** Spec §5: "You already added that account" is cleared after 2 s. */
export const ADD_TALENT_DURATION = { duplicateMessageMs: 2000 } as const;

export const TALENT_LOGIN_LIMIT = {
  /** A login link works for 14 days. */
  linkTtlDays: 14,
} as const;

/** Draft messages for sending a login link (spec §2.7 "draft message templates with shorten option"). */
export const LOGIN_MESSAGE = {
  full: (name: string, platform: string, url: string) =>
    `Hi ${name}! To keep your ${platform} statistics accurate for brands, please connect your ${platform} account with this secure link (it only shares your public statistics): ${url}`,
  short: (name: string, platform: string, url: string) => `Hi ${name}, please connect your ${platform}: ${url}`,
} as const;

/** Accounts as a user names them: "@name on Instagram, @other on TikTok". */
export const accountNames = (socials: readonly { platform: string; handle?: string | null }[]) =>
  socials.map((s) => `@${s.handle ?? ''} on ${PLATFORM_NAME[s.platform] ?? s.platform}`).join(', ');
