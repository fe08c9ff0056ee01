import { createFileRoute } from '@tanstack/react-router';
import { searchUrlSchema } from '../../features/search/search-params';
import { SearchPage } from '../../features/search/search-page';

export const Route = createFileRoute('/_signed-in/search')({
  validateSearch: searchUrlSchema,
  component: SearchPage,
});
