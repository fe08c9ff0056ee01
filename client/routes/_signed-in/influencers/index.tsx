import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { RosterPage } from '../../../features/roster/roster-page';
import { ROSTER_SEARCH_DEFAULTS, rosterSearchSchema } from '../../../features/roster/roster-search';

export const Route = createFileRoute('/_signed-in/influencers/')({
  validateSearch: rosterSearchSchema,
  // Defaults stay out of the address bar.
  search: { middlewares: [stripSearchParams(ROSTER_SEARCH_DEFAULTS)] },
  component: RosterPage,
});
