import { Alert, Button, Group, Paper, Stack, Textarea, Title, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { SUPPORT_LABEL } from '../../../shared/account-labels';
import { ACCOUNT_TEXT } from '../../../shared/account-texts';
import { CONTACT_TEXT } from '../../../shared/contact-texts';
import { ContactRequest } from '../../../shared/schemas/support';
import { trpc } from '../../lib/trpc';
import { ContactAttachments } from './contact-attachments';
import { useAttachments } from './use-attachments';

/** Spec §2.7 Contact Us (/contact-tpp): the message, files dropped or chosen (uploaded at once), Send, then "Message Sent". */
export function ContactPage() {
  const form = useForm<z.input<typeof ContactRequest>>({
    mode: 'uncontrolled',
    initialValues: { note: '' },
    validate: schemaResolver(ContactRequest, { sync: true }),
  });
  const attachments = useAttachments();
  const [notReady, setNotReady] = useState<string | null>(null);
  // Said only while it is still true (the uploads may finish, the failed files be removed).
  const stillNotReady = notReady && (attachments.uploading || attachments.failed) ? notReady : null;
  const send = trpc.support.contact.useMutation();

  const submit = ({ note }: z.input<typeof ContactRequest>) => {
    const waiting = attachments.uploading ? CONTACT_TEXT.waitForUploads : attachments.failed ? CONTACT_TEXT.removeFailed : null;
    setNotReady(waiting);
    if (!waiting) send.mutate({ note, uploadedKeys: attachments.keys });
  };

  const startOver = () => {
    form.reset();
    attachments.clear();
    send.reset();
  };

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{SUPPORT_LABEL.contactUs}</Title>
      <Paper p={{ base: 'lg', sm: 'xl' }}>
        {send.isSuccess ? (
          <Stack gap="md" role="status">
            <Group gap="xs">
              <IconCircleCheck color="var(--mantine-color-teal-6)" />
              <Title order={2} fz="lg">
                {ACCOUNT_TEXT.messageSent}
              </Title>
            </Group>
            <Text>{ACCOUNT_TEXT.messageSentBody}</Text>
            <Group>
              <Button variant="light" onClick={startOver}>
                {SUPPORT_LABEL.sendAnother}
              </Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={form.onSubmit(submit)} noValidate>
            <Stack gap="md">
              <Textarea label={SUPPORT_LABEL.yourMessage} autosize minRows={5} maxRows={14} key={form.key('note')} {...form.getInputProps('note')} />
              <ContactAttachments attachments={attachments} />
              {(stillNotReady || send.isError) && (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                  {stillNotReady ?? ACCOUNT_TEXT.contactSendFailed}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button type="submit" loading={send.isPending}>
                  {SUPPORT_LABEL.send}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Paper>
    </Stack>
  );
}
