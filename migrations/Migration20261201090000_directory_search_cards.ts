import { Migration } from '@mikro-orm/migrations';

const AGE_COLUMNS = ['audience_age_13_17', 'audience_age_18_24', 'audience_age_25_34', 'audience_age_35_44', 'audience_age_45_64', 'audience_age_65_plus'];
const FIGURES = ['followers', 'engagement_rate', 'avg_views', 'us_audience_share', 'audience_female_percent', 'audience_male_percent', ...AGE_COLUMNS];
const CARD_COLUMNS = ['fullname', 'handle', 'picture_url', 'profile_url'];
const SEARCH_COLUMNS = ['id', 'influencer_id', 'platform', ...FIGURES, 'talent_gender', 'talent_age_min', 'talent_age_max', 'search_name', 'search_document'];

/** What a result row shows besides the figures, from `account` (a social_account row) and `creator` (its influencer). */
const cardValues = (account: string, creator: string) => [`${creator}.fullname`, `${account}.handle`, `coalesce(${creator}.picture_url, ${account}.picture_main_url)`, `${account}.profile_url`];

/** One account's search row (as migration ..._directory_search), with the card columns or without. */
const rowValues = (account: string, creator: string, cards: boolean) => [
  `${account}.id`, `${account}.influencer_id`, `${account}.platform`, ...FIGURES.map((f) => `${account}.${f}`),
  `${creator}.gender`, `${creator}.age_min`, `${creator}.age_max`,
  `lower(coalesce(${creator}.fullname, '') || ' ' || ${account}.handle)`,
  `setweight(to_tsvector('english', coalesce(${creator}.fullname, '') || ' ' || replace(${account}.handle, '_', ' ')), 'A') ||
   setweight(to_tsvector('english', coalesce(${creator}.description, '')), 'B') ||
   setweight(to_tsvector('english', coalesce(jsonb_path_query_array(${account}.audience, 'lax $.interests[*].name')::text, '')), 'C')`,
  ...(cards ? cardValues(account, creator) : []),
].join(', ');

/** The trigger function writing an account's row, as the table's columns are. */
const rowFunction = (cards: boolean) => {
  const columns = cards ? [...SEARCH_COLUMNS, ...CARD_COLUMNS] : SEARCH_COLUMNS;
  return `create or replace function social_account_search_row() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    delete from directory_search where id = old.id;
    return null;
  end if;
  insert into directory_search (${columns.join(', ')})
    select ${rowValues('new', 'creator', cards)} from influencer creator where creator.id = new.influencer_id
  on conflict (id) do update set ${columns.slice(1).map((c) => `${c} = excluded.${c}`).join(', ')};
  return null;
end $$;`;
};

/** Rewrites an influencer's accounts' rows when something they hold changes. */
const influencerTrigger = (columns: string[]) =>
  `create trigger "influencer_search_rows" after update of ${columns.map((c) => `"${c}"`).join(', ')} on "influencer" for each row when (${columns.map((c) => `old.${c} is distinct from new.${c}`).join(' or ')}) execute function influencer_search_rows();`;

const INFLUENCER_COLUMNS = ['fullname', 'description', 'gender', 'age_min', 'age_max'];

/**
 * Directory search (issue #11): each row also carries what its result shows (name, handle,
 * portrait, profile link), so a page's 300 results are read from this table alone, not from the
 * wide social_account rows and their creators (bench:search: those reads were most of the
 * database's work per search once the filters ran in memory).
 */
export class Migration20261201090000_directory_search_cards extends Migration {
  override name = 'Migration20261201090000_directory_search_cards';

  override up(): void | Promise<void> {
    this.addSql(`alter table "directory_search" add column "fullname" text null, add column "handle" text not null default '', add column "picture_url" text null, add column "profile_url" text null;`);
    this.addSql(`alter table "directory_search" alter column "handle" drop default;`);
    this.addSql(rowFunction(true));
    this.addSql(`drop trigger if exists "influencer_search_rows" on "influencer";`);
    this.addSql(influencerTrigger([...INFLUENCER_COLUMNS, 'picture_url']));
    this.addSql(`update directory_search d set ${CARD_COLUMNS.map((c, i) => `${c} = ${cardValues('sa', 'i')[i]}`).join(', ')}
      from social_account sa join influencer i on i.id = sa.influencer_id where sa.id = d.id;`);
  }

  override down(): void | Promise<void> {
    this.addSql(rowFunction(false));
    this.addSql(`drop trigger if exists "influencer_search_rows" on "influencer";`);
    this.addSql(influencerTrigger(INFLUENCER_COLUMNS));
    this.addSql(`alter table "directory_search" ${CARD_COLUMNS.map((c) => `drop column "${c}"`).join(', ')};`);
  }
}
