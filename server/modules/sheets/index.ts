/** The sheets module's public face for other modules. */
export { sheetsRouters } from './sheets.router.js';
export { SavedSheetMemory } from './saved-sheet-memory.js';
export { saveSheet } from './sheet-save.service.js';
export type { CallResponses } from './call-responses.js';
export { findOwnSheet, ownSheetsAmong, ownSheetsPage, ownSheetTitle, sheetReference } from './sheet-access.js';
export { bumpSheetVersion, countCreators, holdsCreator, readEntries, readEntriesOfSheets } from './sheet-rows.js';
export { entriesOfSheets } from './sheets.sql.js';
import type { CallResponses } from './call-responses.js';
import type { SavedSheetMemory } from './saved-sheet-memory.js';

declare module '../../trpc/domain.js' {
  interface DomainServices {
    /** The sheets last saved, per instance (never module-level, so two app instances share nothing). */
    savedSheets: SavedSheetMemory;
    /** The Creator Calls that response sheets answer, given by the creator-calls module. */
    callResponses: CallResponses;
  }
}
