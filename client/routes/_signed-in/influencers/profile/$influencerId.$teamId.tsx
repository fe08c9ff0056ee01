import { createFileRoute } from '@tanstack/react-router';
import { TalentProfilePage } from '../../../../features/roster/profile/talent-profile-page';

export const Route = createFileRoute('/_signed-in/influencers/profile/$influencerId/$teamId')({
  component: TalentProfilePage,
});
