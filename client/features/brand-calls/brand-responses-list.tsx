import { Avatar, Card, Center, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconInbox } from '@tabler/icons-react';
import type { z } from 'zod';
import { BRAND_CALL_TEXT as T } from '../../../shared/creator-call-texts';
import type { BrandResponseRow } from '../../../shared/schemas/brand-calls';
import { ButtonLink } from '../../components/router-links';

const submittedFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The submitted responses to a call: agency, creator count, submitted date; each opens as a sheet. */
export function BrandResponsesList({ responses }: { responses: z.infer<typeof BrandResponseRow>[] | undefined }) {
  if (!responses) {
    return (
      <Stack aria-busy>
        {[0, 1].map((i) => (
          <Skeleton key={i} height={72} radius="md" />
        ))}
      </Stack>
    );
  }
  if (responses.length === 0) {
    return (
      <Card withBorder radius="md" p="xl">
        <Center>
          <Stack align="center" gap="xs">
            <IconInbox size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />
            <Text c="dimmed" ta="center">
              {T.noResponses}
            </Text>
          </Stack>
        </Center>
      </Card>
    );
  }
  return (
    <Stack gap="sm">
      {responses.map((response) => (
        <Card key={response.response_id} withBorder radius="md" padding="md" component="article" aria-label={response.team_name} data-testid="brand-response">
          <Group justify="space-between" gap="sm">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Avatar src={response.team_image_url} name={response.team_name} color="brand" radius="md" alt="" />
              <Stack gap={0} miw={0}>
                <Text fw={600} truncate>
                  {response.team_name}
                </Text>
                <Text size="sm" c="dimmed">
                  {T.creatorCount(response.influencer_count)} · {T.submittedOn} {submittedFormat.format(new Date(response.submitted_at))}
                </Text>
              </Stack>
            </Group>
            <ButtonLink
              variant="light"
              rightSection={<IconChevronRight size={16} />}
              to="/brand-creator-calls/responses/$responseId"
              params={{ responseId: String(response.response_id) }}
            >
              {T.openResponse}
            </ButtonLink>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
