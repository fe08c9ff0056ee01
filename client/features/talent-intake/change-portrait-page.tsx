import { Alert, Avatar, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { DURATION } from '../../../shared/limits';
import { ADD_TALENT_LABEL, ADD_TALENT_MSG } from '../../../shared/talent-add-texts';
import { ButtonLink } from '../../components/router-links';
import { isTrpcError, trpc } from '../../lib/trpc';
import { useSignedInUser } from '../account/use-signed-in-user';
import { useRosterProfile } from '../roster/profile/use-roster-profile';
import { PortraitPicker, type PickedPortrait } from './portrait-picker';
import { uploadFile } from './upload-file';

const route = getRouteApi('/_signed-in/request/portrait-change/$influencerId');

/** Spec §2.7 Change Portrait: upload, frame, "Confirm Portrait Change", then "Portrait Changed". */
export function ChangePortraitPage() {
  const { influencerId } = route.useParams();
  const user = useSignedInUser();
  const teamId = user.selectedTeamId ?? user.primary_team_id ?? '';
  const utils = trpc.useUtils();
  const [picked, setPicked] = useState<PickedPortrait | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const replace = trpc.requests.replacePortrait.useMutation();
  const { profile } = useRosterProfile(Number(influencerId));

  const confirm = async () => {
    if (!picked) return;
    setState('saving');
    setError(null);
    try {
      const key = await uploadFile(utils, picked.file);
      const answer = await replace.mutateAsync({ influencer_id: Number(influencerId), uploadedKey: key, crop: picked.crop });
      if (!answer.success) throw new Error('not replaced');
      await Promise.all([utils.roster.invalidate(), utils.public.invalidate()]);
      notifications.show({ message: ADD_TALENT_MSG.portraitChanged, color: 'teal', autoClose: DURATION.successToast });
      setState('done');
    } catch (e) {
      setError(isTrpcError(e) && e.data?.httpStatus === 400 ? e.message : ADD_TALENT_MSG.requestFailed);
      setState('idle');
    }
  };

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{ADD_TALENT_LABEL.changePortrait}</Title>
      <Group gap="md" wrap="nowrap" data-testid="current-portrait">
        {profile ? (
          <Avatar src={profile.influencer.picture_url} name={profile.influencer.display_name} size={72} radius="xl" alt={ADD_TALENT_LABEL.currentPortrait} />
        ) : (
          <Skeleton circle height={72} />
        )}
        <Stack gap={2} miw={0}>
          {profile ? (
            <Text fw={600} size="lg" truncate>
              {ADD_TALENT_LABEL.changePortraitOf(profile.influencer.display_name)}
            </Text>
          ) : (
            <Skeleton height={20} width={200} />
          )}
          <Text size="sm" c="dimmed">
            {ADD_TALENT_LABEL.currentPortrait}
          </Text>
        </Stack>
      </Group>
      <Paper p="lg">
        {state === 'done' ? (
          <Stack gap="md" role="status">
            <Group gap="xs">
              <IconCircleCheck color="var(--mantine-color-teal-6)" />
              <Title order={2} fz="lg">
                {ADD_TALENT_MSG.portraitChanged}
              </Title>
            </Group>
            <Text>{ADD_TALENT_MSG.portraitVisible}</Text>
          </Stack>
        ) : (
          <Stack gap="md">
            <PortraitPicker value={picked} onChange={setPicked} />
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button onClick={() => void confirm()} disabled={!picked} loading={state === 'saving'}>
                {ADD_TALENT_LABEL.confirmPortraitChange}
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
    </Stack>
  );
}
