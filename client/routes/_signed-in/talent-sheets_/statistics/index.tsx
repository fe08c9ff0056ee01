import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { AnalyticsPage } from '../../../../features/analytics/analytics-page';
import { ANALYTICS_SEARCH_DEFAULTS, analyticsSearchSchema } from '../../../../features/analytics/analytics-search';

export const Route = createFileRoute('/_signed-in/talent-sheets_/statistics/')({
  validateSearch: analyticsSearchSchema,
  search: { middlewares: [stripSearchParams(ANALYTICS_SEARCH_DEFAULTS)] },
  component: AnalyticsPage,
});
