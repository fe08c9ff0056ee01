/** The sheets module's public face for other modules. */
export { SavedSheetMemory } from './saved-sheet-memory.js';
