import { createFileRoute, redirect } from '@tanstack/react-router';
import { NEW_COLLECTION_ID } from '../../../features/collections/collection-links';

/** Spec §2.2 lists /collection: it opens a new collection. */
export const Route = createFileRoute('/_signed-in/collection/')({
  beforeLoad: () => {
    throw redirect({ to: '/collection/$collectionId', params: { collectionId: NEW_COLLECTION_ID }, replace: true });
  },
});
