import { createFileRoute } from '@tanstack/react-router';
import { CreatorCallsPage } from '../../features/creator-calls/creator-calls-page';
import { redirectAwayFromSheets } from '../../features/sheets/sheet-route-guard';

export const Route = createFileRoute('/_signed-in/creator-calls')({
  beforeLoad: ({ context }) => redirectAwayFromSheets(context.user),
  component: CreatorCallsPage,
});
