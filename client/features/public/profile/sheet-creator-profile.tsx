import { Skeleton, Stack } from '@mantine/core';
import { PUBLIC_MSG } from '../../../../shared/public-texts';
import { publicUrl, useProfile } from '../fetch/public-api';
import { PublicError } from '../public-error';
import { ProfileView } from './profile-view';

/** A creator opened from a sheet (query influencer_id), with a back arrow to the sheet. */
export function SheetCreatorProfile({ sheetId, influencerId, onBack }: { sheetId: string; influencerId: number; onBack: () => void }) {
  const query = useProfile(publicUrl.sheetProfile(sheetId, influencerId));
  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) return <PublicError message={PUBLIC_MSG.profileLoadError} />;
  return <ProfileView profile={query.data} onBack={onBack} sheetId={sheetId} />;
}

export function ProfileSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading">
      <Skeleton h={32} w={120} />
      <Skeleton h={280} w={280} radius="lg" />
      <Skeleton h={28} w="50%" />
      <Skeleton h={14} w="80%" />
      <Skeleton h={14} w="70%" />
    </Stack>
  );
}
