import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { LIMIT } from '../../../shared/limits';
import { CollectionsPage } from '../../features/collections/collections-page';
import { redirectAwayFromSheets } from '../../features/sheets/sheet-route-guard';

const [defaultSize, largeSize] = LIMIT.collectionsPageSizes;

const searchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  pageSize: z
    .union([z.literal(defaultSize), z.literal(largeSize)])
    .catch(defaultSize)
    .default(defaultSize),
});

export const Route = createFileRoute('/_signed-in/collections')({
  validateSearch: searchSchema,
  beforeLoad: ({ context }) => redirectAwayFromSheets(context.user),
  // Defaults stay out of the address bar.
  search: { middlewares: [stripSearchParams({ page: 1, pageSize: defaultSize })] },
  component: CollectionsPage,
});
