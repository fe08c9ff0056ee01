import { createFileRoute } from '@tanstack/react-router';
import { ConfirmAccountPage } from '../../features/account/confirm-account-page';

export const Route = createFileRoute('/new-user-confirm/$registrationCode')({
  component: ConfirmAccountPage,
});
