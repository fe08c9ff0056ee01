/** Roster import from CSV (beyond the spec: the inverse of the roster's Export CSV). Limits and texts are ours. */
export const CSV_IMPORT_LIMIT = {
  /** Rows one import takes; the rest of a longer file is shown as over the limit and never sent. */
  maxRows: 500,
  /** Largest CSV file the screen reads (500 rows of name and links fit many times over). */
  maxFileBytes: 1024 * 1024,
  maxFileMegabytes: 1,
  /** A cell is cut to this many characters before it is sent (no name or link is longer). */
  maxCellLength: 500,
  /** Accounts sent per row: one more than a talent may have, so "too many" is reported, not cut. */
  maxSocialsSent: 13,
  /** Accounts one talent may have (as Add Talent: POST /api/add-influencer takes 12). */
  maxSocialsPerTalent: 12,
  /** The name column's size. */
  maxNameLength: 255,
  /** Rows over the limit shown one by one in the preview; the rest are counted. */
  overLimitRowsShown: 100,
  /** Rows one call adds: the screen imports in calls of this many and shows how far it has come. */
  rowsPerCall: 20,
} as const;

export const CSV_IMPORT_MSG = {
  overRowLimit: (max: number) => `Over the limit of ${max} rows per import: not imported`,
  tooManyRows: (max: number) => `An import takes at most ${max} rows`,
  nameTooLong: (max: number) => `The name is longer than ${max} characters`,
  nameInvalid: 'The name contains characters that are not allowed',
  badRowRange: 'first must not be after last',
  tooManySocials: (max: number) => `A talent can have at most ${max} accounts`,
  unsupportedPlatform: (platform: string) => `“${platform}” cannot be added: only Instagram, TikTok and YouTube`,
  badHandle: (platform: string, value: string) => `${platform}: “${value}” is not a handle or profile link`,
  duplicateInFile: (row: number) => `The same account is already on row ${row} of this file`,
  notAdded: 'Not added',
  fileTooLarge: (mb: number) => `That file is too large: the limit is ${mb} MB.`,
  notCsv: 'That file is not a CSV file.',
  noRows: 'The file has no rows to import.',
  noNameColumn: 'The file has no “name” column.',
  unreadable: 'The file could not be read as CSV.',
} as const;

export const CSV_IMPORT_LABEL = {
  importCsv: 'Import CSV',
  title: 'Import Talent from CSV',
  help: 'One talent per row: a “name” column, and an “instagram”, “tiktok” or “youtube” column with a handle or profile link (or the “socials” column of Export CSV).',
  dropFile: 'Drag a CSV file here or click to choose one',
  dropHint: (mb: number, rows: number) => `CSV, up to ${mb} MB and ${rows} rows`,
  checking: 'Checking the rows…',
  row: 'Row',
  name: 'Name',
  problems: 'Problems',
  ready: 'Ready',
  overLimitSkipped: (n: number, max: number) => `${n} rows after the first ${max} were not imported (over the limit per import).`,
  moreOverLimit: (n: number) => `…and ${n} more rows over the limit`,
  summaryOfPreview: (valid: number, total: number) => `${valid} of ${total} rows can be added`,
  creditsNote: (credits: number, valid: number) =>
    credits >= valid ? `Adding them spends ${valid} of your ${credits} credits.` : `Your team has ${credits} credits: only the first ${credits} can be added.`,
  confirm: (n: number) => `Add ${n} talent`,
  chooseAnother: 'Choose Another File',
  importing: 'Adding talent…',
  progress: (done: number, total: number) => `Adding talent: ${done} of ${total} rows done`,
  done: 'Import finished',
  summary: (added: number, skipped: number) => `Added ${added}, skipped ${skipped}`,
  added: 'Added',
  skipped: 'Skipped',
  skippedRows: 'Rows not added',
  doneBody: 'The added talent appear on your roster within seconds.',
  viewRoster: 'View Roster',
  importAnother: 'Import Another File',
} as const;
