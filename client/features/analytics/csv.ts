import Papa from 'papaparse';

/** Downloads rows as a CSV file (beyond the spec: export of visitors and per-sheet clicks). */
export function downloadCsv(filename: string, rows: Record<string, string | number>[]) {
  const blob = new Blob([Papa.unparse(rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
