/** The collections module's public face for other modules. */
export { findOwnCollection } from './collections.service.js';
