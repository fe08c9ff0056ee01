import { createFileRoute } from '@tanstack/react-router';
import { BrandCallsPage } from '../../../features/brand-calls/brand-calls-page';
import { requireBrandAccount } from '../../../features/brand-calls/brand-route-guard';

export const Route = createFileRoute('/_signed-in/brand-creator-calls/')({
  beforeLoad: ({ context }) => requireBrandAccount(context.user),
  component: BrandCallsPage,
});
