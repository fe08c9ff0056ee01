import { createFileRoute } from '@tanstack/react-router';
import { SignOutPage } from '../features/account/sign-out-page';

export const Route = createFileRoute('/signout')({
  component: SignOutPage,
});
