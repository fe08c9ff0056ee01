import { Text } from '@mantine/core';
import { COLLECTION_LABEL as L } from '../../../shared/collection-labels';
import { ConfirmDeleteButton } from '../../components/confirm-delete-button';
import { showError } from '../../lib/toasts';
import { trpc } from '../../lib/trpc';

export function DeleteCollectionButton({ id, title }: { id: string; title: string }) {
  const utils = trpc.useUtils();
  const remove = trpc.collections.delete.useMutation({
    onSuccess: () => utils.collections.list.invalidate(),
    onError: (error) => showError(error.message),
  });
  return (
    <ConfirmDeleteButton
      name={title}
      labels={{ delete: L.delete, cancel: L.cancel, confirmTitle: L.deleteConfirmTitle }}
      pending={remove.isPending}
      onConfirm={() => remove.mutateAsync({ collection_id: id })}
      body={
        <>
          <Text size="sm" fw={600}>
            {title}
          </Text>
          <Text size="sm" mt="xs">
            {L.deleteConfirmBody}
          </Text>
        </>
      }
    />
  );
}
