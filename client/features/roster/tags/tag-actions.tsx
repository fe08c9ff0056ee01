import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ROSTER_LIMIT, TALENT_MSG } from '../../../../shared/talent-texts';
import { showError, showSuccess } from '../../../lib/toasts';
import { trpc } from '../../../lib/trpc';

/** Rename or delete a team tag on every creator (beyond the spec); each creator keeps its other tags. */
export function TagActions({ tag }: { tag: string }) {
  const utils = trpc.useUtils();
  const [renaming, rename] = useDisclosure(false);
  const [deleting, del] = useDisclosure(false);
  const [name, setName] = useState(tag);
  const done = () => {
    void utils.roster.teamTags.invalidate();
    void utils.roster.table.invalidate();
    showSuccess(TALENT_MSG.saved);
  };
  const renameTag = trpc.roster.renameTag.useMutation({ onSuccess: () => (rename.close(), done()), onError: () => showError(TALENT_MSG.somethingWentWrong) });
  const deleteTag = trpc.roster.deleteTag.useMutation({ onSuccess: () => (del.close(), done()), onError: () => showError(TALENT_MSG.somethingWentWrong) });
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`Rename ${tag}`} onClick={rename.open}>
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${tag}`} onClick={del.open}>
        <IconTrash size={16} />
      </ActionIcon>
      <Modal opened={renaming} onClose={rename.close} title={`Rename "${tag}"`}>
        <form onSubmit={(e) => (e.preventDefault(), name.trim() && renameTag.mutate({ tag, new_tag: name.trim() }))}>
          <Stack>
            <TextInput label="New name" value={name} maxLength={ROSTER_LIMIT.tagMaxLength} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
            <Button type="submit" loading={renameTag.isPending} disabled={!name.trim()}>
              Rename
            </Button>
          </Stack>
        </form>
      </Modal>
      <Modal opened={deleting} onClose={del.close} title={`Delete "${tag}"?`}>
        <Stack>
          <Text size="sm">The tag is taken off every creator; their other tags stay.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={del.close}>
              Cancel
            </Button>
            <Button color="red" loading={deleteTag.isPending} onClick={() => deleteTag.mutate({ tag })}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
