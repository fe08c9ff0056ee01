import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';
import { CreateWebhookRequest } from '../../../shared/schemas/webhooks';
import { WEBHOOK_EVENTS, WEBHOOK_TEXT } from '../../../shared/webhook-constants';
import { showError } from '../../lib/toasts';
import { trpc } from '../../lib/trpc';

/** Adds an endpoint: its HTTPS address and the events it hears of. */
export function WebhookForm() {
  const utils = trpc.useUtils();
  const form = useForm<z.input<typeof CreateWebhookRequest>>({
    mode: 'uncontrolled',
    initialValues: { url: '', events: [] },
    validate: schemaResolver(CreateWebhookRequest, { sync: true }),
  });
  const create = trpc.webhooks.create.useMutation({
    onSuccess: () => {
      form.reset();
      void utils.webhooks.list.invalidate();
    },
    // The events are checked here already: what the server refuses is the address (or one endpoint too many).
    onError: (error) => (error.data?.httpStatus === 400 ? form.setFieldError('url', error.message) : showError(error.message)),
  });
  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate aria-label={WEBHOOK_TEXT.add}>
      <Stack gap="sm">
        <TextInput label={WEBHOOK_TEXT.url} placeholder="https://crm.example.com/pitchroom" type="url" key={form.key('url')} {...form.getInputProps('url')} />
        <Checkbox.Group label={WEBHOOK_TEXT.events} key={form.key('events')} {...form.getInputProps('events')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {Object.entries(WEBHOOK_EVENTS).map(([type, label]) => (
              <Checkbox key={type} value={type} label={label} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={create.isPending}>
            {WEBHOOK_TEXT.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
