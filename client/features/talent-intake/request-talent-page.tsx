import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { REQUEST_PLATFORMS } from '../../../shared/schemas/talent-requests';
import { ADD_TALENT_LABEL, ADD_TALENT_MSG } from '../../../shared/talent-add-texts';
import { isTrpcError, trpc } from '../../lib/trpc';
import { PLATFORM_NAMES } from './add-talent-state';

/** Spec §2.7 Request to Add Talent (/request-talent): display name, platforms, note; then "Make Another Request". */
export function RequestTalentPage() {
  const [name, setName] = useState('');
  const [urls, setUrls] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = trpc.requests.requestInfluencer.useMutation();

  const submit = () => {
    setError(null);
    const socials = REQUEST_PLATFORMS.filter((p) => urls[p]?.trim()).map((platform, i) => ({ platform, url: urls[platform]!.trim(), primary: i === 0 }));
    if (!name.trim()) return setError(ADD_TALENT_MSG.nameRequired);
    if (!socials.length) return setError(ADD_TALENT_MSG.socialRequired);
    send.mutate(
      { request_type: 'add', name: name.trim(), socials, note: note.trim() || undefined },
      { onError: (e) => setError(isTrpcError(e) && e.data?.httpStatus === 400 ? e.message : ADD_TALENT_MSG.requestFailed) },
    );
  };
  const reset = () => (setName(''), setUrls({}), setNote(''), setError(null), send.reset());

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{ADD_TALENT_LABEL.requestTitle}</Title>
      <Paper p="lg">
        {send.isSuccess ? (
          <Stack gap="md" role="status">
            <Group gap="xs">
              <IconCircleCheck color="var(--mantine-color-teal-6)" />
              <Title order={2} fz="lg">
                {ADD_TALENT_LABEL.requestSubmitted}
              </Title>
            </Group>
            <Text>{ADD_TALENT_LABEL.requestSubmittedBody}</Text>
            <Group>
              <Button onClick={reset}>{ADD_TALENT_LABEL.makeAnother}</Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <TextInput label={ADD_TALENT_LABEL.displayName} required value={name} onChange={(e) => setName(e.currentTarget.value)} />
            {REQUEST_PLATFORMS.map((platform) => (
              <TextInput
                key={platform}
                label={`${PLATFORM_NAMES[platform]} handle or URL`}
                value={urls[platform] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setUrls((current) => ({ ...current, [platform]: value }));
                }}
              />
            ))}
            <Textarea label={ADD_TALENT_LABEL.note} autosize minRows={3} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button onClick={submit} loading={send.isPending}>
                {ADD_TALENT_LABEL.submitRequest}
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
