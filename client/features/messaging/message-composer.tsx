import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { MESSAGING_LABEL as L, MESSAGING_LIMIT, TYPING_MS } from '../../../shared/messaging-texts';
import { isTrpcError, trpc } from '../../lib/trpc';

type Pending = { clientId: string; content: string };
const RETRY_MS = 3000;

/**
 * The new-message box: Enter sends, Shift+Enter breaks the line; empty (after trimming) is not
 * sent. A message that could not reach the server (offline) waits below, "Sending…", and goes out
 * when the connection is back; its client id makes a repeated send store it once.
 */
export function MessageComposer({ conversationId }: { conversationId: number }) {
  const [text, setText] = useState('');
  const [pending, setPending] = useState<Pending[]>([]);
  const utils = trpc.useUtils();
  const reply = trpc.messaging.reply.useMutation();
  const typing = trpc.messaging.typing.useMutation();
  const lastTyping = useRef(0);

  const deliver = async (message: Pending) => {
    try {
      await reply.mutateAsync({ conversation_id: conversationId, content: message.content, client_id: message.clientId });
      setPending((list) => list.filter((p) => p.clientId !== message.clientId));
      void utils.messaging.get.invalidate({ id: conversationId });
    } catch (error) {
      // Refused on purpose (4xx): drop it; unreachable: keep it for the next try.
      const status = isTrpcError(error) ? error.data?.httpStatus : undefined;
      if (status && status < 500) setPending((list) => list.filter((p) => p.clientId !== message.clientId));
    }
  };

  const pendingRef = useRef(pending);
  useEffect(() => {
    pendingRef.current = pending;
  }, [pending]);
  useEffect(() => {
    const retry = () => pendingRef.current.forEach((message) => void deliver(message));
    const timer = setInterval(retry, RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', retry);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliver reads the latest state through refs and setters
  }, [conversationId]);

  const send = () => {
    const content = text.trim();
    if (!content) return;
    const message = { clientId: crypto.randomUUID(), content };
    setText('');
    setPending((list) => [...list, message]);
    void deliver(message);
  };

  const onChange = (value: string) => {
    setText(value);
    if (Date.now() - lastTyping.current > TYPING_MS.sendEvery) {
      lastTyping.current = Date.now();
      typing.mutate({ conversation_id: conversationId });
    }
  };

  return (
    <div>
      {pending.map((message) => (
        <Text key={message.clientId} size="sm" c="dimmed" ta="right" px="sm">
          {message.content} · {L.pending}
        </Text>
      ))}
      <Group gap="xs" align="flex-end" wrap="nowrap" p="sm">
        <Textarea
          aria-label={L.message}
          placeholder={L.writePlaceholder}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              send();
            }
          }}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={MESSAGING_LIMIT.bodyMax}
          style={{ flex: 1 }}
        />
        <ActionIcon size="lg" variant="filled" aria-label={L.send} onClick={send} disabled={!text.trim()}>
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </div>
  );
}
