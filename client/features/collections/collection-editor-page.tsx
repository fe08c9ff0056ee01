import { Alert, Skeleton, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { trpc } from '../../lib/trpc';
import { NEW_COLLECTION_ID } from './collection-links';
import { CollectionEditor } from './collection-editor';

const route = getRouteApi('/_signed-in/collection/$collectionId');

/** /collection/{id} and /collection/new-collection: loads the collection, then the editor. */
export function CollectionEditorPage() {
  const { collectionId } = route.useParams();
  const isNew = collectionId === NEW_COLLECTION_ID;
  const detail = trpc.collections.get.useQuery({ id: collectionId }, { enabled: !isNew });

  if (isNew) return <CollectionEditor key={NEW_COLLECTION_ID} collectionId={null} loaded={undefined} />;
  if (detail.error?.data?.code === 'NOT_FOUND') return <NotFoundPage />;
  if (detail.error) return <Alert color="red">{detail.error.message}</Alert>;
  if (!detail.data) {
    return (
      <Stack gap="md" aria-busy>
        <Skeleton height={40} width="50%" />
        <Skeleton height={80} />
        <Skeleton height={240} />
      </Stack>
    );
  }
  return <CollectionEditor key={collectionId} collectionId={collectionId} loaded={detail.data} />;
}
