import { Box, Button, Group, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { MESSAGING_LABEL as L, MESSAGING_TEXT } from '../../../shared/messaging-texts';
import type { ConversationSummary } from '../../../shared/schemas/messaging';
import { trpc } from '../../lib/trpc';
import { relativeTime } from './relative-time';

function ConversationItem({ conversation, selected, onOpen }: { conversation: ConversationSummary; selected: boolean; onOpen: () => void }) {
  const unread = conversation.has_unread_message;
  return (
    <UnstyledButton
      onClick={onOpen}
      p="sm"
      aria-current={selected ? 'true' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-md)', background: selected ? 'var(--mantine-color-brand-light)' : undefined }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
          {unread && <Box w={8} h={8} style={{ borderRadius: 4, flex: 'none', background: 'var(--mantine-primary-color-filled)' }} data-testid="unread-dot" />}
          <Text fw={unread ? 700 : 500} truncate>
            {conversation.title}
            {unread && <VisuallyHidden>({L.unread})</VisuallyHidden>}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
          {relativeTime(conversation.most_recent_message_timestamp)}
        </Text>
      </Group>
      <Text size="sm" c={unread ? undefined : 'dimmed'} fw={unread ? 600 : 400} truncate>
        {conversation.preview_sender_name ? `${conversation.preview_sender_name}: ` : ''}
        {conversation.preview}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {conversation.creator_name} · {conversation.receiver_name}
      </Text>
    </UnstyledButton>
  );
}

/** Spec §2.7: conversations by most recent message, unread bold with a dot, the last message's first 45 characters. */
export function ConversationList({ selectedId, onOpen }: { selectedId: number | undefined; onOpen: (id: number) => void }) {
  const list = trpc.messaging.list.useInfiniteQuery({}, { getNextPageParam: (last) => last.next_cursor ?? undefined });
  const conversations = list.data?.pages.flatMap((page) => page.conversations) ?? [];
  if (list.isPending) {
    return (
      <Stack gap="sm" p="sm" aria-busy>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={64} radius="md" />
        ))}
      </Stack>
    );
  }
  if (conversations.length === 0) {
    return (
      <Text c="dimmed" ta="center" p="xl">
        {MESSAGING_TEXT.empty}
      </Text>
    );
  }
  return (
    <Stack gap={4} p={4} component="nav" aria-label={L.title}>
      {conversations.map((conversation) => (
        <ConversationItem key={conversation.id} conversation={conversation} selected={conversation.id === selectedId} onOpen={() => onOpen(conversation.id)} />
      ))}
      {list.hasNextPage && (
        <Button variant="subtle" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {L.loadMore}
        </Button>
      )}
    </Stack>
  );
}
