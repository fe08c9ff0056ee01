import { Box, Container } from '@mantine/core';
import { PUBLIC_MSG } from '../../../../shared/public-texts';
import { publicUrl, useProfile } from '../fetch/public-api';
import { DemoDataBar } from '../../../components/demo-data-mark';
import { PublicError } from '../public-error';
import { PublicShell, readableDimmed } from '../public-shell';
import { ProfileSkeleton } from './profile-skeleton';
import { ProfileView } from './profile-view';

/** /public/profile/{influencerId} and /public/profile/{influencerId}/team/{teamId}. */
export function PublicProfilePage({ influencerId, teamId }: { influencerId: number; teamId?: string }) {
  const query = useProfile(teamId ? publicUrl.teamProfile(influencerId, teamId) : publicUrl.profile(influencerId));
  if (query.isPending)
    return (
      <Container size="xl" py="xl">
        <ProfileSkeleton />
      </Container>
    );
  if (query.isError) return <PublicError message={PUBLIC_MSG.profileLoadError} />;
  const profile = query.data;
  if (!profile.team)
    return (
      <Box style={readableDimmed(false)}>
        {profile.demo_data && <DemoDataBar />}
        <Container size="xl" py="xl" component="main">
          <ProfileView profile={profile} />
        </Container>
      </Box>
    );
  return (
    <PublicShell team={profile.team} settings={profile.team_settings} demoData={profile.demo_data}>
      <ProfileView profile={profile} />
    </PublicShell>
  );
}
