import { createFileRoute } from '@tanstack/react-router';
import { AccountDisabledPage } from '../features/account/account-disabled-page';

export const Route = createFileRoute('/account-disabled')({
  component: AccountDisabledPage,
});
