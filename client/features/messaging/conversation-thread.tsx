import { ActionIcon, Button, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArchive, IconArrowLeft } from '@tabler/icons-react';
import { Fragment, useEffect, useState } from 'react';
import { MESSAGING_LABEL as L } from '../../../shared/messaging-texts';
import type { ChatMessage } from '../../../shared/schemas/messaging';
import { trpc } from '../../lib/trpc';
import { useSignedInUser } from '../account/use-signed-in-user';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { dayLabel } from './relative-time';
import { useTypists } from './use-messaging-live';

/** Spec §2.7: the thread with a back arrow, messages grouped by day, and the new-message box; older messages page in. */
export function ConversationThread({ conversationId, onBack }: { conversationId: number; onBack: () => void }) {
  const user = useSignedInUser();
  const utils = trpc.useUtils();
  const thread = trpc.messaging.get.useQuery({ id: conversationId });
  const [older, setOlder] = useState<{ messages: ChatMessage[]; hasOlder: boolean } | null>(null);
  const markRead = trpc.messaging.markRead.useMutation({ onSuccess: () => void utils.messaging.list.invalidate() });
  const archive = trpc.messaging.archive.useMutation({ onSuccess: () => (void utils.messaging.list.invalidate(), onBack()) });
  const remove = trpc.messaging.deleteMessage.useMutation({ onSuccess: () => void utils.messaging.get.invalidate({ id: conversationId }) });
  const typists = useTypists(conversationId);

  const unread = thread.data?.conversation.has_unread_message;
  useEffect(() => {
    if (unread) markRead.mutate({ conversation_id: conversationId });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per unread state of this conversation
  }, [conversationId, unread]);

  if (thread.isPending)
    return (
      <Stack p="md" gap="sm" aria-busy>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={48} radius="lg" />
        ))}
      </Stack>
    );
  if (!thread.data) return null;

  const newest = thread.data.messages;
  const messages = [...(older?.messages ?? []).filter((m) => !newest.some((n) => n.id === m.id)), ...newest];
  const hasOlder = older ? older.hasOlder : thread.data.has_older;
  const loadOlder = async () => {
    const page = await utils.messaging.get.fetch({ id: conversationId, before: messages[0].id });
    setOlder({ messages: [...page.messages, ...(older?.messages ?? [])], hasOlder: page.has_older });
  };
  const lastMine = [...messages].reverse().find((m) => m.sender_id === user.user_id);
  const seenByOthers = lastMine && thread.data.read_by.some((r) => r.last_read_at && r.last_read_at >= lastMine.created_at);

  return (
    <Stack gap={0} h="100%">
      <Group justify="space-between" wrap="nowrap" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <ActionIcon variant="subtle" aria-label={L.back} onClick={onBack}>
            <IconArrowLeft size={20} />
          </ActionIcon>
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {thread.data.conversation.title}
            </Title>
            {thread.data.conversation.influencer_name && (
              <Text size="xs" c="dimmed">
                {L.about(thread.data.conversation.influencer_name)}
              </Text>
            )}
          </div>
        </Group>
        <ActionIcon variant="subtle" color="gray" aria-label={L.archive} onClick={() => archive.mutate({ action: 'archive', conversation_id: conversationId })}>
          <IconArchive size={18} />
        </ActionIcon>
      </Group>
      <Stack gap="xs" p="sm" style={{ flex: 1, overflowY: 'auto' }} aria-live="polite">
        {hasOlder && (
          <Button variant="subtle" size="xs" onClick={() => void loadOlder()}>
            {L.loadOlder}
          </Button>
        )}
        {messages.map((message, index) => (
          <Fragment key={message.id}>
            {(index === 0 || dayLabel(messages[index - 1].created_at) !== dayLabel(message.created_at)) && (
              <Divider label={dayLabel(message.created_at)} labelPosition="center" />
            )}
            <MessageBubble
              message={message}
              mine={message.sender_id === user.user_id}
              seen={Boolean(seenByOthers && message.id === lastMine?.id)}
              onDelete={() => remove.mutate({ message_id: message.id })}
            />
          </Fragment>
        ))}
        {typists.length > 0 && (
          <Text size="sm" c="dimmed" fs="italic">
            {L.typing(typists.join(', '))}
          </Text>
        )}
      </Stack>
      <MessageComposer conversationId={conversationId} />
    </Stack>
  );
}
