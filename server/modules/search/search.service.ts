import type { EntityManager } from '@mikro-orm/postgresql';
import { SEARCH_OPTIONS as O, SEARCH_TEXT as T } from '../../../shared/search-options.js';
import { AppError } from '../../errors.js';
import { DirectorySearchResponse, type DirectorySearchQuery, type SearchResult } from '../../../shared/schemas/search.js';
import { writtenAnswer } from '../../trpc/checked-once.js';
import { assertOwnTeam } from '../../trpc/init.js';
import { rosteredCarrying, rosterTagNames, type RosterMembers } from '../roster/index.js';
import { masterTagNames } from '../tags/index.js';
import type { TeamContext, TeamServicesContext } from '../../trpc/team-context.js';
import { decodeCursor, encodeCursor, type Cursor } from './search-cursor.js';
import { ageRangeText, roundedAgeShare } from './memory/account-cards.js';
import type { DirectoryMemory } from './memory/directory-memory.js';
import type { SqlMatches } from './memory/memory-query.js';
import { hasWords } from './memory/word-matches.js';
import { runSql, type Sql } from '../../db/sql.js';
import {
  closestTagsQuery,
  countUpTo,
  matchQuery,
  pageQuery,
  planOf,
  releaseSavepoint,
  rollbackToSavepoint,
  savepoint,
  statementTimeout,
  withDetails,
} from './search.sql.js';

/** Who searches: the user's primary team (if any) and current team. */
type Searcher = { user: { primaryTeam?: { id: string } | null }; team: { id: string } };
/** What a search takes from its call. */
export type SearchContext = Searcher & Pick<TeamServicesContext, 'em' | 'directory' | 'teamRosters' | 'res'>;

/** Spec §6: search is scoped to the user's primary team (their current team when they have none). */
export const searchTeamId = (ctx: Searcher) => ctx.user.primaryTeam?.id ?? ctx.team.id;

type Row = {
  sort_value: string | number;
  id: number;
  influencer_id: number;
  fullname: string;
  handle: string;
  platform: string;
  picture_url: string | null;
  profile_url: string | null;
  gender: string | null;
  age_min: number | null;
  age_max: number | null;
  followers: string;
  engagement_rate: number | null;
  avg_views: string | null;
  us_audience_share: number | null;
  audience_female_percent: number | null;
  audience_male_percent: number | null;
  audience_age_share: number | null;
  on_roster: boolean;
};

/** GET /api/directory/social-accounts: one page of the directory, keyset-paged, with the total (exact from memory; on the SQL path exact when cheap). */
export async function searchDirectory(ctx: SearchContext, input: DirectorySearchQuery): Promise<DirectorySearchResponse> {
  const teamId = searchTeamId(ctx);
  assertOwnTeam({ team: { id: teamId } }, input.team_id);
  try {
    const fromMemory = await searchInMemory(ctx, input, teamId);
    ctx.res?.setHeader('X-Search-Source', fromMemory ? 'memory' : 'database');
    return fromMemory ?? (await withStatementTimeout(ctx.em, (em) => searchPage(em, input, teamId)));
  } catch (error) {
    // A search too broad for its indexes stops early with a clear answer, not the database limit's 503.
    if (isStatementTimeout(error)) throw new AppError('BAD_REQUEST', T.refineFilters);
    throw error;
  }
}

const withStatementTimeout = <T>(em: EntityManager, work: (em: EntityManager) => Promise<T>) =>
  em.transactional(async (tx) => {
    await runSql(tx, statementTimeout(O.statementTimeoutMs));
    return await work(tx);
  });

const isStatementTimeout = (error: unknown): boolean =>
  error instanceof Error &&
  (/canceling statement due to statement timeout/.test(error.message) || (error as { code?: string }).code === '57014' || isStatementTimeout(error.cause));

const pageStart = (input: DirectorySearchQuery) => {
  const cursor = input.page.startsWith('c') ? decodeCursor(input.page) : null;
  return { cursor, offset: cursor ? 0 : (Number(input.page) - 1 || 0) * input.limit };
};

/** Which of `creators` are on the team's roster, as one comparable value. */
const rosteredOf = (creators: Int32Array, rostered: RosterMembers) => creators.filter((id) => rostered.has(id)).join(',');

/**
 * The page from the figures in memory (exact total), or null while they are not loaded. A search
 * asked again while the directory is unchanged is answered as it was built (checked against its
 * schema and kept as its JSON bytes) while the same of its creators are on the team's roster; a
 * search by the team's tags is not kept (tags change without the directory).
 */
async function searchInMemory(
  { directory, em, teamRosters }: Pick<SearchContext, 'directory' | 'em' | 'teamRosters'>,
  input: DirectorySearchQuery,
  teamId: string,
): Promise<DirectorySearchResponse | null> {
  // Relevance without a searchable word ranks by the short ones (ts_rank_cd over every account): left to SQL.
  if (input.sort_by === 'relevance' && !hasWords(input)) return null;
  if (!directory.ready) return null;
  const key = input.tags?.length ? null : JSON.stringify([teamId, { ...input, team_id: undefined, talent_sheet: undefined }]);
  const kept = key ? directory.keptAnswer(key) : undefined;
  const rostered = await teamRosters.members(em, teamId);
  if (kept && rosteredOf(kept.creators, rostered) === kept.rostered) return kept.answer;
  const built = await buildMemoryPage(directory, em, input, teamId, rostered);
  if (built && key) directory.keepAnswer(key, { creators: built.creators, rostered: rosteredOf(built.creators, rostered), answer: built.answer });
  return built?.answer ?? null;
}

/** The page from memory, written as JSON bytes straight from the columns (results-json.ts), with its results' creators. */
async function buildMemoryPage(
  directory: DirectoryMemory,
  em: EntityManager,
  input: DirectorySearchQuery,
  teamId: string,
  rostered: RosterMembers,
): Promise<{ answer: DirectorySearchResponse; creators: Int32Array } | null> {
  const { cursor, offset } = pageStart(input);
  const matches: SqlMatches = {};
  if (hasWords(input)) matches.text = await directory.words(input, (sql) => withStatementTimeout(em, (tx) => runSql(tx, sql)));
  if (input.tags?.length) matches.taggedInfluencers = await rosteredCarrying(em, teamId, input.tags);
  const page = directory.page(input.platform, input, matches, { after: cursor ?? undefined, offset, limit: input.limit + 1 });
  if (!page) return null;
  const count = Math.min(page.positions.length, input.limit);
  const last = count ? { value: page.sortValues[count - 1]!, id: page.ids[count - 1]! } : null;
  const { results: _, ...after } = respond([], last, page.ids.length > input.limit, { total: page.total, estimated: false }, (cursor?.seen ?? offset) + count);
  const tail = `,${JSON.stringify(after).slice(1)}`;
  const bytes = page.answerJson(count, (influencerId) => rostered.has(influencerId), tail);
  return { answer: writtenAnswer(DirectorySearchResponse, bytes), creators: page.creators(count) };
}

async function searchPage(em: EntityManager, input: DirectorySearchQuery, teamId: string): Promise<DirectorySearchResponse> {
  const { cursor, offset } = pageStart(input);
  const match = matchQuery(input, teamId);
  const plan = cursor ? null : await planMatches(em, match);
  const page = (sortInMemory: boolean) =>
    withDetails(pageQuery(input, teamId, { after: cursor ?? undefined, offset, limit: input.limit + 1, sortInMemory }), input, teamId);
  const rows = (await withinBudget<Row>(em, page(false), PLANNER_PLAN_BUDGET_MS)) ?? (await runSql<Row>(em, page(true)));
  const hasMoreResults = rows.length > input.limit;
  const shown = rows.slice(0, input.limit);
  const seen = (cursor?.seen ?? offset) + shown.length;
  const total = cursor
    ? { total: Math.max(cursor.total, seen), estimated: cursor.estimated }
    : hasMoreResults
      ? await countMatches(em, match, plan!, seen + 1)
      : { total: seen, estimated: false };
  const last = shown.at(-1);
  return respond(shown.map(toResult), last ? { value: last.sort_value, id: last.id } : null, hasMoreResults, total, seen);
}

/** The answer, with the token of the next page (after `last`, the page's last account and its sort value) when there is one. */
function respond(
  results: SearchResult[],
  last: Pick<Cursor, 'value' | 'id'> | null,
  hasMoreResults: boolean,
  total: { total: number; estimated: boolean },
  seen: number,
): DirectorySearchResponse {
  const next: Cursor | null = hasMoreResults && last ? { ...last, total: total.total, estimated: total.estimated, seen } : null;
  return {
    results,
    nextPage: next ? encodeCursor(next) : null,
    hasMoreResults,
    query_info: { total: total.total, total_is_estimate: total.estimated },
  };
}

/**
 * The planner's plan for a page gets this long. It is the faster plan for most searches, but it
 * assumes filters and sort are independent: for anti-correlated ones (big accounts sorted by
 * engagement) walking the sort's index passes most of the directory. Past the budget the page is
 * found through the filters' indexes and sorted instead. The budget is wall-clock time, and 16
 * clients on two cores make a walk of 10 ms of work take 100 ms or more: at 80 ms, walks that were
 * nearly done were thrown away under load and the page found again (bench:search, 1,000,000
 * accounts, 16 clients: p95 575-585 ms and 51 searches/s at 80 ms; 406-408 ms and 56-59/s at 400
 * or 1,000 ms; one client alone, the mix's first pages: 2.9-3.0 s at 80 ms, 3.3 s at 400 ms, where
 * no walk needs the other plan).
 */
export const PLANNER_PLAN_BUDGET_MS = 400;

/** The statement's rows, or null when it ran past `budgetMs` (the transaction goes on as before it). */
export async function withinBudget<T>(em: EntityManager, sql: Sql, budgetMs: number): Promise<T[] | null> {
  await runSql(em, savepoint());
  await runSql(em, statementTimeout(budgetMs));
  try {
    const rows = await runSql<T>(em, sql);
    await runSql(em, releaseSavepoint());
    await runSql(em, statementTimeout(O.statementTimeoutMs));
    return rows;
  } catch (error) {
    if (!isStatementTimeout(error)) throw error;
    // Also undoes the shorter timeout, set inside the savepoint.
    await runSql(em, rollbackToSavepoint());
    return null;
  }
}

/** The planner's estimate of the matches and its price for reading them all (one planning pass, no execution). */
export async function planMatches(em: EntityManager, match: Sql): Promise<MatchPlan> {
  const [plan] = await runSql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number; 'Total Cost': number } }] }>(em, planOf(match));
  const top = plan?.['QUERY PLAN'][0].Plan;
  return { rows: Math.round(top?.['Plan Rows'] ?? 0), cost: top?.['Total Cost'] ?? 0 };
}
export type MatchPlan = { rows: number; cost: number };

/**
 * Counting never makes a search slow: counted exactly (up to exactCountUpTo) only when the
 * planner estimates no more matches than that and prices reading them at most exactCountMaxCost,
 * and the count then finishes within exactCountBudgetMs; else the estimate, marked as one.
 */
export async function countMatches(em: EntityManager, match: Sql, plan: MatchPlan, atLeast: number) {
  let known = atLeast;
  if (plan.rows <= O.exactCountUpTo && plan.cost <= O.exactCountMaxCost) {
    const rows = await withinBudget<{ n: string }>(em, countUpTo(match, O.exactCountUpTo), O.exactCountBudgetMs);
    const counted = Number(rows?.[0]?.n ?? 0);
    if (rows && counted <= O.exactCountUpTo) return { total: Math.max(counted, atLeast), estimated: false };
    known = Math.max(known, counted);
  }
  return { total: Math.max(plan.rows, known), estimated: true };
}

/** The roster tags of the search's team, for the keyword-or-tag selector. */
export async function searchTags(ctx: TeamContext) {
  return { tags: await rosterTagNames(ctx.em, searchTeamId(ctx)) };
}

/** The tags closest to keywords that matched nothing: from the master list and the team's roster tags. */
export async function closestTags(ctx: TeamContext, keywords: string[]) {
  const words = [...new Set(keywords.flatMap((k) => k.toLowerCase().split(/\s+/)).filter(Boolean))];
  const [master, team] = await Promise.all([masterTagNames(ctx.em), rosterTagNames(ctx.em, searchTeamId(ctx))]);
  const rows = await runSql<{ tag: string }>(ctx.em, closestTagsQuery([...new Set([...master, ...team])], words));
  return { tags: rows.map((r) => r.tag) };
}

const nullableNumber = (v: string | number | null) => (v === null ? null : Number(v));

function toResult(r: Row): SearchResult {
  return {
    id: r.id,
    influencer_id: r.influencer_id,
    fullname: r.fullname,
    handle: r.handle,
    platform: r.platform,
    picture_url: r.picture_url,
    profile_url: r.profile_url,
    gender: r.gender,
    age_range: ageRangeText(r.age_min, r.age_max),
    followers: Number(r.followers),
    engagement_rate: r.engagement_rate,
    avg_views: nullableNumber(r.avg_views),
    us_audience_share: r.us_audience_share,
    audience_female_percent: r.audience_female_percent,
    audience_male_percent: r.audience_male_percent,
    audience_age_share: r.audience_age_share === null ? null : roundedAgeShare(r.audience_age_share),
    on_roster: r.on_roster,
  };
}
