import { Alert, Avatar, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PUBLIC_MSG } from '../../../../shared/public-texts';
import { AnchorLink } from '../../../components/router-links';
import { useSignedInUser } from '../../account/use-signed-in-user';
import { useRosterProfile } from '../profile/use-roster-profile';

type Loaded = NonNullable<ReturnType<typeof useRosterProfile>['profile']>;

/** A talent editor's page: back to the profile, the creator's photo and name, then the editor once the profile is loaded. */
export function TalentEditorFrame({
  influencerId,
  title,
  children,
}: {
  influencerId: number;
  title: string;
  children: (profile: Loaded, data: ReturnType<typeof useRosterProfile>) => ReactNode;
}) {
  const data = useRosterProfile(influencerId);
  const user = useSignedInUser();
  const teamId = user.selectedTeamId ?? user.primary_team_id ?? '';
  const { profile, query } = data;
  return (
    <Stack gap="lg" maw={960}>
      <Group gap="sm">
        <AnchorLink to="/influencers/profile/$influencerId/$teamId" params={{ influencerId: String(influencerId), teamId }} aria-label="Back to the profile">
          <IconArrowLeft size={20} />
        </AnchorLink>
        {profile ? <Avatar src={profile.influencer.picture_url} alt="" radius="xl" name={profile.influencer.display_name} /> : <Skeleton circle height={38} />}
        <div>
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {profile?.influencer.display_name ?? '…'}
          </Text>
        </div>
      </Group>
      {query.isError ? (
        <Alert color="red">{PUBLIC_MSG.profileLoadError}</Alert>
      ) : profile ? (
        children(profile, data)
      ) : (
        <Stack>
          <Skeleton height={40} />
          <Skeleton height={120} />
        </Stack>
      )}
    </Stack>
  );
}
