import { z } from 'zod';
import { CSV_IMPORT_LIMIT, CSV_IMPORT_MSG } from '../csv-import-texts.js';

const csvCell = z.string().max(CSV_IMPORT_LIMIT.maxCellLength);

/** One talent as read from a CSV row (shared/csv-import-rows.ts): judged row by row, never refused whole for its content. */
export const CsvTalentRowSchema = z.object({
  name: csvCell,
  socials: z.array(z.object({ platform: z.string().max(40), handle: csvCell })).max(CSV_IMPORT_LIMIT.maxSocialsSent),
});

/** tRPC requests.csvPreview: the rows of a file, each with its problems. */
export const CsvPreviewRequest = z.object({
  rows: z.array(CsvTalentRowSchema).min(1, CSV_IMPORT_MSG.noRows).max(CSV_IMPORT_LIMIT.maxRows, CSV_IMPORT_MSG.tooManyRows(CSV_IMPORT_LIMIT.maxRows)),
});

/** tRPC requests.csvImport: the same rows; only the rows without problems are added, one credit each. */
export const CsvImportRequest = CsvPreviewRequest.extend({
  /** Optional: one id per import (the screen's), so a repeated submit never spends a credit twice for a row. */
  request_key: z
    .string()
    .trim()
    .min(8)
    .max(48)
    .regex(/^[\w-]+$/)
    .optional(),
  /**
   * Optional: add only the rows numbered first..last (1-based), the whole file still checked (a
   * duplicate of an earlier row stays a duplicate); the answer reports those rows only.
   */
  add_rows: z
    .object({ first: z.number().int().min(1), last: z.number().int().min(1) })
    .refine((range) => range.first <= range.last, { message: CSV_IMPORT_MSG.badRowRange, path: ['first'] })
    .optional(),
});

const checkedSocial = z.object({ platform: z.string(), value: z.string(), handle: z.string().nullable() });

export const CsvPreviewResponse = z.object({
  credits: z.number(),
  rows: z.array(z.object({ row: z.number(), name: z.string(), socials: z.array(checkedSocial), errors: z.array(z.string()) })),
});

export const CsvImportResponse = z.object({
  added: z.number(),
  skipped: z.number(),
  credits: z.number(),
  rows: z.array(z.object({ row: z.number(), name: z.string(), added: z.boolean(), errors: z.array(z.string()) })),
});

export type CsvPreviewRow = z.infer<typeof CsvPreviewResponse>['rows'][number];
export type CsvImportRow = z.infer<typeof CsvImportResponse>['rows'][number];
