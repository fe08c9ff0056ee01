/** PDF decks and the public comparison: limits and texts. */
export const DECK_LIMIT = {
  /** Images fetched at once while a deck is made. */
  imagesAtOnce: 8,
  imageTimeoutMs: 5_000,
  imageMaxBytes: 8 * 1024 * 1024,
  /** Post thumbnails on a creator's page. */
  postsPerCreator: 3,
  /** Characters of the custom description on a creator's page (the page never runs over). */
  descriptionMaxChars: 900,
  /** Countries in the audience chart. */
  countriesShown: 5,
  /** Brands' deck downloads: per address and per sheet, in a window of a minute. */
  publicPerAddress: 10,
  publicPerSheet: 30,
  publicWindowSeconds: 60,
} as const;

export const COMPARE_LIMIT = { min: 2, max: 4 } as const;

export const DECK_TEXT = {
  downloadDeck: 'Download deck',
  downloadPdf: 'Download PDF',
  preparing: (creators: number) => `Preparing the deck of ${creators} creator${creators === 1 ? '' : 's'}…`,
  received: (kilobytes: number) => `Downloading… ${kilobytes.toLocaleString('en-US')} KB`,
  failed: 'The deck could not be made. Please try again.',
  notAllowed: 'This sheet cannot be downloaded',
  creatorsCount: (count: number) => `${count} creator${count === 1 ? '' : 's'}`,
  platforms: 'Platforms',
  followers: 'Followers',
  engagement: 'Engagement',
  avgViews: 'Avg. views',
  audienceGender: 'Audience gender',
  audienceAge: 'Audience age',
  audienceCountries: 'Top countries',
  recentPosts: 'Selected posts',
  rates: 'Rates',
  specialNote: 'Special note',
  contactTitle: 'Get in touch',
  female: 'Female',
  male: 'Male',
} as const;

export const SHARE_TEXT = {
  shareSettings: 'Share settings',
  allowPdf: 'Brands can download a PDF deck',
  hideRates: 'Hide rates from brands',
  saved: 'Share settings saved',
} as const;

export const COMPARE_TEXT = {
  compare: 'Compare',
  pick: (count: number) => `Compare ${count} selected`,
  pickHint: `Tick ${COMPARE_LIMIT.min} to ${COMPARE_LIMIT.max} creators to compare them side by side`,
  tooMany: `You can compare up to ${COMPARE_LIMIT.max} creators at once`,
  selectToCompare: (name: string) => `Select ${name} to compare`,
  title: 'Side by side',
  best: 'Best',
  close: 'Close comparison',
  sendResponse: 'Send these as my response',
  rowFollowers: 'Followers',
  rowEngagement: 'Engagement rate',
  rowViews: 'Average views',
  rowFemale: 'Female audience',
  rowAge: 'Main age group',
  rowCountry: 'Top country',
  rowRates: 'Rates',
  rowNote: 'Note',
  loading: 'Loading the comparison…',
  done: 'Done',
} as const;
