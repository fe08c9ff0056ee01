import { createFileRoute } from '@tanstack/react-router';
import { StaffRequestsPage } from '../../../features/talent-intake/staff-requests-page';

export const Route = createFileRoute('/_signed-in/staff/requests')({
  component: StaffRequestsPage,
});
