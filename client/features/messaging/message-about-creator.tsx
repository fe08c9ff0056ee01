import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessage } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { MESSAGING_LABEL as L } from '../../../shared/messaging-texts';
import { NewMessageModal } from './new-message-modal';

/**
 * "Message about this creator": opens the composer with the creator attached and the creator's
 * name as the subject, then shows the new conversation. `compact` is an icon for dense rows.
 */
export function MessageAboutCreator({ influencerId, name, compact = false }: { influencerId: number; name: string; compact?: boolean }) {
  const [opened, composer] = useDisclosure(false);
  const navigate = useNavigate();
  const label = `${L.messageAboutCreator}: ${name}`;
  return (
    <>
      {compact ? (
        <Tooltip label={L.messageAboutCreator}>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={label} onClick={composer.open}>
            <IconMessage size={14} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button variant="light" leftSection={<IconMessage size={16} />} aria-label={label} onClick={composer.open}>
          {L.messageAboutCreator}
        </Button>
      )}
      <NewMessageModal
        opened={opened}
        onClose={composer.close}
        influencerId={influencerId}
        defaultTitle={name}
        onCreated={(id) => {
          composer.close();
          void navigate({ to: '/messages', search: { conversation_id: id } });
        }}
      />
    </>
  );
}
