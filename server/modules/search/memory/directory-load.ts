import { DirectoryColumns } from './directory-columns.js';
import { SELECT_ROWS, toAccount, type Row } from './directory-rows.js';
import { WordIndex } from './word-index.js';

/** Accounts read per statement while loading. */
const LOAD_BATCH = 50_000;

type Run = <T>(text: string, params: unknown[]) => Promise<T[]>;

/**
 * Every account of directory_search read into columns and a word index, and the xmin of a
 * snapshot taken before the first read (the changes from then on are read after it); null when
 * `stopped` during the load.
 */
export async function loadDirectory(run: Run, stopped: () => boolean): Promise<{ columns: DirectoryColumns; words: WordIndex; xmin: string } | null> {
  const [snapshot] = await run<{ xmin: string }>('select pg_snapshot_xmin(pg_current_snapshot())::text as xmin', []);
  const columns = new DirectoryColumns();
  const words = new WordIndex();
  let last = 0;
  while (!stopped()) {
    const rows = await run<Row>(`${SELECT_ROWS} where id > ? order by id limit ${LOAD_BATCH}`, [last]);
    for (const row of rows) {
      columns.put(toAccount(row));
      words.add(row.id, row.platform, row.lexemes);
    }
    words.endBatch();
    if (rows.length < LOAD_BATCH) break;
    last = rows.at(-1)!.id;
  }
  if (stopped()) return null;
  words.trim();
  columns.fit();
  return { columns, words, xmin: snapshot!.xmin };
}

/** The changed accounts' rows as read now (`ids` not among them were deleted), put into the columns and the word index. */
export function applyChanges(columns: DirectoryColumns, words: WordIndex, ids: number[], rows: Row[]) {
  const present = new Set(rows.map((r) => r.id));
  for (const id of ids) {
    if (present.has(id)) continue;
    columns.remove(id);
    words.change(id, null, '');
  }
  for (const row of rows) {
    columns.put(toAccount(row));
    words.change(row.id, row.platform, row.lexemes);
  }
}
