import { createFileRoute } from '@tanstack/react-router';
import { OldSheetList } from '../../features/sheets/old-lists/old-sheet-list';
import { redirectAwayFromSheets } from '../../features/sheets/sheet-route-guard';

export const Route = createFileRoute('/_signed-in/campaigns')({
  beforeLoad: ({ context }) => redirectAwayFromSheets(context.user),
  component: () => <OldSheetList sheetType="campaign" />,
});
