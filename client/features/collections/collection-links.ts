/** Public addresses of a collection (spec §2.1), absolute so they can be shared. */
export const publicCollectionUrl = (id: string) => `${window.location.origin}/public/collection/${id}`;
export const alternateViewUrl = (id: string) => `${window.location.origin}/public/collection/view-all/${id}`;

/** The editor's route id for a collection that is not saved yet. */
export const NEW_COLLECTION_ID = 'new-collection';
