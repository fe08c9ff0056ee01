import { createFileRoute } from '@tanstack/react-router';
import { CampaignViewPage } from '../../../../features/sheets/old-lists/campaign-view-page';
import { redirectAwayFromSheets } from '../../../../features/sheets/sheet-route-guard';

export const Route = createFileRoute('/_signed-in/campaign/view/$talentSheetId')({
  beforeLoad: ({ context }) => redirectAwayFromSheets(context.user),
  component: function CampaignViewRoute() {
    const { talentSheetId } = Route.useParams();
    return <CampaignViewPage sheetId={talentSheetId} />;
  },
});
