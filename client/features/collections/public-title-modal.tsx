import { Alert, Button, Group, Modal, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { COLLECTION_LABEL as L } from '../../../shared/collection-labels';
import { MSG } from '../../../shared/messages';
import { showError, showSuccess } from '../../lib/toasts';
import { trpc } from '../../lib/trpc';

interface Props {
  sheet: { id: string; title: string; description: string | null };
  onClose: () => void;
  onSaved: (description: string) => void;
}

/** A sheet's public title, edited from the collection: it changes the sheet everywhere (spec §2.6). */
export function PublicTitleModal({ sheet, onClose, onSaved }: Props) {
  const [value, setValue] = useState(sheet.description ?? '');
  const utils = trpc.useUtils();
  const save = trpc.sheets.publicTitle.useMutation({
    onSuccess: () => {
      showSuccess(MSG.publicTitleSaved);
      onSaved(value.trim());
      void utils.collections.availableSheets.invalidate();
      onClose();
    },
    onError: (error) => showError(error.message),
  });

  return (
    <Modal opened onClose={onClose} title={L.publicTitleHeading} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // Spec §5: an empty public title is not submitted.
          if (value.trim()) save.mutate({ sheet_id: sheet.id, public_title: value.trim() });
        }}
      >
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} mb="md">
          {L.publicTitleWarning}
        </Alert>
        <TextInput label={L.publicTitleField} description={sheet.title} value={value} onChange={(e) => setValue(e.currentTarget.value)} data-autofocus />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {L.cancel}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!value.trim()}>
            {L.savePublicTitle}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
