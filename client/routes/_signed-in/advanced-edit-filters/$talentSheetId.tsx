import { createFileRoute } from '@tanstack/react-router';
import { searchUrlSchema } from '../../../features/search/search-params';
import { SheetEditorPage } from '../../../features/sheets/sheet-editor-page';
import { redirectAwayFromSheets } from '../../../features/sheets/sheet-route-guard';

/** Spec §2.2 /advanced-edit-filters/{talentSheetId}: the sheet editor in advanced mode, its filters in the URL. */
export const Route = createFileRoute('/_signed-in/advanced-edit-filters/$talentSheetId')({
  validateSearch: searchUrlSchema,
  beforeLoad: ({ context }) => redirectAwayFromSheets(context.user),
  component: function AdvancedEditFiltersRoute() {
    const { talentSheetId } = Route.useParams();
    const state = Route.useSearch();
    const navigate = Route.useNavigate();
    return <SheetEditorPage sheetId={talentSheetId} advanced={{ state, onChange: (next) => void navigate({ search: next }) }} />;
  },
});
