import { Alert, Button, Grid, Group, Paper, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ADD_TALENT_PLATFORMS, type AddTalentPlatform } from '../../../shared/social-handles';
import { ADD_TALENT_DURATION, ADD_TALENT_LABEL, ADD_TALENT_MSG } from '../../../shared/talent-add-texts';
import { isTrpcError, trpc } from '../../lib/trpc';
import { useTimedFlag } from '../../lib/use-timed-flag';
import { addSocial, makePrimary, PLATFORM_NAMES, removeSocial, type AddedSocial } from './add-talent-state';
import { ImportCsvLink } from './csv-import/import-csv-link';
import { SocialsTable } from './socials-table';
import { useAddOutcomes } from './added-talent';
import { AddOutcomePanel } from './add-outcome-panel';
import { useSignedInUser } from '../account/use-signed-in-user';

const newRequestKey = () => `add-${crypto.randomUUID()}`;

/** Spec §2.7 Add Talent (/add-talent): name and socials, check-social per account, one credit per add. */
export function AddTalentPage() {
  const status = trpc.requests.addTalentStatus.useQuery();
  const user = useSignedInUser();
  const teamId = user.selectedTeamId ?? user.primary_team_id ?? '';
  const utils = trpc.useUtils();
  const [name, setName] = useState('');
  const [platform, setPlatform] = useState<AddTalentPlatform>('instagram');
  const [handle, setHandle] = useState('');
  const [socials, setSocials] = useState<AddedSocial[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const duplicate = useTimedFlag(ADD_TALENT_DURATION.duplicateMessageMs);
  const add = trpc.requests.addInfluencer.useMutation({ onSuccess: () => void utils.requests.addTalentStatus.invalidate() });

  const onAddSocial = async () => {
    setError(null);
    setChecking(true);
    try {
      const answer = await utils.requests.checkSocial.fetch({ url: handle, platform });
      if (answer.existing) return setError(ADD_TALENT_MSG.existing(answer.existing));
      const social = answer.social!;
      if (socials.some((s) => s.platform === social.platform && s.handle === social.handle)) return duplicate.raise();
      setSocials((current) => addSocial(current, social));
      setHandle('');
    } catch (e) {
      setError(isTrpcError(e) && e.data?.httpStatus === 400 ? e.message : ADD_TALENT_MSG.checkFailed);
    } finally {
      setChecking(false);
    }
  };

  const submit = () => {
    setError(null);
    if (!name.trim()) return setError(ADD_TALENT_MSG.nameRequired);
    if (!socials.length) return setError(ADD_TALENT_MSG.socialRequired);
    add.mutate({ influencer: { name: name.trim(), socials }, request_key: requestKey });
  };
  const reset = () => {
    setName('');
    setSocials([]);
    setHandle('');
    setError(null);
    setRequestKey(newRequestKey());
    add.reset();
  };

  const outcomes = useAddOutcomes(add.data?.request_id ?? null);
  const outcome = add.data ? outcomes.get(add.data.request_id) : undefined;
  const addError = add.error
    ? add.error.data?.appCode === 'no_credits'
      ? ADD_TALENT_MSG.noCredits
      : add.error.data?.httpStatus === 400
        ? add.error.message
        : ADD_TALENT_MSG.addFailed
    : null;

  if (status.isPending) return <Skeleton height={320} radius="md" data-testid="add-talent-loading" />;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{ADD_TALENT_LABEL.title}</Title>
        <Group gap="sm">
          {status.data && <Text c="dimmed">{ADD_TALENT_LABEL.credits(status.data.credits)}</Text>}
          <ImportCsvLink />
        </Group>
      </Group>
      {add.isSuccess ? (
        <AddOutcomePanel name={add.variables.influencer.name} outcome={outcome} teamId={teamId} onAddAnother={reset} />
      ) : status.data?.credits === 0 ? (
        <Alert color="yellow" title={ADD_TALENT_LABEL.maxRoster} icon={<IconAlertCircle size={18} />}>
          {ADD_TALENT_LABEL.maxRosterBody}
        </Alert>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper p="lg">
              <Stack gap="md">
                <TextInput
                  label={ADD_TALENT_LABEL.talentName}
                  description={ADD_TALENT_LABEL.nameHelp}
                  value={name}
                  onChange={(e) => setName(e.currentTarget.value)}
                />
                <Select
                  label={ADD_TALENT_LABEL.platform}
                  data={ADD_TALENT_PLATFORMS.map((p) => ({ value: p, label: PLATFORM_NAMES[p] }))}
                  value={platform}
                  onChange={(value) => value && setPlatform(value as AddTalentPlatform)}
                  allowDeselect={false}
                />
                <TextInput
                  label={ADD_TALENT_LABEL.handleOrLink}
                  description={ADD_TALENT_LABEL.handleHelp}
                  value={handle}
                  onChange={(e) => setHandle(e.currentTarget.value)}
                  onKeyDown={(e) => e.key === 'Enter' && handle.trim() && void onAddSocial()}
                />
                <Group>
                  <Button variant="light" leftSection={<IconPlus size={16} />} disabled={!handle.trim()} loading={checking} onClick={() => void onAddSocial()}>
                    {ADD_TALENT_LABEL.addSocial}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper p="lg">
              <Stack gap="md">
                <Title order={2} fz="lg">
                  {name.trim() || ADD_TALENT_LABEL.talentName}
                </Title>
                <SocialsTable
                  socials={socials}
                  onPrimary={(i) => setSocials((s) => makePrimary(s, i))}
                  onRemove={(i) => setSocials((s) => removeSocial(s, i))}
                />
                <Text size="sm" c="dimmed">
                  {ADD_TALENT_LABEL.primaryNote}
                </Text>
                {(error || addError || duplicate.raised) && (
                  <Alert color="red" variant="light" role="alert">
                    {duplicate.raised ? ADD_TALENT_MSG.duplicateAccount : (error ?? addError)}
                  </Alert>
                )}
                <Group justify="flex-end">
                  <Button onClick={submit} disabled={!name.trim() || !socials.length} loading={add.isPending}>
                    {ADD_TALENT_LABEL.submitForReview}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
