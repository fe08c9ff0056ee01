import { createFileRoute } from '@tanstack/react-router';
import { LoginsPage } from '../../features/talent-intake/logins-page';

export const Route = createFileRoute('/_signed-in/team-influencer-logins')({
  component: LoginsPage,
});
