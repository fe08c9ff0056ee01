import { Alert, Box, Button, Card, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconWifiOff } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { MESSAGING_LABEL as L } from '../../../shared/messaging-texts';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';
import { useLiveState } from './live-state';
import { NewMessageModal } from './new-message-modal';

const route = getRouteApi('/_signed-in/messages');

/**
 * Spec §2.7 /messages: the conversations beside the open thread (`?conversation_id=`). On a phone
 * one column at a time, like a chat app: the list, or the thread with its back arrow.
 */
export function MessagesPage() {
  const { conversation_id: openId } = route.useSearch();
  const navigate = route.useNavigate();
  const [composing, composer] = useDisclosure(false);
  const { connected } = useLiveState();
  const open = (id: number | undefined) => void navigate({ search: id ? { conversation_id: id } : {} });

  return (
    <Box>
      <Group justify="space-between" mb="md">
        <Title order={1}>{L.title}</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={composer.open}>
          {L.newMessage}
        </Button>
      </Group>
      {!connected && (
        <Alert color="yellow" icon={<IconWifiOff size={18} />} mb="md" role="status">
          {L.offline}
        </Alert>
      )}
      <Card withBorder padding={0} radius="md">
        <Group align="stretch" gap={0} wrap="nowrap" mih={480}>
          <Box
            w={{ base: '100%', sm: 320 }}
            display={{ base: openId ? 'none' : 'block', sm: 'block' }}
            style={{ flex: 'none', borderRight: '1px solid var(--mantine-color-gray-3)', overflowY: 'auto', maxHeight: '70vh' }}
          >
            <ConversationList selectedId={openId} onOpen={open} />
          </Box>
          <Box style={{ flex: 1, minWidth: 0 }} display={{ base: openId ? 'block' : 'none', sm: 'block' }} h="70vh">
            {openId ? (
              <ConversationThread key={openId} conversationId={openId} onBack={() => open(undefined)} />
            ) : (
              <Text c="dimmed" ta="center" p="xl">
                {L.chooseConversation}
              </Text>
            )}
          </Box>
        </Group>
      </Card>
      <NewMessageModal opened={composing} onClose={composer.close} onCreated={(id) => (composer.close(), open(id))} />
    </Box>
  );
}
