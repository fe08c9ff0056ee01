import { PUBLIC_MSG } from '../../../../shared/public-texts';
import { publicUrl, useProfile } from '../fetch/public-api';
import { PublicError } from '../public-error';
import { ProfileSkeleton } from './profile-skeleton';
import { ProfileView } from './profile-view';

/** A creator opened from a sheet (query influencer_id), with a back arrow to the sheet. */
export function SheetCreatorProfile({ sheetId, influencerId, onBack }: { sheetId: string; influencerId: number; onBack: () => void }) {
  const query = useProfile(publicUrl.sheetProfile(sheetId, influencerId));
  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) return <PublicError message={PUBLIC_MSG.profileLoadError} />;
  return <ProfileView profile={query.data} onBack={onBack} sheetId={sheetId} />;
}
