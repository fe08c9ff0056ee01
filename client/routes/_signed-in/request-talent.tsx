import { createFileRoute } from '@tanstack/react-router';
import { RequestTalentPage } from '../../features/talent-intake/request-talent-page';

export const Route = createFileRoute('/_signed-in/request-talent')({
  component: RequestTalentPage,
});
