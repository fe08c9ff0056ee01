import { Alert, Button, Checkbox, Group, Modal, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { ADD_TALENT_PLATFORMS } from '../../../shared/social-handles';
import { ADD_TALENT_LABEL, ADD_TALENT_MSG } from '../../../shared/talent-add-texts';
import { ButtonLink } from '../../components/router-links';
import { isTrpcError, trpc } from '../../lib/trpc';
import { useSignedInUser } from '../account/use-signed-in-user';
import { PLATFORM_NAMES } from './add-talent-state';
import { PortraitPicker, type PickedPortrait } from './portrait-picker';
import { uploadFile } from './upload-file';

const route = getRouteApi('/_signed-in/request/$influencerId');

/** Spec §2.7 Request Profile Change (/request/{influencerId}): platform URLs, portrait, note, or Remove from Roster. */
export function RequestChangePage() {
  const { influencerId } = route.useParams();
  const user = useSignedInUser();
  const teamId = user.selectedTeamId ?? user.primary_team_id ?? '';
  const utils = trpc.useUtils();
  const [urls, setUrls] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [portrait, setPortrait] = useState<PickedPortrait | null>(null);
  const [framed, setFramed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'form' | 'saving' | 'submitted' | 'removed'>('form');
  const [confirmOpen, confirm] = useDisclosure(false);
  const send = trpc.requests.requestInfluencer.useMutation();
  const id = Number(influencerId);

  const fail = (e: unknown) => {
    setError(isTrpcError(e) && e.data?.httpStatus === 400 ? e.message : ADD_TALENT_MSG.requestFailed);
    setState('form');
  };
  const submit = async () => {
    setError(null);
    const socials = ADD_TALENT_PLATFORMS.filter((p) => urls[p]?.trim()).map((platform) => ({ platform, url: urls[platform]!.trim() }));
    if (!socials.length && !portrait && !note.trim()) return setError(ADD_TALENT_MSG.noChangeData);
    if (portrait && !framed) return setError(ADD_TALENT_MSG.confirmFraming);
    setState('saving');
    try {
      const uploadedKey = portrait ? await uploadFile(utils, portrait.file) : undefined;
      await send.mutateAsync({ request_type: 'update', influencer_id: id, socials, note: note.trim() || undefined, uploadedKey, crop: portrait?.crop });
      setState('submitted');
    } catch (e) {
      fail(e);
    }
  };
  const remove = async () => {
    confirm.close();
    setState('saving');
    try {
      await send.mutateAsync({ request_type: 'remove', influencer_id: id });
      setState('removed');
    } catch (e) {
      fail(e);
    }
  };

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{ADD_TALENT_LABEL.changeTitle}</Title>
      {state !== 'submitted' && state !== 'removed' && <Text c="dimmed">{ADD_TALENT_LABEL.changeHelp}</Text>}
      <Paper p="lg">
        {state === 'submitted' || state === 'removed' ? (
          <Stack gap="sm" role="status">
            <Group gap="xs">
              <IconCircleCheck color="var(--mantine-color-teal-6)" />
              <Title order={2} fz="lg">
                {state === 'removed' ? ADD_TALENT_LABEL.removed : ADD_TALENT_LABEL.changeSubmitted}
              </Title>
            </Group>
            <Text>{state === 'removed' ? ADD_TALENT_LABEL.removedBody : ADD_TALENT_LABEL.changeHelp}</Text>
          </Stack>
        ) : (
          <Stack gap="md">
            {ADD_TALENT_PLATFORMS.map((platform) => (
              <TextInput
                key={platform}
                label={`${PLATFORM_NAMES[platform]} URL`}
                value={urls[platform] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setUrls((current) => ({ ...current, [platform]: value }));
                }}
              />
            ))}
            <Stack gap={4}>
              <Text fw={500} size="sm">
                {ADD_TALENT_LABEL.portrait}
              </Text>
              <PortraitPicker value={portrait} onChange={(value) => (setPortrait(value), setFramed(false))} />
              {portrait && <Checkbox label={ADD_TALENT_LABEL.confirmFraming} checked={framed} onChange={(e) => setFramed(e.currentTarget.checked)} />}
            </Stack>
            <Textarea label={ADD_TALENT_LABEL.note} autosize minRows={3} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="space-between">
              <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={confirm.open}>
                {ADD_TALENT_LABEL.removeFromRoster}
              </Button>
              <Button onClick={() => void submit()} loading={state === 'saving'}>
                {ADD_TALENT_LABEL.submitChange}
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
      <Group>
        <ButtonLink variant="subtle" to="/influencers/profile/$influencerId/$teamId" params={{ influencerId, teamId }}>
          {ADD_TALENT_LABEL.backToProfile}
        </ButtonLink>
      </Group>
      <Modal opened={confirmOpen} onClose={confirm.close} title={ADD_TALENT_LABEL.removeFromRoster}>
        <Stack>
          <Text>{ADD_TALENT_LABEL.removeConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void remove()}>
              {ADD_TALENT_LABEL.removeFromRoster}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
