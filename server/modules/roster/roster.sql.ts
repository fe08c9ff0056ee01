import { pgArray } from '../../db/pg-array.js';
import { containing } from '../../db/like-pattern.js';
import { joinSql, sql, trustedSql, type Sql } from '../../db/sql.js';

/** Every statement the roster module runs beside its ORM calls. */

const direction = (descending: boolean) => trustedSql(descending ? 'desc' : 'asc');

/** The team's creators holding any of the accounts, each with the account and the name the team shows. */
export const rosteredWithAccounts = (teamId: string, accounts: { platform: string; handle: string }[]) =>
  sql`with wanted as (select * from jsonb_to_recordset(${JSON.stringify(accounts)}::jsonb) as w(platform text, handle text))
      select sa.platform, sa.handle, coalesce(re.custom_display_name, i.fullname) as name
        from roster_entry re join influencer i on i.id = re.influencer_id join social_account sa on sa.influencer_id = i.id
       where re.team_id = ${teamId} and (sa.platform, sa.handle) in (select platform, handle from wanted)`;

/** The team's creators. */
export const rosterMembers = (teamId: string) => sql`select influencer_id from roster_entry where team_id = ${teamId}`;

/** The team's creators carrying every one of `tags`. */
export const rosteredWithTags = (teamId: string, tags: string[]) =>
  sql`select influencer_id from roster_entry where team_id = ${teamId} and tags @> ${pgArray(tags)}::text[]`;

/**
 * Whether the team has the creator `influencerId` (a column of the statement it goes in) on its
 * roster, carrying every or some of the tags when asked: a condition another module's statement
 * takes from the roster's index, so a hot read stays one statement without naming the roster's table.
 */
export function onRosterCondition(teamId: string, influencerId: Sql, tagged?: { every: string[] } | { some: string[] }) {
  const tags = !tagged
    ? trustedSql('')
    : 'every' in tagged
      ? sql` and re.tags @> ${pgArray(tagged.every)}::text[]`
      : sql` and re.tags && ${pgArray(tagged.some)}::text[]`;
  return sql`exists (select 1 from roster_entry re where re.team_id = ${teamId} and re.influencer_id = ${influencerId}${tags})`;
}

/**
 * The portrait the team shows for the creator `influencerId` (a column of the statement it goes
 * in): the team's custom picture, else the directory's; null without one.
 */
export const teamPortraitOf = (teamId: string, influencerId: Sql) =>
  sql`(select coalesce(re.custom_picture_url, i.picture_url, sa.picture_main_url)
         from influencer i
         left join roster_entry re on re.influencer_id = i.id and re.team_id = ${teamId}
         left join social_account sa on sa.influencer_id = i.id and sa."primary"
        where i.id = ${influencerId} limit 1)`;

/** The creators by the names the team shows: its custom name, else the directory's (on the roster or not). */
export const namesShown = (teamId: string, influencerIds: number[]) =>
  sql`select i.id, coalesce(nullif(re.custom_display_name, ''), i.fullname) as name
        from influencer i left join roster_entry re on re.influencer_id = i.id and re.team_id = ${teamId}
       where i.id = any(${pgArray(influencerIds)}::int[])`;

/** The team's roster tags, sorted. */
export const rosterTags = (teamId: string) => sql`select distinct unnest(tags) as tag from roster_entry where team_id = ${teamId} order by 1`;

/** Which of `tags` the team's creators carry already. */
export const rosterTagsAmong = (teamId: string, tags: string[]) =>
  sql`select distinct t as tag from roster_entry, unnest(tags) t where team_id = ${teamId} and t = any(${pgArray(tags)}::text[])`;

/** The team's count of creators, reach and tags (the table's totals). */
export const rosterTotals = (teamId: string) =>
  sql`select (select count(*) from roster_entry where team_id = ${teamId}) as creators,
             (select sum(reach) from roster_entry where team_id = ${teamId}) as reach,
             (select array_agg(distinct t order by t) from roster_entry, unnest(tags) t where team_id = ${teamId}) as tags`;

/** The available-roster list's filters (over roster_entry re joined to influencer i). */
export function rosterListMatch(teamId: string, filter: { name: string | null; tags?: string[]; influencerIds?: number[] }): Sql {
  const where = [sql`re.team_id = ${teamId}`];
  if (filter.name) where.push(sql`coalesce(re.custom_display_name, i.fullname) ilike ${containing(filter.name)}`);
  if (filter.tags?.length) where.push(sql`re.tags @> ${pgArray(filter.tags)}::text[]`);
  if (filter.influencerIds) where.push(sql`re.influencer_id = any(${pgArray(filter.influencerIds)}::int[])`);
  return joinSql(where, ' and ');
}

const LIST_ORDER = {
  created_at: 're.created_at',
  name: 'lower(coalesce(re.custom_display_name, i.fullname))',
  followers: 'coalesce(sa.followers, 0)',
} as const;

/** A page of the available-roster list: ids with the count of all matches. */
export const rosterListPage = (match: Sql, sort: keyof typeof LIST_ORDER, descending: boolean, limit: number, offset: number) =>
  sql`select re.influencer_id as id, count(*) over () as total
        from roster_entry re
        join influencer i on i.id = re.influencer_id
        left join social_account sa on sa.influencer_id = i.id and sa."primary"
       where ${match}
       order by ${trustedSql(LIST_ORDER[sort])} ${direction(descending)}, re.influencer_id ${direction(descending)}
       limit ${limit} offset ${offset}`;

/** The count of matches, for a page past the end (it has no rows to carry it). */
export const rosterListCount = (match: Sql) => sql`select count(*) as total from roster_entry re join influencer i on i.id = re.influencer_id where ${match}`;

/** The followers of every social account of the team's creators. */
export const rosterFollowers = (teamId: string) =>
  sql`select sum(sa.followers) as reach from roster_entry re join social_account sa on sa.influencer_id = re.influencer_id where re.team_id = ${teamId}`;

/** Each sort of the /influencers table reads its roster column (kept by the database: migration ..._roster_sort_columns) through a `(team_id, column, influencer_id)` index. */
const TABLE_ORDER = {
  created_at: 're.created_at',
  name: 're.sort_name',
  reach: 're.reach',
} as const;

/**
 * The /influencers table in one statement: the count of matches, and the page's ids chosen on the
 * roster rows alone (sort_name, reach, created_at and their indexes), then only those rows'
 * details and socials.
 */
export function rosterTablePage(
  teamId: string,
  filter: { name?: string; tags?: string[] },
  sort: keyof typeof TABLE_ORDER,
  descending: boolean,
  limit: number,
  offset: number,
): Sql {
  const where = [sql`re.team_id = ${teamId}`];
  // sort_name is the lower-cased display name, and ILIKE is LIKE over both sides lower-cased.
  if (filter.name) where.push(sql`re.sort_name like lower(${containing(filter.name)})`);
  if (filter.tags?.length) where.push(sql`re.tags @> ${pgArray(filter.tags)}::text[]`);
  const matching = joinSql(where, ' and ');
  const sortKey = trustedSql(TABLE_ORDER[sort]);
  return sql`select matches.total, page.*
       from (select count(*) as total from roster_entry re where ${matching}) matches
       left join lateral (
         select re.influencer_id as id, ${sortKey} as sort_key,
                coalesce(re.custom_display_name, i.fullname) as fullname,
                coalesce(re.custom_picture_url, i.picture_url, a.picture) as picture_url,
                case when trim(re.custom_description) = '-' then null else coalesce(nullif(re.custom_description, ''), i.description) end as description,
                re.tagline, re.tags, coalesce(re.city, i.city) as city, coalesce(re.state, i.state) as state,
                re.reach, a.socials,
                exists (select 1 from talent_connection c join talent_login l on l.id = c.talent_login_id
                         where l.team_id = re.team_id and l.influencer_id = re.influencer_id) as connected
           from (select re.influencer_id from roster_entry re where ${matching}
                  order by ${sortKey} ${direction(descending)}, re.influencer_id ${direction(descending)} limit ${limit} offset ${offset}) ids
           join roster_entry re on re.team_id = ${teamId} and re.influencer_id = ids.influencer_id
           join influencer i on i.id = re.influencer_id
           left join lateral (
             select (array_agg(sa.picture_main_url order by sa."primary" desc, sa.followers desc))[1] as picture,
                    json_agg(json_build_object('platform', sa.platform, 'handle', sa.handle, 'followers', sa.followers, 'profile_url', sa.profile_url)
                             order by sa."primary" desc, sa.followers desc) as socials
               from social_account sa where sa.influencer_id = re.influencer_id) a on true
       ) page on true
      order by page.sort_key ${direction(descending)}, page.id ${direction(descending)}`;
}

/** Every tag of the team with the creators carrying it (ids and names, by name). */
export const tagsWithCreators = (teamId: string) =>
  sql`select t as tag, array_agg(re.influencer_id order by lower(coalesce(re.custom_display_name, i.fullname))) as ids,
             array_agg(coalesce(re.custom_display_name, i.fullname) order by lower(coalesce(re.custom_display_name, i.fullname))) as names
        from roster_entry re join influencer i on i.id = re.influencer_id, unnest(re.tags) t
       where re.team_id = ${teamId} group by t order by lower(t)`;

/** Renames a tag on every creator of the team carrying it, without duplicates, in tags and displayed tags alike. */
export const renameTeamTag = (teamId: string, tag: string, newTag: string) =>
  sql`update roster_entry set
        tags = (select array_agg(distinct_tag order by first) from (
                  select t as distinct_tag, min(n) as first from unnest(array_replace(tags, ${tag}, ${newTag})) with ordinality u(t, n) group by t) d),
        display_tags = (select coalesce(array_agg(distinct_tag order by first), '{}') from (
                  select t as distinct_tag, min(n) as first from unnest(array_replace(display_tags, ${tag}, ${newTag})) with ordinality u(t, n) group by t) d),
        updated_at = now()
      where team_id = ${teamId} and ${tag} = any(tags) returning influencer_id`;

/** Takes a tag off every creator of the team carrying it. */
export const deleteTeamTag = (teamId: string, tag: string) =>
  sql`update roster_entry set tags = array_remove(tags, ${tag}), display_tags = array_remove(display_tags, ${tag}), updated_at = now()
       where team_id = ${teamId} and ${tag} = any(tags) returning influencer_id`;

/** The user's favourites on the team's roster, newest first (one page, or all when `page` is absent). */
export const favouritesOnRoster = (teamId: string, userId: number, page?: { limit: number; offset: number }) =>
  sql`select f.influencer_id
        from favourite f join roster_entry re on re.influencer_id = f.influencer_id and re.team_id = ${teamId}
       where f.user_id = ${userId} order by f.created_at desc, f.id desc${page ? sql` limit ${page.limit} offset ${page.offset}` : trustedSql('')}`;

/** Marks a creator as a favourite of the user (once). */
export const addFavourite = (userId: number, influencerId: number) =>
  sql`insert into favourite (user_id, influencer_id, created_at) values (${userId}, ${influencerId}, now()) on conflict (user_id, influencer_id) do nothing`;

/** The team's creators with no talent login yet, by name (the first 500). */
export const creatorsWithoutLogin = (teamId: string) =>
  sql`select i.id as influencer_id, coalesce(re.custom_display_name, i.fullname) as fullname from roster_entry re join influencer i on i.id = re.influencer_id
       where re.team_id = ${teamId} and not exists (select 1 from talent_login l where l.team_id = re.team_id and l.influencer_id = re.influencer_id)
       order by 2 limit 500`;
