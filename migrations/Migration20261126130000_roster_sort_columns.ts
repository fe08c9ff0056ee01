import { Migration } from '@mikro-orm/migrations';

/**
 * The /influencers table sorts and filters on its own roster rows instead of aggregating accounts
 * and joining the directory for every matching creator (issue #12, 5,000 creators in <= 50 ms):
 *
 * - Directory: `influencer.reach`, the sum of its accounts' followers, kept by statement-level
 *   triggers on `social_account` that add what each INSERT, UPDATE or DELETE changed (deltas, so
 *   concurrent writers never overwrite each other's sums; a COPY of many accounts costs one UPDATE).
 * - Roster: `roster_entry.sort_name` (`lower(coalesce(custom_display_name, fullname))`, the name sort
 *   and filter) and `roster_entry.reach` (a copy of the creator's reach, the reach sort), set when a
 *   row is added or renamed and copied again whenever its creator's name or reach changes. A new row
 *   reads its creator FOR SHARE, so an account change committing meanwhile waits and then copies.
 * - Indexes `(team_id, sort_name, influencer_id)`, `(team_id, reach, influencer_id)` and
 *   `(team_id, created_at, influencer_id)` (the sort, its tie-break and the id the page needs, read
 *   from the index alone), and a trigram index on sort_name for filters of 3 characters or more.
 */
export class Migration20261126130000_roster_sort_columns extends Migration {
  override name = 'Migration20261126130000_roster_sort_columns';

  override up(): void | Promise<void> {
    // The directory's per-creator reach.
    this.addSql(`alter table "influencer" add column "reach" bigint not null default '0';`);
    this.addSql(`update "influencer" i set "reach" = s.reach from (select influencer_id, sum(followers) as reach from social_account group by influencer_id) s where s.influencer_id = i.id;`);
    this.addSql(`create or replace function influencer_reach_from_accounts() returns trigger language plpgsql as $$
begin
  -- Each trigger has only its own transition tables: new_accounts (insert, update), old_accounts (update, delete).
  if tg_op = 'INSERT' then
    update influencer i set reach = i.reach + d.delta
      from (select influencer_id, sum(followers) as delta from new_accounts group by influencer_id) d
     where i.id = d.influencer_id and d.delta <> 0;
  elsif tg_op = 'DELETE' then
    update influencer i set reach = i.reach - d.delta
      from (select influencer_id, sum(followers) as delta from old_accounts group by influencer_id) d
     where i.id = d.influencer_id and d.delta <> 0;
  else
    update influencer i set reach = i.reach + d.delta
      from (select influencer_id, sum(followers) as delta
              from (select influencer_id, followers from new_accounts
                    union all select influencer_id, -followers from old_accounts) changed
             group by influencer_id) d
     where i.id = d.influencer_id and d.delta <> 0;
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "social_account_reach_insert" after insert on "social_account" referencing new table as new_accounts for each statement execute function influencer_reach_from_accounts();`);
    this.addSql(`create trigger "social_account_reach_update" after update on "social_account" referencing old table as old_accounts new table as new_accounts for each statement execute function influencer_reach_from_accounts();`);
    this.addSql(`create trigger "social_account_reach_delete" after delete on "social_account" referencing old table as old_accounts for each statement execute function influencer_reach_from_accounts();`);

    // The roster row's sort name and reach.
    this.addSql(`alter table "roster_entry" add column "sort_name" text not null default '', add column "reach" bigint not null default '0';`);
    this.addSql(`update "roster_entry" re set "sort_name" = lower(coalesce(re.custom_display_name, i.fullname)), "reach" = i.reach from influencer i where i.id = re.influencer_id;`);
    this.addSql(`create or replace function roster_entry_sort_columns() returns trigger language plpgsql as $$
declare
  creator record;
begin
  select fullname, reach into creator from influencer where id = new.influencer_id for share;
  new.sort_name := lower(coalesce(new.custom_display_name, creator.fullname));
  if tg_op = 'INSERT' or new.influencer_id is distinct from old.influencer_id then
    new.reach := coalesce(creator.reach, 0);
  end if;
  return new;
end $$;`);
    this.addSql(`create trigger "roster_entry_sort_columns" before insert or update of "custom_display_name", "influencer_id" on "roster_entry" for each row execute function roster_entry_sort_columns();`);
    this.addSql(`create or replace function roster_entries_follow_influencer() returns trigger language plpgsql as $$
begin
  update roster_entry re set sort_name = lower(coalesce(re.custom_display_name, c.fullname)), reach = c.reach
    from new_creators c
   where re.influencer_id = c.id
     and (re.reach <> c.reach or re.sort_name <> lower(coalesce(re.custom_display_name, c.fullname)));
  return null;
end $$;`);
    this.addSql(`create trigger "influencer_roster_sort_columns" after update on "influencer" referencing new table as new_creators for each statement execute function roster_entries_follow_influencer();`);

    this.addSql(`drop index if exists "roster_entry_team_id_created_at_index";`);
    this.addSql(`create index "roster_entry_team_id_created_at_influencer_id_index" on "roster_entry" ("team_id", "created_at", "influencer_id");`);
    this.addSql(`create index "roster_entry_team_id_sort_name_influencer_id_index" on "roster_entry" ("team_id", "sort_name", "influencer_id");`);
    this.addSql(`create index "roster_entry_team_id_reach_influencer_id_index" on "roster_entry" ("team_id", "reach", "influencer_id");`);
    this.addSql(`create index "roster_entry_sort_name_trgm_index" on "roster_entry" using gin ("sort_name" gin_trgm_ops);`);
    this.addSql(`analyze "influencer";`);
    this.addSql(`analyze "roster_entry";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "influencer_roster_sort_columns" on "influencer";`);
    this.addSql(`drop trigger if exists "roster_entry_sort_columns" on "roster_entry";`);
    this.addSql(`drop trigger if exists "social_account_reach_insert" on "social_account";`);
    this.addSql(`drop trigger if exists "social_account_reach_update" on "social_account";`);
    this.addSql(`drop trigger if exists "social_account_reach_delete" on "social_account";`);
    this.addSql(`drop function if exists roster_entries_follow_influencer();`);
    this.addSql(`drop function if exists roster_entry_sort_columns();`);
    this.addSql(`drop function if exists influencer_reach_from_accounts();`);
    this.addSql(`drop index if exists "roster_entry_sort_name_trgm_index";`);
    this.addSql(`drop index if exists "roster_entry_team_id_reach_influencer_id_index";`);
    this.addSql(`drop index if exists "roster_entry_team_id_sort_name_influencer_id_index";`);
    this.addSql(`drop index if exists "roster_entry_team_id_created_at_influencer_id_index";`);
    this.addSql(`create index "roster_entry_team_id_created_at_index" on "roster_entry" ("team_id", "created_at");`);
    this.addSql(`alter table "roster_entry" drop column "sort_name", drop column "reach";`);
    this.addSql(`alter table "influencer" drop column "reach";`);
  }
}
