import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A text[] or int[] value; any other object or array goes in as JSON. */
export class PgArray {
  constructor(readonly items: (string | number)[]) {}
}

export type CopyValue = string | number | boolean | Date | null | undefined | PgArray | object;

/** One value in PostgreSQL's COPY text format. */
export function encode(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number') return String(value);
  else if (typeof value === 'boolean') return value ? 't' : 'f';
  else if (value instanceof Date) return value.toISOString();
  else if (value instanceof PgArray) text = `{${value.items.map((v) => `"${String(v).replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
  else text = JSON.stringify(value);
  return text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/** The rows as COPY text, in pieces of a few thousand rows so no single string grows huge. */
function* copyText(rows: Iterable<CopyValue[]>) {
  let piece: string[] = [];
  for (const row of rows) {
    piece.push(encodeRow(row));
    if (piece.length === 2_000) {
      yield piece.join('\n') + '\n';
      piece = [];
    }
  }
  if (piece.length > 0) yield piece.join('\n') + '\n';
}

/** One row in COPY text format, without its line end. */
export const encodeRow = (row: CopyValue[]) => row.map(encode).join('\t');

/** COPY `rows` into `table` (columns in the same order) over `client`. */
export async function copyRows(client: pg.ClientBase, table: string, columns: string[], rows: Iterable<CopyValue[]>) {
  return copyLines(client, table, columns, copyText(rows));
}

/** COPY pieces of ready COPY text (whole lines, each ending in a line end). */
export async function copyLines(client: pg.ClientBase, table: string, columns: string[], text: Iterable<string>) {
  const target = client.query(copyFrom(`copy "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) from stdin`));
  await pipeline(Readable.from(batched(text)), target);
  return target.rowCount;
}

/** Joins small pieces into ~256 KB ones: one COPY message per line would be slow. */
function* batched(pieces: Iterable<string>) {
  let batch: string[] = [];
  let size = 0;
  for (const piece of pieces) {
    batch.push(piece);
    size += piece.length;
    if (size >= 256 * 1024) {
      yield batch.join('');
      batch = [];
      size = 0;
    }
  }
  if (batch.length > 0) yield batch.join('');
}

/** `count` fresh ids of a table's serial column, so rows can refer to each other before they are loaded. */
export async function reserveIds(client: pg.ClientBase, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await client.query<{ id: string }>(`select nextval(pg_get_serial_sequence($1, 'id')) as id from generate_series(1, $2)`, [table, count]);
  return rows.map((r) => Number(r.id));
}
