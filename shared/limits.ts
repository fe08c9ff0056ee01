/** Durations (ms) and limits named by the product specification. */
export const DURATION = {
  signInErrorVisible: 3000,
  successToast: 1500,
  errorDisplay: 2500,
  copyConfirmation: 1000,
  sheetAutosave: 1500,
  collectionAutosave: 2000,
  saveByLabel: 300,
  notificationPoll: 5 * 60 * 1000,
  /** Collection editor: the Available Sheets title filter reaches the server 1.2 s after typing. */
  collectionTitleFilter: 1200,
  /** Not in the spec: a saved collection shows Saved after this long even if its acknowledgement event never arrives. */
  collectionSaveAckTimeout: 5000,
  /** Talent sheets: list title filter, editor name filter, message display times. */
  sheetTitleFilter: 500,
  sheetEditorNameFilter: 600,
  castingLimitMessage: 6000,
  /** Creator Calls: a hidden call is stored (for good) after 3 s, undo meanwhile. */
  hiddenCallMessage: 3000,
  duplicateNameMessage: 1500,
  /** Not in the spec: a saved sheet shows Saved after this long even if its acknowledgement event never arrives. */
  sheetSaveAckTimeout: 5000,
} as const;

export const LIMIT = {
  passwordMinLength: 6,
  /** Collections list: page sizes (default first); the name filter applies at 3+ characters. */
  collectionsPageSizes: [25, 50],
  collectionsListFilterMinLength: 3,
  /** Collection editor: Available Sheets come in groups of 80; the title filter applies beyond 2 characters. */
  collectionSheetGroup: 80,
  collectionSheetFilterMinLength: 3,
  /** Rows show the first 3 sheet titles; sheet cards up to 3 portraits. */
  collectionRowSheetTitles: 3,
  collectionCardPortraits: 3,
  /** Talent sheets (spec §9). Page sizes list the default first. */
  talentSheetTablePageSizes: [50, 100],
  availableRosterPageSizes: [40, 80],
  sheetListDefaultLimit: 80,
  /** Creators asked about at once for the sheets they are on (a page of search results). */
  sheetsContainingMax: 300,
  oldSheetListPage: 60,
  /** Title and name filters apply beyond 2 characters. */
  sheetFilterMinLength: 3,
  castingResponseMaxInfluencers: 40,
  sheetRowPortraits: 3,
  campaignNotesPreview: 100,
  sheetOptionText: 100,
  /** Save Sheet is repeated above the list when it holds more than this many talent. */
  repeatSaveButtonAbove: 3,
  oldListNamesShown: 6,
  oldListShowMoreOver: 9,
} as const;

/** Sessions last 30 days and slide forward while used. */
export const SESSION_DAYS = 30;

/** Sign-in throttling: failures allowed inside the window before a 429. */
export const SIGNIN_THROTTLE = {
  perAccount: 5,
  perAddress: 20,
  windowSeconds: 15 * 60,
} as const;
