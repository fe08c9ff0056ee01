import { Alert, Button, Code, CopyButton, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import type { z } from 'zod';
import { API_KEY_LABEL } from '../../../shared/account-labels';
import { MSG } from '../../../shared/messages';
import { CreateApiKeyRequest } from '../../../shared/schemas/api-keys';
import { ConfirmDeleteButton } from '../../components/confirm-delete-button';
import { trpc } from '../../lib/trpc';
import { showError } from '../../lib/toasts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : API_KEY_LABEL.neverUsed);

/** Team admins' API keys: create (the key is shown this once), list with last use, revoke. */
export function ApiKeys() {
  const utils = trpc.useUtils();
  const list = trpc.apiKeys.list.useQuery();
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const form = useForm<z.input<typeof CreateApiKeyRequest>>({
    mode: 'uncontrolled',
    initialValues: { name: '' },
    validate: schemaResolver(CreateApiKeyRequest, { sync: true }),
  });
  const create = trpc.apiKeys.create.useMutation({
    onSuccess: (data) => {
      form.reset();
      setCreated({ name: data.name, key: data.key });
      void utils.apiKeys.list.invalidate();
    },
    onError: (error) => showError(error.message),
  });
  const revoke = trpc.apiKeys.revoke.useMutation({ onError: (error) => showError(error.message) });

  return (
    <Stack gap="md">
      {created && (
        <Alert color="green" title={created.name} withCloseButton onClose={() => setCreated(null)} closeButtonLabel={API_KEY_LABEL.done}>
          <Stack gap="xs">
            <Text size="sm">{API_KEY_LABEL.shownOnce}</Text>
            <Code block data-testid="new-api-key" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {created.key}
            </Code>
            <CopyButton value={created.key}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} w="fit-content">
                  {copied ? API_KEY_LABEL.copied : API_KEY_LABEL.copy}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      )}
      {list.isPending && <Skeleton height={60} role="status" aria-label={MSG.loading} />}
      {list.data?.keys.length === 0 && <Text c="dimmed">{API_KEY_LABEL.none}</Text>}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.data?.keys.map((key) => (
          <Group component="li" key={key.id} justify="space-between" wrap="nowrap" gap="sm" aria-label={key.name}>
            <Stack gap={0} miw={0}>
              <Text fw={500} truncate>
                {key.name} <Code>{key.prefix}…</Code>
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {API_KEY_LABEL.createdBy} {key.created_by} · {API_KEY_LABEL.lastUsed}: {when(key.last_used_at)}
              </Text>
            </Stack>
            <ConfirmDeleteButton
              name={key.name}
              labels={{ delete: API_KEY_LABEL.revoke, cancel: 'Cancel', confirmTitle: API_KEY_LABEL.revokeConfirm }}
              body={<Text>{key.name}</Text>}
              pending={revoke.isPending}
              onConfirm={async () => {
                await revoke.mutateAsync({ id: key.id });
                await utils.apiKeys.list.invalidate();
              }}
            />
          </Group>
        ))}
      </Stack>
      <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate aria-label={API_KEY_LABEL.create}>
        <Group align="flex-end" gap="sm">
          <TextInput label={API_KEY_LABEL.name} style={{ flex: '1 1 220px' }} key={form.key('name')} {...form.getInputProps('name')} />
          <Button type="submit" loading={create.isPending}>
            {API_KEY_LABEL.create}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
