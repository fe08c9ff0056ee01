import { Avatar, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ADD_TALENT_LABEL, ADD_TALENT_MSG } from '../../../shared/talent-add-texts';
import { useSignedInUser } from '../account/use-signed-in-user';
import { trpc } from '../../lib/trpc';
import { PLATFORM_NAMES } from './add-talent-state';

const TYPE_LABEL = { add: 'Add talent', update: 'Profile change', remove: 'Remove from roster' } as const;

/** Provider staff: every team's pending talent requests; approving applies the change. */
export function StaffRequestsPage() {
  const staff = useSignedInUser().is_staff;
  const list = trpc.requests.staffList.useQuery(undefined, { enabled: staff });
  const utils = trpc.useUtils();
  const review = trpc.requests.staffReview.useMutation({ onSuccess: () => void utils.requests.staffList.invalidate() });

  return (
    <Stack gap="lg">
      <Title order={1}>{ADD_TALENT_LABEL.staffRequests}</Title>
      {!staff ? (
        <Text c="dimmed">{ADD_TALENT_MSG.staffOnly}</Text>
      ) : list.isPending ? (
        <Stack data-testid="staff-requests-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={96} radius="md" />
          ))}
        </Stack>
      ) : list.error ? (
        <Text c="red" role="alert">
          {list.error.message}
        </Text>
      ) : list.data.requests.length === 0 ? (
        <Text c="dimmed">{ADD_TALENT_LABEL.noRequests}</Text>
      ) : (
        list.data.requests.map((r) => (
          <Paper key={r.id} p="md" aria-label={`Request ${r.id}`}>
            <Group justify="space-between" align="flex-start" wrap="wrap">
              {/* At least 240 px for the request, else the buttons wrap below it (a phone). */}
              <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
                <Group gap="xs">
                  <Badge variant="light">{TYPE_LABEL[r.request_type]}</Badge>
                  <Text fw={600}>{r.influencer_name ?? r.name}</Text>
                  <Text c="dimmed" size="sm">
                    {r.team_name}
                  </Text>
                </Group>
                {r.socials.map((s) => (
                  <Text key={s.platform} size="sm">
                    {PLATFORM_NAMES[s.platform] ?? s.platform}: {s.handle ? `@${s.handle}` : s.url}
                  </Text>
                ))}
                {r.note && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {r.note}
                  </Text>
                )}
                {r.portrait_url && <Avatar src={r.portrait_url} size={64} radius="sm" alt="Requested portrait" />}
              </Stack>
              <Group gap="xs">
                <Button
                  color="teal"
                  loading={review.isPending && review.variables?.request_id === r.id}
                  onClick={() => review.mutate({ request_id: r.id, decision: 'approve' })}
                >
                  {ADD_TALENT_LABEL.approve}
                </Button>
                <Button variant="default" onClick={() => review.mutate({ request_id: r.id, decision: 'reject' })}>
                  {ADD_TALENT_LABEL.reject}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}
