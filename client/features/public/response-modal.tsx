import { Button, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { z } from 'zod';
import { PUBLIC_LABEL } from '../../../shared/public-texts';
import type { SheetResponseFormRequest } from '../../../shared/schemas/public/public-forms';
import { usePublicPost } from './fetch/public-api';
import { readViewerEmail } from './viewer-email';

/** The response form (name, e-mail, comments) sent with the creators liked, or compared side by side. */
export function ResponseModal({
  opened,
  onClose,
  sheetId,
  liked,
  compared,
  onSent,
}: {
  opened: boolean;
  onClose: () => void;
  sheetId: string;
  liked: number[];
  compared?: number[];
  onSent: () => void;
}) {
  const respond = usePublicPost<z.input<typeof SheetResponseFormRequest>>('/api/talent-sheet-response-form');
  const form = useForm({ initialValues: { name: '', email: readViewerEmail() ?? '', comments: '' } });
  const submit = form.onSubmit((values) =>
    respond.mutate(
      {
        talent_sheet_id: sheetId,
        liked_influencers: liked,
        compared_influencers: compared,
        responderName: values.name.trim() || undefined,
        responderEmail: values.email.trim() || undefined,
        comments: values.comments.trim() || undefined,
      },
      { onSuccess: onSent },
    ),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={PUBLIC_LABEL.responseTitle} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={PUBLIC_LABEL.yourName} autoComplete="name" {...form.getInputProps('name')} />
          <TextInput label={PUBLIC_LABEL.yourEmail} type="email" autoComplete="email" {...form.getInputProps('email')} />
          <Textarea label={PUBLIC_LABEL.comments} autosize minRows={3} {...form.getInputProps('comments')} />
          {respond.error && (
            <Text c="red" size="sm" role="alert">
              {respond.error.message}
            </Text>
          )}
          <Button type="submit" loading={respond.isPending}>
            {PUBLIC_LABEL.sendResponse}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
