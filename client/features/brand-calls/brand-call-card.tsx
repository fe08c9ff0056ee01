import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconUsers } from '@tabler/icons-react';
import type { z } from 'zod';
import { BRAND_CALL_TEXT as T } from '../../../shared/creator-call-texts';
import type { BrandCallRow } from '../../../shared/schemas/brand-calls';
import { ButtonLink } from '../../components/router-links';
import { formatCallDates } from '../creator-calls/call-dates';
import { BrandCallStatus } from './brand-call-status';
import { CloseCallButton } from './close-call-button';
import { SafeMarkdown } from '../../components/safe-markdown';

/** One of the brand's calls in its list: state, dates, responses, and what can be done with it. */
export function BrandCallCard({ call }: { call: z.infer<typeof BrandCallRow> }) {
  const dates = formatCallDates(call.start_date, call.end_date);
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={call.title} data-testid="brand-call">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Stack gap={2} miw={0}>
            <Text size="sm" c="dimmed" truncate>
              {[call.brandRepresented ?? call.team_name, dates].filter(Boolean).join(' · ')}
            </Text>
            <Title order={2} size="h4">
              {call.title}
            </Title>
          </Stack>
          <BrandCallStatus closed={call.closed} />
        </Group>
        <SafeMarkdown c="dimmed" lineClamp={2}>
          {call.description}
        </SafeMarkdown>
        <Group justify="space-between" gap="xs">
          <ButtonLink variant="light" leftSection={<IconUsers size={16} />} to="/brand-creator-calls/$castingCallId" params={{ castingCallId: call.id }}>
            {T.responses} ({call.submitted_responses})
          </ButtonLink>
          {!call.closed && (
            <Group gap="xs">
              <ButtonLink
                variant="default"
                leftSection={<IconEdit size={16} />}
                to="/brand-creator-calls/$castingCallId/edit"
                params={{ castingCallId: call.id }}
              >
                {T.edit}
              </ButtonLink>
              <CloseCallButton call={call} />
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
