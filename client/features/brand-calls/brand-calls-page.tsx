import { Card, Center, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { BRAND_CALL_TEXT as T } from '../../../shared/creator-call-texts';
import { ButtonLink } from '../../components/router-links';
import { trpc } from '../../lib/trpc';
import { BrandCallCard } from './brand-call-card';

/** /brand-creator-calls: the brand's calls, open and closed, with their submitted responses counted. */
export function BrandCallsPage() {
  const calls = trpc.brandCalls.list.useQuery();
  const list = calls.data?.casting_calls ?? [];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} maw={640}>
          <Title order={1}>{T.navTitle}</Title>
          <Text c="dimmed">{T.intro}</Text>
        </Stack>
        <ButtonLink to="/brand-creator-calls/new" leftSection={<IconPlus size={18} />}>
          {T.publish}
        </ButtonLink>
      </Group>
      {calls.isPending ? (
        <Stack aria-busy data-testid="brand-calls-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={132} radius="md" />
          ))}
        </Stack>
      ) : calls.isError ? (
        <Text c="red">{calls.error.message}</Text>
      ) : list.length === 0 ? (
        <Card withBorder radius="md" p="xl">
          <Center>
            <Stack align="center" gap="xs">
              <IconSpeakerphone size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />
              <Text c="dimmed" ta="center">
                {T.noCalls}
              </Text>
            </Stack>
          </Center>
        </Card>
      ) : (
        <Stack gap="md">
          {list.map((call) => (
            <BrandCallCard key={call.id} call={call} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
