import { Card, Group, Stack } from '@mantine/core';
import type { CastingCallCard } from '../../../shared/schemas/creator-calls';
import { CallBrand, CallFacts } from './call-details';
import { CallStatusBadge } from './call-status-badge';
import { SafeMarkdown } from '../../components/safe-markdown';

/** The call being answered, above its response. */
export function CallSummary({ call }: { call: CastingCallCard }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="call-summary">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <CallBrand call={call} />
          <CallStatusBadge call={call} />
        </Group>
        <SafeMarkdown c="dimmed" lineClamp={3}>
          {call.description}
        </SafeMarkdown>
        <CallFacts call={call} />
      </Stack>
    </Card>
  );
}
