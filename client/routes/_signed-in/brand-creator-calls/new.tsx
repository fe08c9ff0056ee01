import { createFileRoute } from '@tanstack/react-router';
import { BrandCallFormPage } from '../../../features/brand-calls/brand-call-form-page';
import { requireBrandAccount } from '../../../features/brand-calls/brand-route-guard';

export const Route = createFileRoute('/_signed-in/brand-creator-calls/new')({
  beforeLoad: ({ context }) => requireBrandAccount(context.user),
  component: () => <BrandCallFormPage />,
});
