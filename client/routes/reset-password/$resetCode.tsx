import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/account/reset-password-page';

export const Route = createFileRoute('/reset-password/$resetCode')({
  component: ResetPasswordPage,
});
