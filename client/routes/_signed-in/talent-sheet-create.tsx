import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CreateSheetPage } from '../../features/sheets/create-sheet-page';
import { redirectAwayFromSheets } from '../../features/sheets/sheet-route-guard';

const searchSchema = z.object({ type: z.enum(['talent', 'campaign']).catch('talent').default('talent') });

export const Route = createFileRoute('/_signed-in/talent-sheet-create')({
  validateSearch: searchSchema,
  beforeLoad: ({ context }) => redirectAwayFromSheets(context.user),
  component: CreateSheetPage,
});
