import { createFileRoute } from '@tanstack/react-router';
import { CollectionEditorPage } from '../../../features/collections/collection-editor-page';
import { redirectAwayFromSheets } from '../../../features/sheets/sheet-route-guard';

/** Spec §2.6 collection editor; the id "new-collection" opens an unsaved one. */
export const Route = createFileRoute('/_signed-in/collection/$collectionId')({
  beforeLoad: ({ context }) => redirectAwayFromSheets(context.user),
  component: CollectionEditorPage,
});
