import { Badge, Button, Code, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { WEBHOOK_TEXT } from '../../../shared/webhook-constants';
import { MSG } from '../../../shared/messages';
import { showError, showSuccess } from '../../lib/toasts';
import { trpc } from '../../lib/trpc';

const STATUS_COLOR = { pending: 'yellow', delivered: 'teal', failed: 'red' } as const;
/** While a delivery is still being tried, the log reads itself again this often. */
const PENDING_REFRESH_MS = 2_000;

/** An endpoint's deliveries, newest first, each with every attempt and a Redeliver button. */
export function DeliveryLog({ endpointId, url, onClose }: { endpointId: number; url: string; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const utils = trpc.useUtils();
  const log = trpc.webhooks.deliveries.useQuery(
    { id: endpointId, page },
    { refetchInterval: (query) => (query.state.data?.deliveries.some((d) => d.status === 'pending') ? PENDING_REFRESH_MS : false) },
  );
  const redeliver = trpc.webhooks.redeliver.useMutation({
    onSuccess: () => {
      showSuccess(WEBHOOK_TEXT.redelivered);
      void utils.webhooks.deliveries.invalidate({ id: endpointId });
    },
    onError: (error) => showError(error.message),
  });
  return (
    <Modal opened onClose={onClose} title={`${WEBHOOK_TEXT.deliveries}: ${url}`} size="xl">
      {log.isPending && <Skeleton height={120} role="status" aria-label={MSG.loading} />}
      {log.data?.deliveries.length === 0 && <Text c="dimmed">{WEBHOOK_TEXT.noDeliveries}</Text>}
      <Stack gap="md">
        {log.data?.deliveries.map((delivery) => (
          <Stack key={delivery.id} gap={6} aria-label={`${delivery.event_type} ${delivery.status}`}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs">
                <Badge color={STATUS_COLOR[delivery.status]}>{delivery.status}</Badge>
                <Code>{delivery.event_type}</Code>
                <Text size="sm" c="dimmed">
                  {new Date(delivery.created_at).toLocaleString()}
                </Text>
              </Group>
              <Button
                size="xs"
                variant="light"
                disabled={delivery.status === 'pending'}
                loading={redeliver.isPending && redeliver.variables?.delivery_id === delivery.id}
                onClick={() => redeliver.mutate({ delivery_id: delivery.id })}
              >
                {WEBHOOK_TEXT.redeliver}
              </Button>
            </Group>
            <Stack gap={2} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
              {delivery.attempts.map((attempt) => (
                <Text component="li" key={attempt.at} size="sm" c={attempt.status_code && attempt.status_code < 300 ? undefined : 'red.8'}>
                  {new Date(attempt.at).toLocaleTimeString()} · {attempt.status_code ?? '—'} ·{' '}
                  {attempt.error ?? (attempt.status_code && attempt.status_code < 300 ? WEBHOOK_TEXT.answeredOk : '')} · {attempt.duration_ms} ms
                </Text>
              ))}
            </Stack>
          </Stack>
        ))}
        {(page > 1 || log.data?.has_more) && (
          <Group justify="space-between">
            <Button variant="default" size="xs" disabled={page === 1} onClick={() => setPage(page - 1)}>
              {WEBHOOK_TEXT.newer}
            </Button>
            <Button variant="default" size="xs" disabled={!log.data?.has_more} onClick={() => setPage(page + 1)}>
              {WEBHOOK_TEXT.older}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
