import { createFileRoute } from '@tanstack/react-router';
import { StaffActionsPage } from '../../../features/account/staff-actions-page';

export const Route = createFileRoute('/_signed-in/staff/actions')({
  component: StaffActionsPage,
});
