import { Migration } from '@mikro-orm/migrations';

const AGE_COLUMNS = ['audience_age_13_17', 'audience_age_18_24', 'audience_age_25_34', 'audience_age_35_44', 'audience_age_45_64', 'audience_age_65_plus'];
const FIGURES = ['followers', 'engagement_rate', 'avg_views', 'us_audience_share', 'audience_female_percent', 'audience_male_percent', ...AGE_COLUMNS];
const SORTED = ['followers', 'engagement_rate', 'avg_views', 'us_audience_share', 'audience_female_percent', 'audience_male_percent'];
const COLUMNS = ['id', 'influencer_id', 'platform', ...FIGURES, 'talent_gender', 'talent_age_min', 'talent_age_max', 'search_name', 'search_document'];

/** One account's search row from `account` (a social_account row) and `creator` (its influencer). */
const rowValues = (account: string, creator: string) => [
  `${account}.id`, `${account}.influencer_id`, `${account}.platform`, ...FIGURES.map((f) => `${account}.${f}`),
  `${creator}.gender`, `${creator}.age_min`, `${creator}.age_max`,
  `lower(coalesce(${creator}.fullname, '') || ' ' || ${account}.handle)`,
  `setweight(to_tsvector('english', coalesce(${creator}.fullname, '') || ' ' || replace(${account}.handle, '_', ' ')), 'A') ||
   setweight(to_tsvector('english', coalesce(${creator}.description, '')), 'B') ||
   setweight(to_tsvector('english', coalesce(jsonb_path_query_array(${account}.audience, 'lax $.interests[*].name')::text, '')), 'C')`,
].join(', ');

/**
 * Directory search (issue #11): a narrow table with one row per social account holding only what
 * the filters and sorts read (typed figures, the creator's gender and age, the name, a full-text
 * document of name, handle, description and audience interests), kept in step by triggers. The
 * wide social_account rows (jsonb audience, history) are read only for the page shown.
 */
export class Migration20261124100000_directory_search extends Migration {

  override name = 'Migration20261124100000_directory_search';

  override up(): void | Promise<void> {
    this.addSql(`create table "directory_search" ("id" int not null primary key, "influencer_id" int not null, "platform" text not null,
      "followers" bigint not null, "engagement_rate" real null, "avg_views" bigint null, "us_audience_share" real null,
      "audience_female_percent" real null, "audience_male_percent" real null, ${AGE_COLUMNS.map((c) => `"${c}" real null`).join(', ')},
      "talent_gender" text null, "talent_age_min" smallint null, "talent_age_max" smallint null, "search_name" text not null, "search_document" tsvector not null);`);
    this.addSql(`create or replace function social_account_search_row() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    delete from directory_search where id = old.id;
    return null;
  end if;
  insert into directory_search (${COLUMNS.join(', ')})
    select ${rowValues('new', 'creator')} from influencer creator where creator.id = new.influencer_id
  on conflict (id) do update set ${COLUMNS.slice(1).map((c) => `${c} = excluded.${c}`).join(', ')};
  return null;
end $$;`);
    this.addSql(`create trigger "social_account_search_row" after insert or update or delete on "social_account" for each row execute function social_account_search_row();`);
    this.addSql(`create or replace function influencer_search_rows() returns trigger language plpgsql as $$
begin
  update social_account set influencer_id = influencer_id where influencer_id = new.id;
  return null;
end $$;`);
    this.addSql(`create trigger "influencer_search_rows" after update of "fullname", "description", "gender", "age_min", "age_max" on "influencer" for each row when (old.fullname is distinct from new.fullname or old.description is distinct from new.description or old.gender is distinct from new.gender or old.age_min is distinct from new.age_min or old.age_max is distinct from new.age_max) execute function influencer_search_rows();`);
    this.addSql(`insert into directory_search (${COLUMNS.join(', ')}) select ${rowValues('sa', 'i')} from social_account sa join influencer i on i.id = sa.influencer_id;`);
    for (const column of SORTED) {
      this.addSql(`create index "directory_search_${column}_index" on "directory_search" ("platform", "${column}" desc nulls last, "id" desc);`);
    }
    this.addSql(`create index "directory_search_search_document_index" on "directory_search" using gin ("search_document");`);
    this.addSql(`create index "directory_search_search_name_trgm_index" on "directory_search" using gin ("search_name" gin_trgm_ops);`);
    this.addSql(`create index "directory_search_influencer_id_index" on "directory_search" ("influencer_id");`);
    this.addSql(`analyze "directory_search";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "influencer_search_rows" on "influencer";`);
    this.addSql(`drop trigger if exists "social_account_search_row" on "social_account";`);
    this.addSql(`drop function if exists influencer_search_rows();`);
    this.addSql(`drop function if exists social_account_search_row();`);
    this.addSql(`drop table if exists "directory_search";`);
  }

}
