import { Button, Card, Center, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSpeakerphone } from '@tabler/icons-react';
import { CALL_TEXT as T } from '../../../shared/creator-call-texts';
import { trpc } from '../../lib/trpc';
import { useSignedInUser } from '../account/use-signed-in-user';
import { CallCard, HidingNotice } from './call-card';
import { useHiddenCalls } from './hidden-calls';
import { useCallReviewsLive } from './use-call-reviews-live';

const GRID = { base: 1, md: 2 } as const;

/** Spec §2.7 /creator-calls: open calls as cards, hide for good (with undo) and restore, "No Creator Calls". */
export function CreatorCallsPage() {
  const user = useSignedInUser();
  const calls = trpc.creatorCalls.list.useQuery();
  useCallReviewsLive();
  const hiding = useHiddenCalls(user.user_id);
  const [showHidden, { toggle }] = useDisclosure(false);
  const all = calls.data?.casting_calls ?? [];
  const visible = all.filter((c) => !hiding.hidden.includes(c.id));
  const hidden = all.filter((c) => hiding.hidden.includes(c.id));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{T.listTitle}</Title>
        <Text c="dimmed">{T.intro}</Text>
      </Stack>
      {calls.isPending ? (
        <SimpleGrid cols={GRID} aria-busy>
          {[0, 1].map((i) => (
            <Skeleton key={i} height={280} radius="md" />
          ))}
        </SimpleGrid>
      ) : calls.isError ? (
        <Text c="red">{calls.error.message}</Text>
      ) : visible.length === 0 ? (
        <Card withBorder radius="md" p="xl">
          <Center>
            <Stack align="center" gap="xs">
              <IconSpeakerphone size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />
              <Text c="dimmed">{T.noCreatorCalls}</Text>
            </Stack>
          </Center>
        </Card>
      ) : (
        <SimpleGrid cols={GRID}>
          {visible.map((call) =>
            hiding.pending.includes(call.id) ? (
              <HidingNotice key={call.id} call={call} onUndo={() => hiding.undo(call.id)} />
            ) : (
              <CallCard key={call.id} call={call} mode={{ kind: 'shown', onHide: () => hiding.hide(call.id) }} />
            ),
          )}
        </SimpleGrid>
      )}
      {hidden.length > 0 && (
        <Stack gap="md">
          <Button variant="subtle" onClick={toggle} style={{ alignSelf: 'flex-start' }}>
            {showHidden ? T.hideHidden : T.showHidden(hidden.length)}
          </Button>
          {showHidden && (
            <SimpleGrid cols={GRID}>
              {hidden.map((call) => (
                <CallCard key={call.id} call={call} mode={{ kind: 'hidden', onRestore: () => hiding.restore(call.id) }} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Stack>
  );
}
