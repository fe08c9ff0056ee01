import { Alert, Badge, Button, Code, CopyButton, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MSG } from '../../../shared/messages';
import { WEBHOOK_TEXT } from '../../../shared/webhook-constants';
import { ConfirmDeleteButton } from '../../components/confirm-delete-button';
import { showError, showSuccess } from '../../lib/toasts';
import { trpc } from '../../lib/trpc';
import { DeliveryLog } from './delivery-log';
import { WebhookForm } from './webhook-form';

/** Settings → Webhooks (team admins): the team's endpoints, their secrets and logs, and a form to add one. */
export function WebhooksSettings() {
  const utils = trpc.useUtils();
  const list = trpc.webhooks.list.useQuery();
  const [logOf, setLogOf] = useState<{ id: number; url: string } | null>(null);
  const refresh = () => void utils.webhooks.list.invalidate();
  const sendTest = trpc.webhooks.sendTest.useMutation({ onSuccess: () => showSuccess(WEBHOOK_TEXT.testQueued), onError: (error) => showError(error.message) });
  const update = trpc.webhooks.update.useMutation({ onSuccess: refresh, onError: (error) => showError(error.message) });
  const remove = trpc.webhooks.remove.useMutation({ onError: (error) => showError(error.message) });

  return (
    <Stack gap="md">
      {list.isPending && <Skeleton height={60} role="status" aria-label={MSG.loading} />}
      {list.data?.endpoints.length === 0 && <Text c="dimmed">{WEBHOOK_TEXT.empty}</Text>}
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.data?.endpoints.map((endpoint) => (
          <Stack component="li" key={endpoint.id} gap={6} aria-label={endpoint.url}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text fw={500} style={{ wordBreak: 'break-all' }}>
                {endpoint.url}
              </Text>
              <ConfirmDeleteButton
                name={endpoint.url}
                labels={{ delete: WEBHOOK_TEXT.remove, cancel: 'Cancel', confirmTitle: WEBHOOK_TEXT.removeConfirm }}
                body={<Text style={{ wordBreak: 'break-all' }}>{endpoint.url}</Text>}
                pending={remove.isPending}
                onConfirm={async () => {
                  await remove.mutateAsync({ id: endpoint.id });
                  refresh();
                }}
              />
            </Group>
            <Group gap={4}>
              {!endpoint.enabled && <Badge color="gray">{WEBHOOK_TEXT.disabledBadge}</Badge>}
              {endpoint.events.map((event) => (
                <Badge key={event} variant="light">
                  {event}
                </Badge>
              ))}
            </Group>
            {endpoint.disabled_reason && (
              <Alert color="red" py="xs">
                {endpoint.disabled_reason}
              </Alert>
            )}
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {WEBHOOK_TEXT.secret}
              </Text>
              <Code style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{endpoint.secret.slice(0, 12)}…</Code>
              <CopyButton value={endpoint.secret}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant="subtle" onClick={copy}>
                    {copied ? WEBHOOK_TEXT.copied : WEBHOOK_TEXT.copy}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                disabled={!endpoint.enabled}
                loading={sendTest.isPending && sendTest.variables?.id === endpoint.id}
                onClick={() => sendTest.mutate({ id: endpoint.id })}
              >
                {WEBHOOK_TEXT.sendTest}
              </Button>
              <Button size="xs" variant="default" onClick={() => setLogOf({ id: endpoint.id, url: endpoint.url })}>
                {WEBHOOK_TEXT.deliveries}
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={update.isPending && update.variables?.id === endpoint.id}
                onClick={() => update.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}
              >
                {endpoint.enabled ? WEBHOOK_TEXT.disable : WEBHOOK_TEXT.enable}
              </Button>
            </Group>
          </Stack>
        ))}
      </Stack>
      <Divider label={WEBHOOK_TEXT.add} labelPosition="left" />
      <WebhookForm />
      {logOf && <DeliveryLog endpointId={logOf.id} url={logOf.url} onClose={() => setLogOf(null)} />}
    </Stack>
  );
}
