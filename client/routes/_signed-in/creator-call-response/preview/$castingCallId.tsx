import { createFileRoute } from '@tanstack/react-router';
import { ResponsePreviewPage } from '../../../../features/creator-calls/preview-page';
import { redirectAwayFromSheets } from '../../../../features/sheets/sheet-route-guard';

export const Route = createFileRoute('/_signed-in/creator-call-response/preview/$castingCallId')({
  beforeLoad: ({ context }) => redirectAwayFromSheets(context.user),
  component: function CreatorCallPreviewRoute() {
    const { castingCallId } = Route.useParams();
    return <ResponsePreviewPage castingCallId={castingCallId} />;
  },
});
