/** Names of screens, sections, fields and buttons; messages are in messages.ts. */
export const LABEL = {
  productName: 'Pitchroom',
  productTagline: 'Rosters, talent sheets and collections for talent agencies.',
  productPitch: 'Keep your roster, pitch creators to brands on shareable sheets, and see who looked at what.',

  signInTitle: 'Sign in',
  signInSubtitle: 'Welcome back. Sign in with your work email.',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  signInAgain: 'Sign in again',

  settings: 'Settings',
  signOut: 'Sign out',
  accountMenu: 'Account menu',
  close: 'Close',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  firstPage: 'First page',
  lastPage: 'Last page',
  pageNumber: (page: number) => `Page ${page}`,
  signedInAs: 'Signed in as',

  personalDetails: 'Personal Details',
  personalDetailsHint: 'How your name appears to your team and on the sheets you share.',
  fullName: 'Full name',
  nickname: 'Nickname',
  saveDetails: 'Save details',

  changePassword: 'Change Password',
  changePasswordHint: 'Changing your password signs you out on your other devices.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',

  tryAgain: 'Try again',
} as const;
