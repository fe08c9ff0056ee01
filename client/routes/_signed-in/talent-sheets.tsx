import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LIMIT } from '../../../shared/limits';
import { redirectAwayFromSheets } from '../../features/sheets/sheet-route-guard';
import { TalentSheetsPage } from '../../features/sheets/talent-sheets-page';

const [defaultSize, largeSize] = LIMIT.talentSheetTablePageSizes;

const searchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  pageSize: z
    .union([z.literal(defaultSize), z.literal(largeSize)])
    .catch(defaultSize)
    .default(defaultSize),
});

export const Route = createFileRoute('/_signed-in/talent-sheets')({
  validateSearch: searchSchema,
  beforeLoad: ({ context }) => redirectAwayFromSheets(context.user),
  component: TalentSheetsPage,
});
