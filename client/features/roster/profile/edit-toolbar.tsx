import { Button, Group, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChartBar, IconCurrencyDollar, IconEdit, IconEye, IconFileText, IconMapPin, IconMessageReport, IconPhoto, IconTags } from '@tabler/icons-react';
import type { RosterProfileResponse } from '../../../../shared/schemas/roster/profile';
import { ADD_TALENT_LABEL } from '../../../../shared/talent-add-texts';
import { TALENT_LABEL } from '../../../../shared/talent-texts';
import { ButtonLink } from '../../../components/router-links';
import { useSignedInUser } from '../../account/use-signed-in-user';
import { CopyLinkButton } from '../../collections/copy-link-button';
import { talentLinks } from '../talent-links';
import { EditLocationModal } from './edit-location-modal';
import { EditTagsModal } from './edit-tags-modal';
import { RemoveFromRosterButton } from './remove-from-roster-button';

type Profile = RosterProfileResponse['influencers'][number];

/** Profile edit mode (spec §2.7): every editor of the creator, one click away. */
export function EditToolbar({ profile, onSaved, onAlterStats }: { profile: Profile; onSaved: () => void; onAlterStats: () => void }) {
  const user = useSignedInUser();
  const teamId = user.selectedTeamId ?? user.primary_team_id ?? '';
  const id = profile.influencer.id;
  const params = { influencerId: String(id) };
  const [tagsOpen, tags] = useDisclosure(false);
  const [locationOpen, location] = useDisclosure(false);
  return (
    <Paper withBorder p="sm" radius="md" aria-label="Edit mode">
      <Group gap="xs">
        <Group gap={0}>
          <Button variant="subtle" size="compact-sm" component="span">
            {TALENT_LABEL.publicProfileLink}
          </Button>
          <CopyLinkButton url={talentLinks.publicProfile(id, teamId)} label={`Copy ${TALENT_LABEL.publicProfileLink}`} />
        </Group>
        <Button variant="light" size="compact-sm" leftSection={<IconTags size={14} />} onClick={tags.open}>
          {TALENT_LABEL.editTags}
        </Button>
        <Button variant="light" size="compact-sm" leftSection={<IconMapPin size={14} />} onClick={location.open}>
          {TALENT_LABEL.editLocation}
        </Button>
        <Button variant="light" size="compact-sm" leftSection={<IconChartBar size={14} />} onClick={onAlterStats}>
          {TALENT_LABEL.alterDisplayedStatistics}
        </Button>
        <ButtonLink variant="light" size="compact-sm" to="/request/$influencerId" params={params} leftSection={<IconMessageReport size={14} />}>
          {TALENT_LABEL.requestChange}
        </ButtonLink>
        <ButtonLink variant="light" size="compact-sm" to="/request/portrait-change/$influencerId" params={params} leftSection={<IconPhoto size={14} />}>
          {ADD_TALENT_LABEL.changePortrait}
        </ButtonLink>
        <ButtonLink variant="light" size="compact-sm" to="/talent/$influencerId/edit-posts" params={params} leftSection={<IconEye size={14} />}>
          {TALENT_LABEL.showHidePosts}
        </ButtonLink>
        <ButtonLink variant="light" size="compact-sm" to="/talent/edit-sheets/$influencerId" params={params} leftSection={<IconFileText size={14} />}>
          {TALENT_LABEL.viewEditSheets}
        </ButtonLink>
        <ButtonLink variant="light" size="compact-sm" to="/talent/edit-description/$influencerId" params={params} leftSection={<IconEdit size={14} />}>
          {TALENT_LABEL.customizeDescription}
        </ButtonLink>
        <ButtonLink variant="light" size="compact-sm" to="/talent/edit-rate-card/$influencerId" params={params} leftSection={<IconCurrencyDollar size={14} />}>
          {TALENT_LABEL.rates}
        </ButtonLink>
        <RemoveFromRosterButton influencerId={id} />
      </Group>
      <EditTagsModal opened={tagsOpen} onClose={tags.close} profile={profile} onSaved={onSaved} />
      <EditLocationModal opened={locationOpen} onClose={location.close} profile={profile} onSaved={onSaved} />
    </Paper>
  );
}
