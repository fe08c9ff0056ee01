import { Text } from '@mantine/core';
import { SHEET_LABEL as L } from '../../../shared/sheet-labels';
import { ConfirmDeleteButton } from '../../components/confirm-delete-button';
import { showError } from '../../lib/toasts';
import { trpc } from '../../lib/trpc';

export function DeleteSheetButton({ id, title }: { id: string; title: string }) {
  const utils = trpc.useUtils();
  const remove = trpc.sheets.delete.useMutation({
    onSuccess: () => Promise.all([utils.sheets.list.invalidate(), utils.sheets.basic.invalidate()]),
    onError: (error) => showError(error.message),
  });
  return (
    <ConfirmDeleteButton
      name={title}
      labels={{ delete: L.delete, cancel: L.cancel, confirmTitle: L.deleteConfirmTitle }}
      pending={remove.isPending}
      onConfirm={() => remove.mutateAsync({ sheet_id: id }).then(() => true, () => false)}
      body={<Text size="sm">{L.deleteConfirmBody(title)}</Text>}
    />
  );
}
