/** The sheets module's public face for other modules. */
export { SavedSheetMemory } from './saved-sheet-memory.js';
export { saveSheet } from './sheet-save.service.js';
export { findOwnSheet, ownSheetTitle } from './sheet-access.js';
