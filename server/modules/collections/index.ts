/** The collections module's public face for other modules. */
export { collectionsRouter } from './collections.router.js';
export { findOwnCollection } from './collections.service.js';
export { collectionHeading, liveSheetsOf, type CollectionHeading } from './collection-reads.js';
