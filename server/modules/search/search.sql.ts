import { SEARCH_OPTIONS as O } from '../../../shared/search-options.js';
import type { DirectorySearchQuery } from '../../../shared/schemas/search.js';
import { containing } from '../../db/like-pattern.js';
import { pgArray } from '../../db/pg-array.js';
import { sql, trustedSql, type Sql } from '../../db/sql.js';
import { onRosterCondition } from '../roster/index.js';
import { SEARCH_FIGURES } from './directory-search.entity.js';

export type SearchFilters = Omit<DirectorySearchQuery, 'page' | 'limit' | 'team_id' | 'talent_sheet'>;

/** Keyset position: the last row's sort value and id. */
export interface After {
  value: string | number;
  id: number;
}

const SORT_COLUMNS = {
  followers: 'sa.followers',
  engagement_rate: 'sa.engagement_rate',
  avg_views: 'sa.avg_views',
  us_audience_share: 'sa.us_audience_share',
  audience_female_percent: 'sa.audience_female_percent',
  audience_male_percent: 'sa.audience_male_percent',
} as const;

/** The figures with their own sort index, in the order of SORT_COLUMNS. */
export const SORTED_FIGURES = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];

/** Whether a sort's key is a `real` (every sort but the two bigint counts). */
export const sortsByReal = (sort: SearchFilters['sort_by']) => sort !== 'followers' && sort !== 'avg_views';

const BUCKET_COLUMN = (min: number, max: number | null) => `sa.audience_age_${min}_${max ?? 'plus'}`;

/** Name search and keywords below 3 characters cannot use the trigram index and are ignored. */
export const MIN_TEXT_LENGTH = 3;

/** Whether the audience age group filter is complete (spec §5: a bound and a minimum share, else cleared). */
export const hasAgeGroup = (q: SearchFilters) =>
  (q.audience_age_min !== undefined || q.audience_age_max !== undefined) && q.audience_age_share_min !== undefined;

/** The audience share of the asked age group: the sum of the directory's buckets that overlap it. */
export function ageShareExpression(q: SearchFilters) {
  if (q.audience_age_min === undefined && q.audience_age_max === undefined) return null;
  const low = q.audience_age_min ?? 0;
  const high = q.audience_age_max ?? Infinity;
  const buckets = O.audienceBuckets.filter(([min, max]) => min <= high && (max ?? Infinity) >= low);
  if (buckets.length === 0) return '0::real';
  return `(${buckets.map(([min, max]) => `coalesce(${BUCKET_COLUMN(min, max)}, 0)`).join(' + ')})::real`;
}

/** Of `tags`, those holding most of one of the words (pg_trgm word similarity), closest first. */
export const closestTagsQuery = (tags: string[], words: string[]): Sql => ({
  text: `with scored as (select tag, max(word_similarity(w, lower(tag))) as score from unnest(?::text[]) as tag, unnest(?::text[]) as w group by tag)
         select tag from scored where score >= ? order by score desc, tag limit ?`,
  params: [pgArray(tags), pgArray(words), O.closestTagSimilarity, O.closestTags],
});

/** Every filter of the query as SQL conditions on directory_search `sa`, for the team's tags. */
export function filterConditions(q: SearchFilters, teamId: string): Sql {
  const where: string[] = ['sa.platform = ?'];
  const params: unknown[] = [q.platform];
  const add = (clause: string, ...values: unknown[]) => {
    where.push(clause);
    params.push(...values);
  };
  for (const keyword of q.keywords ?? []) {
    if (keyword.length < MIN_TEXT_LENGTH) continue;
    // Words (stemmed) of the name, handle, description or interests; typos in names are the Name search's.
    add(`sa.search_document @@ websearch_to_tsquery('english', ?)`, keyword);
  }
  if (q.tags?.length) {
    const tagged = onRosterCondition(teamId, trustedSql('sa.influencer_id'), { every: q.tags });
    add(tagged.text, ...tagged.params);
  }
  const name = q.name?.trim().toLowerCase();
  if (name && name.length >= MIN_TEXT_LENGTH) add(`(sa.search_name like ? or ? <% sa.search_name)`, containing(name), name);
  if (q.followers_min !== undefined) add('sa.followers >= ?', q.followers_min);
  if (q.followers_max !== undefined) add('sa.followers <= ?', q.followers_max);
  if (q.us_share_min !== undefined) add('sa.us_audience_share >= ?', q.us_share_min);
  if (hasAgeGroup(q)) add(`${ageShareExpression(q)} >= ?`, q.audience_age_share_min);
  if (q.audience_gender) add(`sa.audience_${q.audience_gender}_percent >= ?`, O.genderSkewMin);
  if (q.engagement_min !== undefined) add('sa.engagement_rate >= ?', q.engagement_min);
  if (q.avg_views_min !== undefined) add('sa.avg_views >= ?', q.avg_views_min);
  if (q.avg_views_max !== undefined) add('sa.avg_views <= ?', q.avg_views_max);
  if (q.talent_gender) add('sa.talent_gender = ?', q.talent_gender);
  // A creator's age range (e.g. 25-34, 65+) overlapping From-To.
  if (q.talent_age_min !== undefined) add('coalesce(sa.talent_age_max, 200) >= ?', q.talent_age_min);
  if (q.talent_age_max !== undefined) add('sa.talent_age_min <= ?', q.talent_age_max);
  return { text: where.join(' and '), params };
}

/** The sort key: a typed column (accounts without that figure are left out), the age-group share, or relevance. */
export function sortKey(q: SearchFilters): Sql & { nullable: boolean } {
  if (q.sort_by === 'audience_age_share') return { text: ageShareExpression(q)!, params: [], nullable: false };
  if (q.sort_by === 'relevance') {
    const words = (q.keywords ?? []).filter((k) => k.length >= MIN_TEXT_LENGTH);
    const name = q.name?.trim().toLowerCase() ?? '';
    const text = [...words, name].join(' ').trim();
    // The name's similarity only for a Name search: for a keyword alone it was computed for every match (19,000 for "food" on Instagram, +40 %).
    const byName = name.length >= MIN_TEXT_LENGTH;
    return {
      text: `(ts_rank_cd(sa.search_document, websearch_to_tsquery('english', ?))${byName ? ' + word_similarity(?, sa.search_name)' : ''})::real`,
      params: byName ? [text, name] : [text],
      nullable: false,
    };
  }
  return { text: SORT_COLUMNS[q.sort_by], params: [], nullable: q.sort_by !== 'followers' };
}

/**
 * The ids and sort values of one page: `limit` rows after `after` (keyset) or after `offset` rows.
 * `sortInMemory` orders by an expression no index offers, so the filters' indexes find the matches
 * and they are sorted, instead of walking the sort's index past rows that fail the filters (slow
 * when the two are anti-correlated: big accounts sorted by engagement).
 */
export function pageQuery(q: SearchFilters, teamId: string, options: { after?: After; offset: number; limit: number; sortInMemory?: boolean }): Sql {
  const filters = filterConditions(q, teamId);
  const key = sortKey(q);
  const direction = q.sort_order === 'asc' ? 'asc' : 'desc';
  // Nulls placed as the indexes keep them (desc nulls last), so a page is a walk along one index.
  const where = [filters.text];
  const params = [...key.params, ...filters.params];
  if (key.nullable) where.push(`${key.text} is not null`);
  if (options.after) {
    // Typed as the key: a value sent as a double (5.8) is not the real it came from (5.8 as float4 is 5.80000019).
    const type = sortsByReal(q.sort_by) ? 'real' : 'numeric';
    where.push(`(${key.text}, sa.id) ${direction === 'desc' ? '<' : '>'} (?::${type}, ?)`);
    params.push(...key.params, options.after.value, options.after.id);
  }
  return {
    text: `select sa.id, ${key.text} as sort_value from directory_search sa where ${where.join(' and ')}
            order by ${options.sortInMemory ? `(${key.text}) + 0` : key.text} ${direction === 'desc' ? 'desc nulls last' : 'asc nulls first'}, sa.id ${direction} limit ? offset ?`,
    params: [...params, ...key.params, options.limit, options.offset],
  };
}

/** The matching rows of a search (for counting and estimating). */
export function matchQuery(q: SearchFilters, teamId: string): Sql {
  const filters = filterConditions(q, teamId);
  const key = sortKey(q);
  const nullable = key.nullable ? ` and ${key.text} is not null` : '';
  return { text: `select 1 from directory_search sa where ${filters.text}${nullable}`, params: filters.params };
}

/** `?` placeholders as `$1, $2…` for a plain pg client (the bench's SQL baseline). */
export const toNumbered = (sql: Sql) => {
  let n = 0;
  return { text: sql.text.replace(/\?/g, () => `$${++n}`), values: sql.params };
};

/** The page's ids joined to what the table shows (directory_search carries it all), keeping the page's order. */
export function withDetails(page: Sql, q: DirectorySearchQuery, teamId: string): Sql {
  const onRoster = onRosterCondition(teamId, trustedSql('sa.influencer_id'));
  const direction = q.sort_order === 'asc' ? 'asc' : 'desc';
  return {
    text: `with page as (${page.text})
      select p.sort_value, sa.id, sa.influencer_id, sa.fullname, sa.handle, sa.platform, sa.picture_url, sa.profile_url,
             sa.talent_gender as gender, sa.talent_age_min as age_min, sa.talent_age_max as age_max,
             sa.followers, sa.engagement_rate, sa.avg_views, sa.us_audience_share, sa.audience_female_percent, sa.audience_male_percent,
             ${ageShareExpression(q) ?? 'null::real'} as audience_age_share,
             ${onRoster.text} as on_roster
        from page p join directory_search sa on sa.id = p.id
       order by p.sort_value ${direction}, p.id ${direction}`,
    params: [...page.params, ...onRoster.params],
  };
}

/** The planner's plan for a statement, without running it. */
export const planOf = (statement: Sql): Sql => ({ text: `explain (format json) ${statement.text}`, params: statement.params });

/** The matches counted up to `upTo` + 1 (one more says there are more). */
export const countUpTo = (match: Sql, upTo: number): Sql => ({ text: `select count(*) as n from (${match.text} limit ${upTo + 1}) m`, params: match.params });

/** The transaction's statements stop after `ms` from now on (`set local`: until it ends, or a savepoint rolled back). */
export const statementTimeout = (ms: number) => trustedSql(`set local statement_timeout = ${Math.round(ms)}`);

export const savepoint = () => sql`savepoint within_budget`;
export const releaseSavepoint = () => sql`release savepoint within_budget`;
export const rollbackToSavepoint = () => sql`rollback to savepoint within_budget`;

/** The platform's accounts matching the search's keywords and name, ranked when sorted by relevance; only those of `among` when given. */
export function wordMatchQuery(q: SearchFilters, among?: number[]): Sql {
  const words = filterConditions({ platform: q.platform, keywords: q.keywords, name: q.name } as SearchFilters, '');
  const rank = q.sort_by === 'relevance' ? sortKey(q) : null;
  return {
    text: `select sa.id${rank ? `, (${rank.text})::float8 as rank` : ''} from directory_search sa where ${words.text}${among ? ' and sa.id = any(?::int[])' : ''}`,
    params: [...(rank?.params ?? []), ...words.params, ...(among ? [pgArray(among)] : [])],
  };
}

/** Each keyword as PostgreSQL's websearch_to_tsquery reads it. */
export const keywordTsqueries = (keywords: string[]) =>
  sql`select k as keyword, websearch_to_tsquery('english', k)::text as query from unnest(${pgArray(keywords)}::text[]) k`;

/* The directory in memory's reads (memory/directory-memory.ts, memory/directory-load.ts). */

const NUMERIC = SEARCH_FIGURES.filter((f) => f !== 'talent_gender');
const FIGURE_COLUMNS = `id, influencer_id, platform, fullname, handle, picture_url, profile_url, talent_gender, ${NUMERIC.map((f) => `${f}::float8 as ${f}`).join(', ')}`;
/** What the word and name indexes read of an account, hashed: a change that leaves it alone leaves them alone. */
const TEXT_HASH = `hashtext(platform || chr(31) || search_name || chr(31) || search_document::text) as text_hash`;

/**
 * Accounts as the memory reads them: the card, every figure as float8 (a `real` then arrives as
 * its exact float4 value, a bigint as a number) and the hash of the texts; `whole` adds the texts
 * (the search name, and the words as the tsvector's text).
 */
const accountRows = (whole: boolean) =>
  trustedSql(`select ${FIGURE_COLUMNS}, ${TEXT_HASH}${whole ? ', search_name, search_document::text as document' : ''} from directory_search`);

/** The accounts after `lastId`, whole, `limit` of them in id order (a load's batch). */
export const accountsAfter = (lastId: number, limit: number) => sql`${accountRows(true)} where id > ${lastId} order by id limit ${limit}`;

/** The accounts `ids` without their texts. */
export const accountFigures = (ids: number[]) => sql`${accountRows(false)} where id = any(${pgArray(ids)}::int[])`;

/** The texts of the accounts `ids`. */
export const accountTexts = (ids: number[]) =>
  sql`select id, search_name, search_document::text as document from directory_search where id = any(${pgArray(ids)}::int[])`;

/** The oldest transaction still running: every later one's changes are read after it. */
export const snapshotXmin = () => sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`;

/** Whether pg_trgm takes letters beyond ASCII as word characters (only under a locale that classifies them). */
export const trigramsTakeUnicode = () => sql`select coalesce(array_length(show_trgm('ã'), 1), 0) > 0 as unicode`;

/** The planner's count of the directory's accounts. */
export const directoryEstimate = () => sql`select reltuples::float8 as n from pg_class where relname = 'directory_search'`;

/** Whether more than `limit` accounts changed since `xmin` (a bulk load: counting far enough to know is one index range). */
export const changedMoreThan = (xmin: string, limit: number) =>
  sql`select count(*) > ${limit} as many from (select 1 from directory_search_change where tx >= ${xmin}::xid8 limit ${limit + 1}) as changed`;

/** The accounts changed since `xmin`, and the xmin to read from next time. */
export const changesSince = (xmin: string) =>
  sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
             array(select distinct account_id from directory_search_change where tx >= ${xmin}::xid8) as ids`;

/** Forgets the changes older than `keep` (an interval). */
export const pruneChanges = (keep: string) => sql`delete from directory_search_change where changed_at < now() - ${keep}::interval`;
