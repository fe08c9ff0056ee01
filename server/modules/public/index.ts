/** The public module's public face for other modules. */
export { publishPublicChange } from './public-changes.js';
