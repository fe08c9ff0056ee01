import Papa from 'papaparse';

/** One CSV row: a cell per column header; numbers stay numbers. */
export type CsvRow = Record<string, string | number>;

/**
 * A cell starting with one of these opens as a formula in a spreadsheet (CSV injection).
 * Papaparse's own `escapeFormulae: true` ends its pattern in `.*$` without the `s` flag, so a
 * multi-line cell such as "=HYPERLINK(...)\nmore" slips through; this pattern looks at the first character only.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as it was before `toCsv` made it inert (the CSV import reads the export's own files back). */
export const unescapeFormula = (text: string) => text.replace(/^'(?=[=+\-@\t\r])/, '');

/** Every CSV the product writes: headers from the first row's keys, formula cells made inert with a leading `'`. */
export function toCsv(rows: readonly CsvRow[]): string {
  return Papa.unparse(rows as CsvRow[], { escapeFormulae: FORMULA_START });
}
