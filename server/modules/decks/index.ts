/** The decks module's public face: PDF decks of sheets and collections. */
export { decksRouter } from './decks.router.js';
