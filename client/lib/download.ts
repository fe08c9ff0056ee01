import { toCsv, type CsvRow } from '../../shared/csv-export';

/** Saves rows as a CSV file in the browser (the roster, visitors and per-sheet clicks exports). */
export function downloadCsv(filename: string, rows: readonly CsvRow[]) {
  saveBlob(filename, new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
}

/** Saves a blob as a file the browser downloads. */
export function saveBlob(filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
