import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { COLLECTION_LABEL as L } from '../../../shared/collection-labels';
import { showError } from '../../lib/toasts';
import { trpc } from '../../lib/trpc';

/** Spec §2.6: the title as typed, saved with an empty sheet list, then the editor of the new collection. */
export function CreateCollectionModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const save = trpc.collections.save.useMutation({
    onSuccess: async ({ collection_id }) => {
      await utils.collections.list.invalidate();
      onClose();
      void navigate({ to: '/collection/$collectionId', params: { collectionId: collection_id } });
    },
    onError: (error) => showError(error.message),
  });

  return (
    <Modal opened={opened} onClose={onClose} title={L.newCollectionTitle} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ title, salesheet_ids: [] });
        }}
      >
        <TextInput label={L.collectionTitle} value={title} onChange={(e) => setTitle(e.currentTarget.value)} data-autofocus />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {L.cancel}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!title.trim()}>
            {L.create}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
