import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SheetStatisticsPage } from '../../../../features/analytics/sheet-statistics-page';
import { ANALYTICS_SEARCH_DEFAULTS, analyticsSearchSchema } from '../../../../features/analytics/analytics-search';

export const Route = createFileRoute('/_signed-in/talent-sheets_/statistics/$sheetId')({
  validateSearch: analyticsSearchSchema,
  search: { middlewares: [stripSearchParams(ANALYTICS_SEARCH_DEFAULTS)] },
  component: SheetStatisticsPage,
});
