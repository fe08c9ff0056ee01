import { ActionIcon, Button, Group, Modal, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Props {
  /** What is being deleted, for the button's accessible name. */
  name: string;
  labels: { delete: string; cancel: string; confirmTitle: string };
  body: ReactNode;
  pending: boolean;
  /** Deletes: the dialog closes once it resolves, and stays open when it fails (the caller shows why). */
  onConfirm: () => Promise<unknown>;
}

/** Spec §4: deleting asks for confirmation, calls, and the row leaves the list on success. */
export function ConfirmDeleteButton({ name, labels, body, pending, onConfirm }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Tooltip label={labels.delete} withArrow>
        <ActionIcon variant="subtle" color="red" aria-label={`${labels.delete} ${name}`} onClick={open}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={close} title={labels.confirmTitle} centered>
        {body}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {labels.cancel}
          </Button>
          <Button color="red" loading={pending} onClick={() => onConfirm().then(close, () => {})}>
            {labels.delete}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
