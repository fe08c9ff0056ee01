import { Alert, Group, Stack, Switch, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { PUBLIC_MSG } from '../../../../shared/public-texts';
import { AnchorLink } from '../../../components/router-links';
import { ProfileView } from '../../public/profile/profile-view';
import { ProfileSkeleton } from '../../public/profile/profile-skeleton';
import { EditToolbar } from './edit-toolbar';
import { FavoriteToggle } from './favorite-toggle';
import { StatSettingsPanel } from './stat-settings-panel';
import { useRosterProfile } from './use-roster-profile';
import { MessageAboutCreator } from '../../messaging/message-about-creator';

const route = getRouteApi('/_signed-in/influencers/profile/$influencerId/$teamId');

/** Spec §2.7 profile: the team's public profile of the creator, plus edit mode for editors. */
export function TalentProfilePage() {
  const { influencerId } = route.useParams();
  const id = Number(influencerId);
  const { query, profile, refresh } = useRosterProfile(id);
  const [editing, setEditing] = useState(false);
  const [alteringStats, setAlteringStats] = useState(false);

  if (query.isError) {
    return (
      <Alert color="red" title="Profile">
        {PUBLIC_MSG.profileLoadError}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <AnchorLink to="/influencers" aria-label="Back to the roster">
            <IconArrowLeft size={20} />
          </AnchorLink>
          <Title order={2} size="h4">
            {profile?.influencer.display_name ?? 'Profile'}
          </Title>
        </Group>
        <Group gap="sm" data-testid="profile-header-actions">
          {profile && <MessageAboutCreator influencerId={id} name={profile.influencer.display_name} />}
          {profile && <FavoriteToggle influencerId={id} favorite={profile.customisation.is_favorite} onChange={refresh} />}
          <Switch label="Edit mode" checked={editing} onChange={(e) => setEditing(e.currentTarget.checked)} />
        </Group>
      </Group>
      {editing && profile && <EditToolbar profile={profile} onSaved={refresh} onAlterStats={() => setAlteringStats(true)} />}
      {alteringStats && profile && (
        <StatSettingsPanel
          influencerId={id}
          settings={profile.customisation.stat_display_settings}
          onDone={(saved) => {
            setAlteringStats(false);
            if (saved) refresh();
          }}
        />
      )}
      {profile ? <ProfileView profile={profile} /> : <ProfileSkeleton />}
    </Stack>
  );
}
