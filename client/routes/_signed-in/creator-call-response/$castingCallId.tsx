import { createFileRoute } from '@tanstack/react-router';
import { ResponsePage } from '../../../features/creator-calls/response-page';
import { redirectAwayFromSheets } from '../../../features/sheets/sheet-route-guard';

export const Route = createFileRoute('/_signed-in/creator-call-response/$castingCallId')({
  beforeLoad: ({ context }) => redirectAwayFromSheets(context.user),
  component: function CreatorCallResponseRoute() {
    const { castingCallId } = Route.useParams();
    return <ResponsePage key={castingCallId} castingCallId={castingCallId} />;
  },
});
