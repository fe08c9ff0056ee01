/** The collections module's public face for other modules. */
export { findOwnCollection } from './collections.service.js';
export { collectionsRouter } from './collections.router.js';
