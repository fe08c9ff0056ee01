import { ActionIcon, Box, Group, Menu, Paper, Text } from '@mantine/core';
import { IconDots, IconTrash } from '@tabler/icons-react';
import { MESSAGING_LABEL as L } from '../../../shared/messaging-texts';
import type { ChatMessage } from '../../../shared/schemas/messaging';

/** One message: the user's own on the right (with Delete), the others' on the left with the sender's name. */
export function MessageBubble({ message, mine, seen, onDelete }: { message: ChatMessage; mine: boolean; seen: boolean; onDelete: () => void }) {
  const time = new Date(message.created_at).toLocaleTimeString('en', { hour: 'numeric', minute: '2-digit' });
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} wrap="nowrap" gap={4} data-testid="chat-message">
      {mine && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={L.deleteMessage}>
              <IconDots size={14} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
              {L.deleteMessage}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      <Box maw="80%">
        {!mine && (
          <Text size="xs" c="dimmed" px={4}>
            {message.sender_name}
          </Text>
        )}
        <Paper px="sm" py={6} radius="lg" bg={mine ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-1)'} c={mine ? 'white' : undefined}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Text>
        </Paper>
        <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'} px={4}>
          {time}
          {seen ? ` · ${L.seen}` : ''}
        </Text>
      </Box>
    </Group>
  );
}
