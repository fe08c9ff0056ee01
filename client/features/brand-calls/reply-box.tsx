import { Blockquote, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { BRAND_CALL_TEXT as T } from '../../../shared/creator-call-texts';
import { trpc } from '../../lib/trpc';
import { showError, showSuccess } from '../../lib/toasts';

/** The brand's reply to a response: the agency sees it on its card and is notified. */
export function ReplyBox({ responseId, reply }: { responseId: number; reply: string | null }) {
  const utils = trpc.useUtils();
  const [text, setText] = useState('');
  const send = trpc.brandCalls.reply.useMutation({
    onSuccess: (answer) => {
      utils.brandCalls.response.setData({ response_id: responseId }, (old) => (old ? { ...old, ...answer } : old));
      setText('');
      showSuccess(T.replySent);
    },
    onError: (error) => showError(error.message),
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {T.replyTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {T.replyHint}
          </Text>
        </Stack>
        {reply && (
          <Blockquote color="violet" p="sm" cite={T.yourReply} fz="sm" data-testid="brand-reply">
            {reply}
          </Blockquote>
        )}
        <Textarea
          aria-label={T.replyTitle}
          placeholder={T.replyPlaceholder}
          autosize
          minRows={3}
          maxRows={8}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button
            leftSection={<IconSend size={16} />}
            disabled={!text.trim()}
            loading={send.isPending}
            onClick={() => send.mutate({ response_id: responseId, reply: text })}
          >
            {reply ? T.updateReply : T.sendReply}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
