import { DirectoryColumns } from './directory-columns.js';
import type { Sql } from '../../../db/sql.js';
import { accountsAfter, snapshotXmin, trigramsTakeUnicode } from '../search.sql.js';
import { toAccount, type Row, type Texts } from './directory-rows.js';
import { optionBounds } from './memory-query.js';
import { NameIndex } from './name-index.js';
import type { WordCharacters } from './trigrams.js';
import { parseTsvector } from './tsvector.js';
import { WordIndex } from './word-index.js';

/** Accounts read per statement while loading. */
const LOAD_BATCH = 50_000;
/** Accounts put in memory per turn of the event loop, so searches go on during a load (about 50 ms of work). */
const TURN_BATCH = 2_000;

type Run = <T>(statement: Sql) => Promise<T[]>;
export type LoadedDirectory = { columns: DirectoryColumns; words: WordIndex; names: NameIndex; xmin: string };

/**
 * Every account of directory_search read into columns, a word index and a name index, and the
 * xmin of a snapshot taken before the first read (the changes from then on are read after it);
 * null when `stopped` during the load.
 */
export async function loadDirectory(run: Run, stopped: () => boolean): Promise<LoadedDirectory | null> {
  const [snapshot] = await run<{ xmin: string }>(snapshotXmin());
  // pg_trgm takes letters beyond ASCII as word characters only under a locale that classifies them.
  const [probe] = await run<{ unicode: boolean }>(trigramsTakeUnicode());
  const characters: WordCharacters = probe?.unicode ? 'unicode' : 'ascii';
  const columns = new DirectoryColumns();
  const words = new WordIndex();
  const names = new NameIndex(characters);
  let last = 0;
  while (!stopped()) {
    const rows = await run<Row & Texts>(accountsAfter(last, LOAD_BATCH));
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      columns.put(toAccount(row));
      words.add(row.id, row.platform, parseTsvector(row.document));
      names.add(row.id, row.platform, row.search_name);
      if (i % TURN_BATCH === TURN_BATCH - 1) await new Promise((resolve) => setImmediate(resolve));
    }
    words.endBatch();
    if (rows.length < LOAD_BATCH) break;
    last = rows.at(-1)!.id;
  }
  if (stopped()) return null;
  words.trim();
  names.trim();
  columns.fit();
  await columns.buildBits(optionBounds());
  await columns.sortOrders(() => !stopped());
  if (stopped()) return null;
  return { columns, words, names, xmin: snapshot!.xmin };
}

/**
 * The changed accounts as read now, in one synchronous step (a search sees all of them or none):
 * `ids` not among `rows` were deleted; the indexes take the `texts` of those whose texts changed.
 */
export function applyChanges({ columns, words, names }: Omit<LoadedDirectory, 'xmin'>, ids: number[], rows: Row[], texts: Map<number, Texts>) {
  const present = new Set(rows.map((r) => r.id));
  for (const id of ids) {
    if (present.has(id)) continue;
    columns.remove(id);
    words.change(id, null, []);
    names.change(id, null, '');
  }
  for (const row of rows) {
    columns.put(toAccount(row));
    const changed = texts.get(row.id);
    if (!changed) continue;
    words.change(row.id, row.platform, parseTsvector(changed.document));
    names.change(row.id, row.platform, changed.search_name);
  }
}
