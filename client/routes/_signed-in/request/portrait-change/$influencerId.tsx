import { createFileRoute } from '@tanstack/react-router';
import { ChangePortraitPage } from '../../../../features/talent-intake/change-portrait-page';

export const Route = createFileRoute('/_signed-in/request/portrait-change/$influencerId')({
  component: ChangePortraitPage,
});
