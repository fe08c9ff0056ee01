import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { FavoritesPage } from '../../features/roster/favorites-page';

export const Route = createFileRoute('/_signed-in/favorites')({
  validateSearch: z.object({ page: z.coerce.number().int().min(1).catch(1).default(1) }),
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: FavoritesPage,
});
