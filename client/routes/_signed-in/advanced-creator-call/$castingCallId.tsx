import { createFileRoute } from '@tanstack/react-router';
import { ResponsePage } from '../../../features/creator-calls/response-page';
import { redirectAwayFromSheets } from '../../../features/sheets/sheet-route-guard';

// The advanced search filters come with the directory search; until then the basic roster.
export const Route = createFileRoute('/_signed-in/advanced-creator-call/$castingCallId')({
  beforeLoad: ({ context }) => redirectAwayFromSheets(context.user),
  component: function AdvancedCreatorCallRoute() {
    const { castingCallId } = Route.useParams();
    return <ResponsePage key={castingCallId} castingCallId={castingCallId} advanced />;
  },
});
