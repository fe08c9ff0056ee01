import { Migration } from '@mikro-orm/migrations';

/** Recomputes the team visitor rows of the (team, e-mail) pairs in `changed` from analytics_visitor. */
const recompute = (changed: string) => `
  insert into "analytics_team_visitor" ("team_id", "email", "last_visit_at", "sheet_ids", "visits")
  select c."team_id", c."email", x."last_visit_at", x."sheet_ids", x."visits"
  from (select distinct "team_id", "email" from ${changed}) c
  cross join lateral (
    select max(v."last_visit_at") as "last_visit_at",
           array_agg(v."sheet_id" order by v."last_visit_at" desc, v."sheet_id") as "sheet_ids",
           array_agg(v."last_visit_at" order by v."last_visit_at" desc, v."sheet_id") as "visits"
    from "analytics_visitor" v where v."team_id" = c."team_id" and v."email" = c."email") x
  where x."last_visit_at" is not null
  order by 1, 2
  on conflict ("team_id", "email") do update set "last_visit_at" = excluded."last_visit_at", "sheet_ids" = excluded."sheet_ids", "visits" = excluded."visits";`;

/**
 * One row per visitor of a team: their latest visit, every sheet they opened and each one's latest
 * visit (two arrays in the same order, latest first). The team-wide visitors list reads its 200 rows from the (team, latest visit)
 * index instead of looking up each visitor's sheets among the team's visitor rows.
 *
 * Statement triggers on analytics_visitor keep it equal to that table whatever writes it (the
 * ingest, a recount, a deleted sheet's trigger, a deleted team's cascade). Each first locks the
 * pairs it changes (in one order), then recomputes them in a later statement, which sees what
 * another transaction holding those locks committed: two ingests touching one visitor at once never
 * leave a row that misses either's visits. A pair whose visitor rows are all gone loses its row.
 */
export class Migration20261129090000_analytics_team_visitors extends Migration {
  override name = 'Migration20261129090000_analytics_team_visitors';

  override up(): void | Promise<void> {
    this.addSql(`create table "analytics_team_visitor" ("team_id" varchar(22) not null, "email" varchar(255) not null, "last_visit_at" timestamptz not null, "sheet_ids" varchar(22)[] not null, "visits" timestamptz[] not null, primary key ("team_id", "email"));`);
    this.addSql(`alter table "analytics_team_visitor" add constraint "analytics_team_visitor_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`create index "analytics_team_visitor_team_id_last_visit_at_index" on "analytics_team_visitor" ("team_id", "last_visit_at" desc, "email");`);
    for (const [event, rows] of [['insert', 'new_rows'], ['update', 'new_rows'], ['delete', 'old_rows']] as const) {
      this.addSql(`create function "analytics_team_visitor_${event}_fn"() returns trigger language plpgsql as $$
        begin
          insert into "analytics_team_visitor" ("team_id", "email", "last_visit_at", "sheet_ids", "visits")
          select distinct "team_id", "email", '-infinity'::timestamptz, '{}'::varchar[], '{}'::timestamptz[] from ${rows} order by 1, 2
          on conflict ("team_id", "email") do update set "email" = excluded."email";
          ${recompute(rows)}
          delete from "analytics_team_visitor" t using (select distinct "team_id", "email" from ${rows}) c
          where t."team_id" = c."team_id" and t."email" = c."email"
            and not exists (select from "analytics_visitor" v where v."team_id" = c."team_id" and v."email" = c."email");
          return null;
        end $$;`);
      const transition = event === 'delete' ? 'old table as old_rows' : 'new table as new_rows';
      this.addSql(`create trigger "analytics_team_visitor_${event}" after ${event} on "analytics_visitor" referencing ${transition}
        for each statement execute function "analytics_team_visitor_${event}_fn"();`);
    }
    this.addSql(`insert into "analytics_team_visitor" ("team_id", "email", "last_visit_at", "sheet_ids", "visits")
      select "team_id", "email", max("last_visit_at"), array_agg("sheet_id" order by "last_visit_at" desc, "sheet_id"), array_agg("last_visit_at" order by "last_visit_at" desc, "sheet_id")
      from "analytics_visitor" group by 1, 2;`);
  }

  override down(): void | Promise<void> {
    for (const event of ['insert', 'update', 'delete']) {
      this.addSql(`drop trigger if exists "analytics_team_visitor_${event}" on "analytics_visitor";`);
      this.addSql(`drop function if exists "analytics_team_visitor_${event}_fn"();`);
    }
    this.addSql(`drop table if exists "analytics_team_visitor" cascade;`);
  }
}
