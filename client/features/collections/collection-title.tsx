import { TextInput } from '@mantine/core';
import { COLLECTION_LABEL as L } from '../../../shared/collection-labels';
import { AlterCollectionTitleRequest } from '../../../shared/schemas/collections';
import { InlineTitle } from '../../components/inline-title';
import { showError } from '../../lib/toasts';
import { trpc } from '../../lib/trpc';

interface Props {
  collectionId: string | null;
  title: string;
  onTitle: (title: string) => void;
}

/**
 * Spec §4: a saved collection's title is saved by its own call (alter-title); a new collection's
 * title is typed here and goes with its first save.
 */
export function CollectionTitle({ collectionId, title, onTitle }: Props) {
  const alter = trpc.collections.alterTitle.useMutation({
    onSuccess: (answer) => onTitle(answer.title),
    onError: (error) => showError(error.message),
  });

  if (!collectionId) {
    return (
      <TextInput
        label={L.collectionTitle}
        placeholder={L.untitled}
        value={title}
        onChange={(e) => onTitle(e.currentTarget.value)}
        size="md"
        style={{ flex: '1 1 260px' }}
        maw={520}
      />
    );
  }
  return (
    <InlineTitle
      heading={title || L.untitled}
      title={title}
      labels={{ edit: L.editTitle, input: L.collectionTitle, save: L.saveTitle, cancel: L.cancel }}
      problem={(draft) => AlterCollectionTitleRequest.shape.title.safeParse(draft.trim()).error?.issues[0]?.message ?? null}
      pending={alter.isPending}
      onSave={(draft) => alter.mutateAsync({ collection_id: collectionId, title: draft })}
    />
  );
}
