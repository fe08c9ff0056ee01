import { SEARCH_OPTIONS as O } from '../../../shared/search-options.js';
import { filterConditions } from '../search/index.js';
import { onRosterCondition } from '../roster/index.js';
import { pgArray } from '../../db/pg-array.js';
import { sql, trustedSql, type Sql } from '../../db/sql.js';
import { BRIEF_LANGUAGES, BRIEF_RULES, type HardConstraint } from '../../../shared/campaign-brief.js';
import type { CampaignBrief } from './campaign-brief.js';
import type { CreatorQuery } from './engine.js';

/** Every statement the AI helpers run: the ranking of creators for a brief (built piece by piece), then the reads below. */

const POST_DOCUMENT = `to_tsvector('english', coalesce(p.caption, '') || ' ' || coalesce(p.text, ''))`;

/**
 * The description's topics and words as one OR query for websearch_to_tsquery: a topic as a
 * phrase and as its hashtag ("healthy recipes" or healthyrecipes); null when nothing is left.
 */
export function textQuery(brief: CampaignBrief): string | null {
  const clean = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9\s]/g, ' ')
      .trim()
      .replace(/\s+/g, ' ');
  const parts = brief.topics.flatMap((t) => {
    const words = clean(t);
    if (!words) return [];
    return words.includes(' ') ? [`"${words}"`, words.replace(/\s/g, '')] : [words];
  });
  // Other words only when no topic was named: beside a topic they mostly add noise ("make", "summer").
  if (!parts.length) parts.push(...brief.words.map(clean).filter((w) => w.length >= 4));
  return parts.length ? [...new Set(parts)].join(' or ') : null;
}

const BUCKETS = O.audienceBuckets.map(([min, max]) => ({ min, max, column: `sa.audience_age_${min}_${max ?? 'plus'}` }));

/** The audience share (0-100) of an age range: the overlapping buckets. */
export function ageShareSql([low, high]: [number, number | null]) {
  const hit = BUCKETS.filter((b) => b.min <= (high ?? 200) && (b.max ?? 200) >= low);
  return hit.length ? `(${hit.map((b) => `coalesce(${b.column}, 0)`).join(' + ')})` : '0';
}

/** The audience share (0-100) of countries together: the US from its column, others from the jsonb audience. */
function countryShareSql(codes: string[]): Sql {
  const parts: string[] = [];
  const params: unknown[] = [];
  const others = codes.filter((c) => c !== 'US');
  if (codes.includes('US')) parts.push('coalesce(sa.us_audience_share, 0)');
  if (others.length) {
    parts.push(`coalesce((select sum((c->>'weight')::real) * 100 from jsonb_array_elements(a.audience->'countries') c where c->>'code' = any(?::text[])), 0)`);
    params.push(pgArray(others));
  }
  return { text: parts.length ? `(${parts.join(' + ')})` : '0', params };
}

const languageCountries = (brief: CampaignBrief) => [...new Set(brief.audience_languages.flatMap((l) => BRIEF_LANGUAGES[l]?.countries ?? []))];

/** How well an account's audience fits the brief: the mean of one 0-1 share per asked trait (1 when nothing is asked). */
export function fitSql(brief: CampaignBrief): Sql {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const codes of [brief.audience_countries, languageCountries(brief)]) {
    if (!codes.length) continue;
    const share = countryShareSql(codes);
    parts.push(`least(${share.text}, 100) / 100`);
    params.push(...share.params);
  }
  if (brief.audience_gender) parts.push(`coalesce(sa.audience_${brief.audience_gender}_percent, 0) / 100`);
  if (brief.audience_ages) parts.push(`${ageShareSql(brief.audience_ages)} / 100`);
  if (!parts.length) return { text: '1', params: [] };
  return { text: `((${parts.join(') + (')}) / ${parts.length})`, params };
}

/** The to_tsquery of topics as phrases limited to the name, handle and description (weights A, B): "personal:AB <-> finance:AB". */
const topicsTsQuery = (topics: string[]) =>
  topics
    .map((t) =>
      t
        .toLowerCase()
        .replace(/[^a-z0-9\s]/g, ' ')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map((w) => `${w}:AB`)
        .join(' <-> '),
    )
    .filter(Boolean)
    .map((q) => `(${q})`)
    .join(' | ');

/** Each hard constraint of the brief as a condition on directory_search `sa` (with `a` and `i` joined when read). */
function hardConditions(brief: CampaignBrief, teamId: string): { kind: HardConstraint; sql: Sql }[] {
  const out: { kind: HardConstraint; sql: Sql }[] = [];
  const add = (kind: HardConstraint, text: string, params: unknown[] = []) => out.push({ kind, sql: { text, params } });
  if (brief.platforms.length) add('platforms', 'sa.platform = any(?::text[])', [pgArray(brief.platforms)]);
  if (brief.size) {
    if (brief.size.max === null) add('size', 'sa.followers >= ?', [brief.size.min]);
    else add('size', 'sa.followers >= ? and sa.followers < ?', [brief.size.min, brief.size.max]);
  }
  if (brief.audience_gender) add('audience_gender', `coalesce(sa.audience_${brief.audience_gender}_percent, 0) >= ?`, [BRIEF_RULES.genderSharePercent]);
  if (brief.audience_ages) add('audience_ages', `${ageShareSql(brief.audience_ages)} >= ?`, [BRIEF_RULES.ageSharePercent]);
  if (brief.audience_countries.length) {
    const share = countryShareSql(brief.audience_countries);
    add('audience_countries', `${share.text} >= ?`, [...share.params, BRIEF_RULES.countrySharePercent]);
  }
  if (brief.audience_languages.length) {
    const share = countryShareSql(languageCountries(brief));
    add('audience_languages', `${share.text} >= ?`, [...share.params, BRIEF_RULES.countrySharePercent]);
  }
  if (brief.creator_locations.length) {
    const places = brief.creator_locations.map((l) => l.toLowerCase());
    add('creator_locations', '(lower(i.city) = any(?::text[]) or lower(i.country) = any(?::text[]))', [pgArray(places), pgArray(places)]);
  }
  const excluded = topicsTsQuery(brief.excluded_topics);
  if (excluded) {
    const tagged = onRosterCondition(teamId, trustedSql('sa.influencer_id'), { some: brief.excluded_topics });
    add('excluded_topics', `not (sa.search_document @@ to_tsquery('english', ?)) and not ${tagged.text}`, [excluded, ...tagged.params]);
  }
  return out;
}

/**
 * The best `limit * 3` accounts for a brief, best first, with their text score and audience fit.
 * Candidates: accounts whose document (description, interests) or posts match the words, or
 * whose team entry (this team's tags and description only) does; with no words, every account
 * the hard filters keep. Hard filters: the platform and size named, the search's filters, exclusions.
 */
export function rankingSql(query: CreatorQuery, pool: number): Sql {
  const { brief } = query;
  const words = textQuery(brief);
  const fit = fitSql(brief);
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.filters) {
    const f = filterConditions({ ...query.filters, platform: query.filters.platform }, query.teamId);
    where.push(f.text);
    params.push(...f.params);
  } else if (!brief.platforms.length) {
    where.push(`sa.platform in ('instagram', 'tiktok', 'youtube')`);
  }
  // The search's filters name the platform already.
  for (const { kind, sql } of hardConditions(brief, query.teamId)) {
    if (query.filters && kind === 'platforms') continue;
    where.push(sql.text);
    params.push(...sql.params);
  }
  if (query.exclude.length) {
    where.push('sa.influencer_id <> all(?::bigint[])');
    params.push(pgArray(query.exclude));
  }
  const onRoster = onRosterCondition(query.teamId, trustedSql('sa.influencer_id'));
  const textScore = words ? `(0.35 * least(c.r * 2, 1) + 0.65 * least(c.posts, 6) / 6.0 + case when c.team_match then 0.15 else 0 end)` : '0.5';
  const score = `(${textScore} * (0.35 + 0.65 * ${fit.text}) + 0.02 * least(coalesce(sa.engagement_rate, 0), 10) / 10 + case when ${onRoster.text} then 0.01 else 0 end)`;
  const scoreParams = [...fit.params, ...onRoster.params];
  const from = words
    ? `with q as (select websearch_to_tsquery('english', ?) as q),
        docs as (select sa.id, ts_rank_cd('{0, 0.3, 1, 0.2}'::real[], sa.search_document, q.q) as r from directory_search sa, q where sa.search_document @@ q.q),
        posts as (select p.account_id as id, count(*)::int as n from social_post p, q where ${POST_DOCUMENT} @@ q.q group by p.account_id),
        team_words as (select sa.id from roster_entry re join directory_search sa on sa.influencer_id = re.influencer_id, q
                  where re.team_id = ? and to_tsvector('english', array_to_string(re.tags, ' ') || ' ' || coalesce(re.custom_description, '')) @@ q.q),
        c as (select id, max(r) as r, max(n) as posts, bool_or(t) as team_match from (
                select id, r, 0 as n, false as t from docs union all select id, 0, n, false from posts union all select id, 0, 0, true from team_words) u group by id)
       select sa.id, sa.influencer_id, ${score} as score from c join directory_search sa on sa.id = c.id`
    : `select sa.id, sa.influencer_id, ${score} as score from directory_search sa`;
  const fromParams = words ? [words, query.teamId] : [];
  // The account's jsonb audience and the creator's city are read only when the brief asks for them.
  const reads = `${fit.text} ${where.join(' ')}`;
  const joins = [
    /\ba\./.test(reads) ? 'join social_account a on a.id = sa.id' : '',
    /\bi\./.test(reads) ? 'join influencer i on i.id = sa.influencer_id' : '',
  ].join(' ');
  const ranked = `${from} ${joins} where ${where.join(' and ')}`;
  const ordered = query.perCreator
    ? `select distinct on (influencer_id) id, influencer_id, score from (${ranked}) r order by influencer_id, score desc, id`
    : ranked;
  return {
    text: `select id, influencer_id, score from (${ordered}) best order by score desc, id limit ?`,
    params: [...fromParams, ...scoreParams, ...params, pool],
  };
}

/** Every directory account of a creator. */
export const creatorAccountIds = (influencerId: number) => sql`select id from directory_search where influencer_id = ${influencerId}`;

/** The team's creators (but one) carrying any of the tags (lower-cased), with their tags (200 at most). */
export const creatorsCarrying = (teamId: string, exceptInfluencerId: number, tags: string[]) =>
  sql`select coalesce(re.custom_display_name, i.fullname) as name, re.tags from roster_entry re join influencer i on i.id = re.influencer_id
       where re.team_id = ${teamId} and re.influencer_id <> ${exceptInfluencerId} and exists (select 1 from unnest(re.tags) t where lower(t) = any(${pgArray(tags)}::text[])) limit 200`;

/** A creator's account to write about: on the platform when it has one there, else the primary, else the biggest. */
export const noteAccount = (influencerId: number, platform: string) =>
  sql`select sa.id from directory_search sa join social_account a on a.id = sa.id where sa.influencer_id = ${influencerId}
       order by (sa.platform = ${platform}) desc, a."primary" desc, sa.followers desc limit 1`;

export const creatorExists = (influencerId: number) => sql`select id from influencer where id = ${influencerId}`;

/** What the helpers may say about the accounts: directory facts, the team's tags and texts, the posts' words, and the age group's share when asked. */
export const accountDetails = (teamId: string, accountIds: number[], ageShare: string) =>
  sql`select sa.id, sa.influencer_id, i.fullname, a.handle, a.platform, coalesce(re.custom_picture_url, i.picture_url, a.picture_main_url) as picture_url,
             a.followers, a.engagement_rate, a.avg_views, a.profile_url, i.gender, i.age_min, i.age_max, a.us_audience_share, a.audience_female_percent, a.audience_male_percent, ${trustedSql(ageShare)}::real as age_share,
             a.audience, coalesce(re.city, i.city) as city, i.country, i.description, re.custom_description, re.tags, re.id is not null as on_roster,
             (select array_agg(coalesce(p.caption, '') || ' ' || coalesce(p.text, '')) from social_post p where p.account_id = a.id) as posts
        from directory_search sa join social_account a on a.id = sa.id join influencer i on i.id = sa.influencer_id
        left join roster_entry re on re.influencer_id = sa.influencer_id and re.team_id = ${teamId}
       where sa.id = any(${pgArray(accountIds)}::int[])`;
