import type { CsvRow } from '../../../shared/csv-export';
import type { RosterTableRow } from '../../../shared/schemas/roster/table';

/** roster.csv: one row per talent, in the table's order. */
export function rosterCsvRows(rows: readonly RosterTableRow[]): CsvRow[] {
  return rows.map((r) => ({
    name: r.fullname,
    tagline: r.tagline ?? '',
    city: r.city ?? '',
    state: r.state ?? '',
    total_reach: r.reach,
    socials: r.socials.map((s) => `${s.platform}:@${s.handle} (${s.followers})`).join('; '),
    tags: r.tags.join('; '),
    description: r.description ?? '',
  }));
}
