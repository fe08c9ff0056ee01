import { createFileRoute } from '@tanstack/react-router';
import { BrandResponsePage } from '../../../../features/brand-calls/brand-response-page';
import { requireBrandAccount } from '../../../../features/brand-calls/brand-route-guard';

export const Route = createFileRoute('/_signed-in/brand-creator-calls/responses/$responseId')({
  beforeLoad: ({ context }) => requireBrandAccount(context.user),
  component: function BrandResponseRoute() {
    const { responseId } = Route.useParams();
    return <BrandResponsePage key={responseId} responseId={Number(responseId)} />;
  },
});
