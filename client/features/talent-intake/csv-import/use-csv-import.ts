import { useState } from 'react';
import { CSV_IMPORT_LIMIT } from '../../../../shared/csv-import-texts';
import type { CsvTalentRow } from '../../../../shared/csv-import-rows';
import type { CsvImportRow } from '../../../../shared/schemas/csv-import';
import { trpc } from '../../../lib/trpc';

export interface CsvImportResult {
  added: number;
  rows: CsvImportRow[];
}

/**
 * Imports a file's rows in calls of CSV_IMPORT_LIMIT.rowsPerCall (each call still checks the whole
 * file), so the screen can show how far it has come. Rows added before a failed call stay added;
 * importing again with the same key adds the rest without spending twice.
 */
export function useCsvImport() {
  const utils = trpc.useUtils();
  const call = trpc.requests.csvImport.useMutation();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<CsvImportResult | null>(null);
  const [error, setError] = useState<unknown>(null);

  const start = async (rows: CsvTalentRow[], requestKey: string) => {
    setError(null);
    setProgress({ done: 0, total: rows.length });
    const reported: CsvImportRow[] = [];
    try {
      for (let first = 1; first <= rows.length; first += CSV_IMPORT_LIMIT.rowsPerCall) {
        const last = Math.min(rows.length, first + CSV_IMPORT_LIMIT.rowsPerCall - 1);
        const answer = await call.mutateAsync({ rows, request_key: requestKey, add_rows: { first, last } });
        reported.push(...answer.rows);
        setProgress({ done: last, total: rows.length });
      }
      setResult({ added: reported.filter((row) => row.added).length, rows: reported });
    } catch (failure) {
      setError(failure);
    } finally {
      setProgress(null);
      void utils.requests.addTalentStatus.invalidate();
      void utils.roster.table.invalidate();
    }
  };
  const reset = () => {
    setProgress(null);
    setResult(null);
    setError(null);
  };
  return { start, reset, progress, result, error, isPending: progress !== null };
}
