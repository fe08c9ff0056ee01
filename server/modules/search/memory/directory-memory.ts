import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray } from '../../../db/pg-array.js';
import { logger } from '../../../logger.js';
import { MIN_TEXT_LENGTH, type SearchFilters, type Sql } from '../search-sql.js';
import { DirectoryColumns } from './directory-columns.js';
import { memoryPage, WALK_FROM, type MemoryPage, type MemoryPageRequest, type SqlMatches } from './memory-query.js';
import { SizedLru } from './sized-lru.js';
import { parseTsquery, type WordQuery } from './tsquery.js';
import { LEXEME_SEPARATOR, WordIndex } from './word-index.js';
import { WordMatchCache } from './word-matches.js';
import { FIGURES, talentGenderCode, type AccountFigures, type Figure } from './platform-columns.js';

/** Accounts read per statement while loading. */
const LOAD_BATCH = 50_000;
/** More changed accounts than this at once (a bulk import) are read by loading everything again. */
const RELOAD_ABOVE = 100_000;
/** Above this many accounts the directory stays in PostgreSQL only (about 250 bytes of memory per account, figures and words). */
export const MEMORY_ACCOUNT_LIMIT = 5_000_000;
/** How often the changes are read without a search asking, and how long they are kept. */
const REFRESH_EVERY_MS = 5_000;
const KEEP_CHANGES = '10 minutes';
/** Positions of recent searches' matches kept (4 bytes each). */
const MATCH_CACHE_POSITIONS = 8_000_000;
const PRUNE_EVERY_MS = 60_000;
/** A server that has not read the changes for this long (stalled) loads everything again. */
const STALE_AFTER_MS = 5 * 60_000;

const REAL_FIGURES = new Set<Figure>(['engagement_rate', 'us_audience_share', 'audience_female_percent', 'audience_male_percent', 'audience_age_13_17', 'audience_age_18_24', 'audience_age_25_34', 'audience_age_35_44', 'audience_age_45_64', 'audience_age_65_plus']);
const NUMERIC = FIGURES.filter((f) => f !== 'talent_gender');
// Every figure as float8: a `real` then arrives as its exact float4 value, a bigint as a number.
const SELECT_ROWS = `select id, influencer_id, platform, talent_gender, ${NUMERIC.map((f) => `${f}::float8 as ${f}`).join(', ')},
  array_to_string(tsvector_to_array(search_document), chr(${LEXEME_SEPARATOR.charCodeAt(0)})) as lexemes from directory_search`;
/** Keywords' parsed queries kept (they do not depend on the directory). */
const PARSED_KEYWORDS_KEPT = 10_000;

type Row = Record<string, number | string | null> & { id: number; influencer_id: number; platform: string; lexemes: string };

function toAccount(row: Row): AccountFigures {
  const figures = {} as Record<Figure, number>;
  for (const f of NUMERIC) figures[f] = row[f] === null ? NaN : Number(row[f]);
  for (const f of REAL_FIGURES) figures[f] = Math.fround(figures[f]);
  // The SQL filter reads coalesce(talent_age_max, 200): an open-ended range.
  if (Number.isNaN(figures.talent_age_max)) figures.talent_age_max = 200;
  figures.talent_gender = talentGenderCode(row.talent_gender as string | null);
  return { id: row.id, influencerId: row.influencer_id, platform: row.platform, figures };
}

/**
 * The directory's figures in this server's memory (issue #11): a search's filters, sort and count
 * run over typed arrays instead of the database's indexes. Loaded at start, then kept in step by
 * reading directory_search_change before each search (what other transactions wrote since the
 * last snapshot seen). Until loaded, or above MEMORY_ACCOUNT_LIMIT, searches stay on the SQL path.
 */
export class DirectoryMemory {
  private columns: DirectoryColumns | null = null;
  private wordIndex: WordIndex | null = null;
  /** Each keyword as PostgreSQL's websearch_to_tsquery reads it, or null where the word index cannot answer it. */
  private readonly parsedKeywords = new Map<string, WordQuery | null>();
  /** The xmin of the last snapshot whose changes are applied: every later transaction's are read. */
  private xmin = '0';
  private refreshedAt = 0;
  private prunedAt = Date.now();
  private running: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;
  private loading: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Counts the applied changes, so cached word matches know when they are stale. */
  private version = 0;
  private readonly wordCache = new WordMatchCache();
  /** The matches of recent searches (their positions), for the next pages of each. */
  private readonly matchCache = new SizedLru<Int32Array>(MATCH_CACHE_POSITIONS, (m) => m.length);

  constructor(
    private readonly em: EntityManager,
    /** From how many matches a page walks the sort's order (memory-query.ts; tests walk always). */
    private readonly walkFrom = WALK_FROM,
  ) {}

  start() {
    void this.load();
    this.timer = setInterval(() => void this.refresh().catch((err: unknown) => logger.warn({ err }, 'directory changes not read')), REFRESH_EVERY_MS);
    this.timer.unref();
  }

  close() {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
  }

  /** Resolves once the first load has ended (loaded or given up). */
  whenLoaded() {
    return this.loading ?? this.load();
  }

  /** Applies the changes committed so far; false while the figures are not in memory (the caller takes the SQL path). */
  async prepare(): Promise<boolean> {
    await this.refresh();
    return this.columns !== null;
  }

  /** One page over the figures in memory (after `prepare`), or null while they are not. */
  page(platform: string, q: SearchFilters, matches: SqlMatches, request: MemoryPageRequest): MemoryPage | null {
    const columns = this.columns;
    if (!columns) return null;
    const found = columns.platform(platform);
    if (!found) return { ids: [], sortValues: [], total: 0 };
    // The team's tags change without the directory: a search with tags is not kept.
    const key = matches.taggedInfluencers ? null : JSON.stringify({ ...q, page: undefined, limit: undefined, sort_order: undefined, team_id: undefined, talent_sheet: undefined });
    const version = this.version;
    const matchCache = key === null ? undefined : { get: () => this.matchCache.get(key, version), set: (m: Int32Array) => this.matchCache.set(key, m, version) };
    return memoryPage(found.columns, (f) => found.orders.get(f)!, (id) => columns.positionIn(platform, id), q, matches, request, { walkFrom: this.walkFrom, matchCache });
  }

  /**
   * The accounts matching the search's words: keywords alone (not sorted by relevance) from the
   * word index; a name, a relevance sort or a query the index cannot answer from the cache or
   * `load`ed from the database.
   */
  async words(q: SearchFilters, load: (sql: Sql) => Promise<{ id: number; rank?: number }[]>) {
    const index = this.wordIndex;
    const keywords = (q.keywords ?? []).filter((k) => k.length >= MIN_TEXT_LENGTH);
    if (index && keywords.length > 0 && (q.name?.trim().length ?? 0) < MIN_TEXT_LENGTH && q.sort_by !== 'relevance') {
      const queries = await this.parse(keywords);
      // Each keyword is a condition of its own (search-sql.ts): all must match.
      const ids = queries.every((w) => w !== null) ? index.matches(q.platform, { and: queries as WordQuery[] }) : null;
      if (ids) return { ids, ranks: null };
    }
    return this.wordCache.get(q, this.version, load);
  }

  private async parse(keywords: string[]): Promise<(WordQuery | null)[]> {
    const unknown = keywords.filter((k) => !this.parsedKeywords.has(k));
    if (unknown.length) {
      const rows = await this.run<{ keyword: string; query: string }>(`select k as keyword, websearch_to_tsquery('english', k)::text as query from unnest(?::text[]) k`, [pgArray(unknown)]);
      if (this.parsedKeywords.size + rows.length > PARSED_KEYWORDS_KEPT) this.parsedKeywords.clear();
      for (const row of rows) this.parsedKeywords.set(row.keyword, parseTsquery(row.query));
    }
    return keywords.map((k) => this.parsedKeywords.get(k) ?? null);
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

  private load() {
    this.loading = this.loadAll().catch((err: unknown) => {
      this.columns = null;
      this.wordIndex = null;
      logger.error({ err }, 'the directory could not be loaded into memory; searches use the database');
    });
    return this.loading;
  }

  private async loadAll() {
    const started = performance.now();
    const [estimate] = await this.run<{ n: number }>(`select reltuples::float8 as n from pg_class where relname = 'directory_search'`, []);
    if ((estimate?.n ?? 0) > MEMORY_ACCOUNT_LIMIT) return logger.info({ accounts: estimate?.n }, 'directory too large for memory; searches use the database');
    const [snapshot] = await this.run<{ xmin: string }>('select pg_snapshot_xmin(pg_current_snapshot())::text as xmin', []);
    const columns = new DirectoryColumns();
    const words = new WordIndex();
    let last = 0;
    while (!this.closed) {
      const rows = await this.run<Row>(`${SELECT_ROWS} where id > ? order by id limit ${LOAD_BATCH}`, [last]);
      for (const row of rows) {
        columns.put(toAccount(row));
        words.add(row.id, row.platform, row.lexemes);
      }
      words.endBatch();
      if (rows.length < LOAD_BATCH) break;
      last = rows.at(-1)!.id;
    }
    if (this.closed) return;
    words.trim();
    this.xmin = snapshot!.xmin;
    this.columns = columns;
    this.wordIndex = words;
    this.refreshedAt = Date.now();
    this.version++;
    await this.refresh();
    logger.info({ ms: Math.round(performance.now() - started) }, 'directory loaded into memory');
  }

  private async readChanges() {
    const columns = this.columns;
    if (!columns || this.closed) return;
    if (Date.now() - this.refreshedAt > STALE_AFTER_MS) {
      this.columns = null;
      this.wordIndex = null;
      return void this.load();
    }
    const [changes] = await this.run<{ xmin: string; ids: number[] }>(
      `select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
              array(select distinct account_id from directory_search_change where tx >= ?::xid8) as ids`,
      [this.xmin],
    );
    if (changes!.ids.length > RELOAD_ABOVE) {
      this.columns = null;
      this.wordIndex = null;
      return void this.load();
    }
    if (changes!.ids.length > 0) {
      const rows = await this.run<Row>(`${SELECT_ROWS} where id = any(?::int[])`, [pgArray(changes!.ids)]);
      const present = new Set(rows.map((r) => r.id));
      const words = this.wordIndex!;
      for (const id of changes!.ids) {
        if (present.has(id)) continue;
        columns.remove(id);
        words.change(id, null, '');
      }
      for (const row of rows) {
        columns.put(toAccount(row));
        words.change(row.id, row.platform, row.lexemes);
      }
      this.version++;
    }
    this.xmin = changes!.xmin;
    this.refreshedAt = Date.now();
    if (this.refreshedAt - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = this.refreshedAt;
      // Not awaited: after a bulk load the delete takes seconds, and searches wait for each read of the changes.
      void this.run(`delete from directory_search_change where changed_at < now() - interval '${KEEP_CHANGES}'`, []).catch((err: unknown) =>
        logger.warn({ err }, 'old directory changes not pruned'),
      );
    }
  }

  private run<T>(text: string, params: unknown[]) {
    return this.em.getConnection().execute<T[]>(text, params, 'all');
  }
}
