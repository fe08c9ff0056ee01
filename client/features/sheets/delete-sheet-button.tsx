import { Text } from '@mantine/core';
import { SHEET_LABEL as L } from '../../../shared/sheet-labels';
import { canDeleteSheet } from '../../../shared/sheet-permissions';
import { ConfirmDeleteButton } from '../../components/confirm-delete-button';
import { showError } from '../../lib/toasts';
import { trpc } from '../../lib/trpc';
import { useSignedInUser } from '../account/use-signed-in-user';

/** Shown only to whom may delete the sheet: its creator or a team admin (shared/sheet-permissions.ts). */
export function DeleteSheetButton({ id, title, creatorUserId }: { id: string; title: string; creatorUserId: number | null }) {
  const user = useSignedInUser();
  const utils = trpc.useUtils();
  const remove = trpc.sheets.delete.useMutation({
    onSuccess: () => Promise.all([utils.sheets.list.invalidate(), utils.sheets.basic.invalidate()]),
    onError: (error) => showError(error.message),
  });
  if (!canDeleteSheet({ creatorUserId }, { userId: user.user_id, isTeamAdmin: user.is_team_admin })) return null;
  return (
    <ConfirmDeleteButton
      name={title}
      labels={{ delete: L.delete, cancel: L.cancel, confirmTitle: L.deleteConfirmTitle }}
      pending={remove.isPending}
      onConfirm={() => remove.mutateAsync({ sheet_id: id })}
      body={<Text size="sm">{L.deleteConfirmBody(title)}</Text>}
    />
  );
}
