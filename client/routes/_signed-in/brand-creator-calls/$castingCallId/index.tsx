import { createFileRoute } from '@tanstack/react-router';
import { BrandCallResponsesPage } from '../../../../features/brand-calls/brand-call-responses-page';
import { requireBrandAccount } from '../../../../features/brand-calls/brand-route-guard';

export const Route = createFileRoute('/_signed-in/brand-creator-calls/$castingCallId/')({
  beforeLoad: ({ context }) => requireBrandAccount(context.user),
  component: function BrandCallRoute() {
    const { castingCallId } = Route.useParams();
    return <BrandCallResponsesPage key={castingCallId} castingCallId={castingCallId} />;
  },
});
