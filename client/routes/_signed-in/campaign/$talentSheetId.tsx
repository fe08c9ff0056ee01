import { createFileRoute } from '@tanstack/react-router';
import { SheetEditorPage } from '../../../features/sheets/sheet-editor-page';
import { redirectAwayFromSheets } from '../../../features/sheets/sheet-route-guard';

export const Route = createFileRoute('/_signed-in/campaign/$talentSheetId')({
  beforeLoad: ({ context }) => redirectAwayFromSheets(context.user),
  component: function CampaignSheetRoute() {
    const { talentSheetId } = Route.useParams();
    return <SheetEditorPage sheetId={talentSheetId} />;
  },
});
