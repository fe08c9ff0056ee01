/** Live co-editing of talent sheets (not worded by the spec): conflict notices and their timing. */
export const COEDIT = {
  /** A save based on an older version of the sheet than the saved one (REST: 409 CONFLICT). */
  staleBase: 'This sheet was changed by someone else meanwhile. Load it again and re-apply your changes.',
  /** Any other write that lost a race with a save of the same sheet or collection (409 CONFLICT). */
  changedMeanwhile: 'This was changed by someone else meanwhile. Load it again and re-apply your changes.',
  someone: 'Someone',
  noteKept: (name: string, creator: string) => `${name} changed the note on ${creator} at the same time; their version was kept`,
  titleKept: (name: string) => `${name} changed the title at the same time; their version was kept`,
  removalKept: (name: string, creator: string) => `${name} removed ${creator} from the sheet at the same time; their change was kept`,
  /** A notice about a lost edit stays long enough to read. */
  noticeDuration: 8000,
  /**
   * Writes tried in a row when other editors keep saving first (each try, one of the racing saves
   * wins, so this bounds how many may race one sheet at once), with a short random pause between.
   */
  maxRebaseAttempts: 20,
  rebasePauseMs: 5,
} as const;
