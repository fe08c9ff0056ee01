import { createFileRoute } from '@tanstack/react-router';
import { AddTalentPage } from '../../features/talent-intake/add-talent-page';

export const Route = createFileRoute('/_signed-in/add-talent')({
  component: AddTalentPage,
});
