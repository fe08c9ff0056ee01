import { Blockquote, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconEyeOff, IconRestore } from '@tabler/icons-react';
import { CALL_TEXT as T } from '../../../shared/creator-call-texts';
import type { CastingCallCard } from '../../../shared/schemas/creator-calls';
import { ButtonLink } from '../../components/router-links';
import { CallBrand, CallFacts, CallImages } from './call-details';
import { CallStatusBadge } from './call-status-badge';
import { SafeMarkdown } from '../../components/safe-markdown';

type Mode = { kind: 'shown'; onHide: () => void } | { kind: 'hidden'; onRestore: () => void };

/** Spec §2.7: one open call, linking to its response. */
export function CallCard({ call, mode }: { call: CastingCallCard; mode: Mode }) {
  const respond = call.response_status === 'submitted' ? T.viewResponse : call.response_status ? T.continueResponse : T.startResponse;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="creator-call" data-call-id={call.id} component="article" aria-label={call.title}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <CallBrand call={call} />
          <CallStatusBadge call={call} />
        </Group>
        <Stack gap={6}>
          <Title order={2} size="h4">
            {call.title}
          </Title>
          <SafeMarkdown c="dimmed">{call.description}</SafeMarkdown>
        </Stack>
        <CallFacts call={call} />
        <CallImages call={call} />
        {call.review?.brand_reply && (
          <Blockquote color="violet" p="sm" cite={T.brandReply} fz="sm">
            {call.review.brand_reply}
          </Blockquote>
        )}
        <Group justify="space-between" gap="xs">
          <ButtonLink to="/creator-call-response/$castingCallId" params={{ castingCallId: call.id }}>
            {respond}
          </ButtonLink>
          {mode.kind === 'shown' ? (
            <Button variant="subtle" color="gray" leftSection={<IconEyeOff size={16} />} onClick={mode.onHide} aria-label={T.hideCall(call.title)}>
              {T.hide}
            </Button>
          ) : (
            <Button variant="light" leftSection={<IconRestore size={16} />} onClick={mode.onRestore}>
              {T.restore}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** What a call being hidden shows for 3 s, with Undo. */
export function HidingNotice({ call, onUndo }: { call: CastingCallCard; onUndo: () => void }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="hiding-call" bg="gray.0">
      <Group justify="space-between" gap="xs">
        <Stack gap={2} miw={0}>
          <Text fw={600}>{T.hiddenForGood}</Text>
          <Text size="sm" c="dimmed" truncate>
            {call.title}
          </Text>
        </Stack>
        <Button variant="light" leftSection={<IconArrowBackUp size={16} />} onClick={onUndo}>
          {T.undo}
        </Button>
      </Group>
    </Card>
  );
}
