import type { EntityManager } from '@mikro-orm/postgresql';
import { EventCache } from '../../../events/event-cache.js';
import type { DirectorySearchResponse } from '../../../../shared/schemas/search.js';
import { logger } from '../../../logger.js';
import { runSql, type Sql } from '../../../db/sql.js';
import {
  accountFigures,
  accountTexts,
  changedMoreThan,
  changesSince,
  directoryEstimate,
  MIN_TEXT_LENGTH,
  pruneChanges,
  type SearchFilters,
} from '../search.sql.js';
import type { DirectoryColumns } from './directory-columns.js';
import { applyChanges, loadDirectory } from './directory-load.js';
import { memoryPage, WALK_FROM, type Matched, type MemoryPage, type MemoryPageRequest, type SqlMatches } from './memory-query.js';
import { writeAnswerJson } from './results-json.js';
import type { Row, Texts } from './directory-rows.js';
import { KeywordQueries } from './keyword-queries.js';
import { coverDensityRank, lexemeRankAt, lexemesOf } from './cover-density-rank.js';
import type { NameIndex } from './name-index.js';
import type { WordQuery } from './tsquery.js';
import { intersect, type LexemePositions, type WordIndex } from './word-index.js';
import { WordMatchCache, wordsKey, type WordMatches } from './word-matches.js';

/** More changed accounts than this at once (a bulk import) are read by loading everything again... */
const RELOAD_ABOVE = 300_000;
/** ...and so are more than this many accounts with new texts (words or names: the indexes would fold them in at once). */
const RELOAD_TEXTS_ABOVE = 20_000;
/** Changed accounts read per statement, and statements at once (the database reads them on its own cores meanwhile). */
const READ_BATCH = 20_000;
const READ_AT_ONCE = 3;
/** Above this many accounts the directory stays in PostgreSQL only (about 1.1 KB of memory per account: figures, card, sort orders, words and name trigrams). */
export const MEMORY_ACCOUNT_LIMIT = 5_000_000;
/** How often the changes are read, in the background (a search never waits for it), and how long they are kept. */
const REFRESH_EVERY_MS = 500;
const KEEP_CHANGES = '10 minutes';
/** Positions of recent searches' word matches kept (4 bytes each). */
const MATCH_CACHE_POSITIONS = 8_000_000;
/** Bytes of recent searches' matches kept (a bit per account of the platform). */
const MATCH_CACHE_BYTES = 16 * 1024 * 1024;
const PRUNE_EVERY_MS = 60_000;
/** Results of recent answers kept (about 400 bytes each, as JSON). */
const ANSWER_CACHE_RESULTS = 150_000;

/** A search's answer as built (held as its bytes), its results' creators, and which of them were on the team's roster then. */
type KeptAnswer = { version: number; creators: Int32Array; rostered: string; answer: DirectorySearchResponse };
/** A page from memory: its first `count` results' creators, and its answer's JSON with those results and `tail` (the fields after them). */
export type MemoryAnswerPage = MemoryPage & {
  creators(count: number): Int32Array;
  answerJson(count: number, onRoster: (influencerId: number) => boolean, tail: string): Buffer;
};
const emptyAnswer = (tail: string) => Buffer.from(`{"results":[]${tail}`);

/** A server that has not read the changes for this long (stalled) loads everything again. */
const STALE_AFTER_MS = 5 * 60_000;

/**
 * The directory's figures in this server's memory: a search's filters, sort and count run over
 * typed arrays instead of the database's indexes. Loaded at start, then kept in step in the
 * background by reading directory_search_change every REFRESH_EVERY_MS (what other transactions
 * wrote since the last snapshot seen); a change reaches searches within about two of those (a bulk
 * change of 200,000 accounts takes 2-3 s more to read and apply). The
 * changed accounts are read while searches go on, then applied in one step, so a search sees a
 * transaction's changes all or none. More changed accounts than RELOAD_ABOVE at once, or more
 * new texts than RELOAD_TEXTS_ABOVE (a bulk load), are applied as one reload, while the figures
 * loaded before keep answering. Until loaded, or above MEMORY_ACCOUNT_LIMIT, searches stay on the
 * SQL path.
 */
export class DirectoryMemory {
  private columns: DirectoryColumns | null = null;
  private wordIndex: WordIndex | null = null;
  private nameIndex: NameIndex | null = null;
  private readonly keywordQueries = new KeywordQueries();
  /** The xmin of the last snapshot whose changes are applied: every later transaction's are read. */
  private xmin = '0';
  private refreshedAt = 0;
  private prunedAt = Date.now();
  private running: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;
  /** The load under way, if any; the first one, for whenLoaded. */
  private loading: Promise<void> | null = null;
  private firstLoad: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Counts the applied changes, so cached word matches know which changes they have not seen. */
  private version = 0;
  private readonly wordCache = new WordMatchCache();
  /** The word matches found in memory for recent searches, good while the directory stays at their version. */
  private readonly memoryWords = new EventCache<string, { version: number; matches: WordMatches }>(null, {
    maxSize: MATCH_CACHE_POSITIONS,
    size: (kept) => kept.matches.ids.length + 1,
  });
  /** The matches of recent searches (a bit per position), for the next pages of each. */
  private readonly matchCache = new EventCache<string, Matched>(null, { maxSize: MATCH_CACHE_BYTES, size: (m) => m.bits.byteLength + 1 });
  /** Whole answers of recent searches (search.service.ts), good while the directory stays at their version. */
  private readonly answers = new EventCache<string, KeptAnswer>(null, { maxSize: ANSWER_CACHE_RESULTS, size: (kept) => kept.creators.length + 1 });

  constructor(
    private readonly em: EntityManager,
    /** From how many matches a page walks the sort's order (memory-query.ts; tests walk always). */
    private readonly walkFrom = WALK_FROM,
  ) {}

  start() {
    void this.whenLoaded();
    this.timer = setInterval(() => void this.refresh().catch((err: unknown) => logger.warn({ err }, 'directory changes not read')), REFRESH_EVERY_MS);
    this.timer.unref();
  }

  close() {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
  }

  /** Resolves once the first load has ended (loaded or given up). */
  whenLoaded() {
    return (this.firstLoad ??= this.load());
  }

  /** Whether the figures are in memory (else the caller takes the SQL path). */
  get ready(): boolean {
    return this.columns !== null;
  }

  /** For the metrics: accounts in memory (0 while the directory is served from PostgreSQL) and seconds since the last refresh. */
  get held() {
    return { accounts: this.columns?.size ?? 0, ageSeconds: this.refreshedAt ? (Date.now() - this.refreshedAt) / 1000 : 0 };
  }

  /**
   * One page over the figures in memory (after `prepare`), with its first `count` results' creators
   * and a writer of its answer's JSON with those results, or null while they are not loaded.
   */
  page(platform: string, q: SearchFilters, matches: SqlMatches, request: MemoryPageRequest): MemoryAnswerPage | null {
    const columns = this.columns;
    if (!columns) return null;
    const found = columns.platform(platform);
    if (!found) return { positions: [], ids: [], sortValues: [], total: 0, creators: () => new Int32Array(0), answerJson: (_, __, tail) => emptyAnswer(tail) };
    // The team's tags change without the directory: a search with tags is not kept.
    const key = matches.taggedInfluencers
      ? null
      : JSON.stringify({ ...q, page: undefined, limit: undefined, sort_order: undefined, team_id: undefined, talent_sheet: undefined });
    const matchCache = key === null ? undefined : { get: () => this.matchCache.get(key), set: (m: Matched) => this.matchCache.set(key, m) };
    const page = memoryPage(found.columns, (f) => found.orders.get(f)!, columns.positionsIn(platform), q, matches, request, {
      walkFrom: this.walkFrom,
      matchCache,
    });
    const shown = (count: number) => page.positions.slice(0, count);
    return {
      ...page,
      creators: (count) => Int32Array.from(shown(count), (p) => found.columns.influencerIds[p]!),
      answerJson: (count, onRoster, tail) => writeAnswerJson(found.columns, platform, shown(count), q, onRoster, tail),
    };
  }

  /** The answer kept under `key` while the directory has not changed since it was built. */
  keptAnswer(key: string): KeptAnswer | undefined {
    const kept = this.answers.get(key);
    return kept?.version === this.version ? kept : undefined;
  }

  keepAnswer(key: string, kept: Omit<KeptAnswer, 'version'>) {
    this.answers.set(key, { version: this.version, ...kept });
  }

  /**
   * The accounts matching the search's words (keywords from the word index, a name from the name
   * index), ranked as the database ranks them when sorted by relevance; a query the indexes cannot
   * answer (a phrase, a negation, a word held by one account) from the cache or `load`ed from the
   * database.
   */
  async words(q: SearchFilters, load: (sql: Sql) => Promise<{ id: number; rank?: number }[]>) {
    const key = wordsKey(q);
    const kept = this.memoryWords.get(key);
    if (kept?.version === this.version) return kept.matches;
    const version = this.version;
    const matches = await this.wordsInMemory(q);
    if (!matches) return this.wordCache.get(q, this.version, load);
    this.memoryWords.set(key, { version, matches });
    return matches;
  }

  private async wordsInMemory(q: SearchFilters): Promise<WordMatches | null> {
    const words = this.wordIndex;
    const names = this.nameIndex;
    if (!words || !names) return null;
    // As search.sql.ts reads them: keywords and a name of three characters or more; relevance ranks by all of it.
    const keywords = (q.keywords ?? []).filter((k) => k.length >= MIN_TEXT_LENGTH);
    const name = q.name?.trim().toLowerCase() ?? '';
    const byName = name.length >= MIN_TEXT_LENGTH;
    const relevance = q.sort_by === 'relevance';
    const rankText = [...keywords, name].join(' ').trim();
    const queries = await this.keywordQueries.of(relevance ? [...keywords, rankText] : keywords, (statement) => this.run(statement));
    if (queries.some((query) => query === null)) return null;
    const found: Int32Array[] = [];
    for (const query of queries.slice(0, keywords.length)) {
      const ids = words.matches(q.platform, query!);
      if (!ids) return null;
      found.push(ids);
    }
    if (byName) {
      const ids = names.matches(q.platform, name);
      if (!ids) return null;
      found.push(ids);
    }
    if (found.length === 0) return null;
    const ids = found.reduce(intersect);
    if (!relevance) return { ids, ranks: null };
    const rankQuery = queries.at(-1) as WordQuery;
    const lexemes = [...lexemesOf(rankQuery)];
    const held = lexemes.map((lexeme) => words.positions(q.platform, lexeme, ids));
    if (!held.every((p): p is LexemePositions => p !== null)) return null;
    const nameQuery = byName ? names.queryOf(name) : null;
    const ranks = new Float64Array(ids.length);
    for (let i = 0; i < ids.length; i++) {
      const rank = 'lexeme' in rankQuery ? lexemeRankAt(held[0]!, i) : coverDensityRank(rankQuery, lexemes, (lexeme) => held[lexemes.indexOf(lexeme)]!.of(i));
      ranks[i] = nameQuery ? Math.fround(rank + names.similarity(ids[i]!, nameQuery)) : rank;
    }
    return { ids, ranks };
  }

  /** Applies what was written since the last read; a caller sees every change committed before it called. */
  refresh(): Promise<void> {
    if (this.queued) return this.queued;
    const next: Promise<void> = this.running
      .catch(() => undefined)
      .then(() => {
        if (this.queued === next) this.queued = null;
        return this.readChanges();
      });
    this.queued = next;
    this.running = next;
    return next;
  }

  /** Loads everything; the figures loaded before (if any) keep answering until the new ones replace them. */
  private load() {
    if (this.loading) return this.loading;
    this.loading = this.loadAll().catch((err: unknown) => {
      this.columns = null;
      this.wordIndex = null;
      this.nameIndex = null;
      logger.error({ err }, 'the directory could not be loaded into memory; searches use the database');
    });
    const loading = this.loading;
    void loading.finally(() => this.loading === loading && (this.loading = null));
    return loading;
  }

  private async loadAll() {
    const started = performance.now();
    const [estimate] = await this.run<{ n: number }>(directoryEstimate());
    if ((estimate?.n ?? 0) > MEMORY_ACCOUNT_LIMIT) return logger.info({ accounts: estimate?.n }, 'directory too large for memory; searches use the database');
    const loaded = await loadDirectory(
      (statement) => this.run(statement),
      () => this.closed,
    );
    if (!loaded) return;
    const { columns, words, names } = loaded;
    await this.keywordQueries.check(words, (statement) => this.run(statement));
    this.xmin = loaded.xmin;
    this.columns = columns;
    this.wordIndex = words;
    this.nameIndex = names;
    this.refreshedAt = Date.now();
    this.version++;
    this.matchCache.clear();
    this.wordCache.reloaded();
    await this.refresh();
    logger.info({ ms: Math.round(performance.now() - started) }, 'directory loaded into memory');
  }

  private async readChanges() {
    const columns = this.columns;
    if (!columns || this.closed) return;
    if (Date.now() - this.refreshedAt > STALE_AFTER_MS) return void this.load();
    // A bulk load is not read back account by account: counting far enough to know is one index range.
    const [{ many }] = (await this.run<{ many: boolean }>(changedMoreThan(this.xmin, RELOAD_ABOVE))) as [{ many: boolean }];
    if (many) return void this.load();
    const [changes] = await this.run<{ xmin: string; ids: number[] }>(changesSince(this.xmin));
    const { ids } = changes!;
    if (ids.length > 0) {
      // Read while the memory goes on answering as it was, then applied in one step. Texts are read
      // only for the accounts whose texts changed: a bulk change of figures leaves the indexes alone.
      const rows = await this.readByIds<Row>(accountFigures, ids);
      const retexted = rows.filter((r) => !columns.holdsTexts(r.id, r.text_hash)).map((r) => r.id);
      if (retexted.length > RELOAD_TEXTS_ABOVE) return void this.load();
      const texts = new Map((await this.readByIds<Texts & { id: number }>(accountTexts, retexted)).map((t) => [t.id, t]));
      if (this.columns !== columns) return;
      applyChanges({ columns, words: this.wordIndex!, names: this.nameIndex! }, ids, rows, texts);
      this.version++;
      this.matchCache.clear();
      this.wordCache.changed(this.version, ids);
      await columns.sortOrders(() => !this.closed && this.columns === columns);
    }
    this.xmin = changes!.xmin;
    this.refreshedAt = Date.now();
    if (this.refreshedAt - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = this.refreshedAt;
      // Not awaited: after a bulk load the delete takes seconds, and searches wait for each read of the changes.
      void this.run(pruneChanges(KEEP_CHANGES)).catch((err: unknown) => logger.warn({ err }, 'old directory changes not pruned'));
    }
  }

  /** The rows `read` answers for the accounts `ids`, READ_BATCH at a time, READ_AT_ONCE statements at once. */
  private async readByIds<T>(read: (ids: number[]) => Sql, ids: number[]): Promise<T[]> {
    const batches = Array.from({ length: Math.ceil(ids.length / READ_BATCH) }, (_, i) => ids.slice(i * READ_BATCH, (i + 1) * READ_BATCH));
    const rows: T[][] = [];
    const reader = async () => {
      for (let batch = batches.shift(); batch; batch = batches.shift()) rows.push(await this.run<T>(read(batch)));
    };
    await Promise.all(Array.from({ length: READ_AT_ONCE }, reader));
    return rows.flat();
  }

  private run<T>(statement: Sql) {
    return runSql<T>(this.em, statement);
  }
}
