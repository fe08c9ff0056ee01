import type { CsvRow } from '../../../shared/csv-export';
import type { SheetStatisticsResponse, VisitorsResponse } from '../../../shared/schemas/analytics';

/** visitors.csv: one row per visitor email, with the titles of the sheets they opened. */
export function visitorsCsvRows(visitors: VisitorsResponse): CsvRow[] {
  const titles = new Map(visitors.sheets.map((s) => [s.id, s.title]));
  return visitors.recentVisits.map((v) => ({
    email: v.email,
    sheets: v.salesheet_ids.map((id) => titles.get(id) ?? id).join('; '),
    most_recent_visit: v.most_recent_visit,
  }));
}

/** sheet-clicks-{sheetId}.csv: clicks per creator on one sheet. */
export function sheetClicksCsvRows(clicks: SheetStatisticsResponse['clicks']): CsvRow[] {
  return clicks.map((c) => ({ sheet_title: c.sheet_title, fullname: c.fullname, influencer_id: c.influencer_id, clicks: c.clicks }));
}
