import { Migration } from '@mikro-orm/migrations';

/**
 * Two reads of a big team's dashboard made small:
 * - a team's views and clicks per day in one row (`analytics_team_day`, filled from the owner
 *   rollup, which holds the same counts): the totals and chart read one row per day instead of
 *   summing every sheet owner's rows of each day (20 owners over two years: 13,000 rows);
 * - visitors by e-mail within a team: the sheets each of the 200 latest visitors opened are read
 *   from the index, not from every visitor row of the team.
 */
export class Migration20261127090000_analytics_team_reads extends Migration {
  override name = 'Migration20261127090000_analytics_team_reads';

  override up(): void | Promise<void> {
    this.addSql(`create table "analytics_team_day" ("team_id" varchar(22) not null, "day" date not null, "views" int not null default 0, "clicks" int not null default 0, primary key ("team_id", "day"));`);
    this.addSql(`alter table "analytics_team_day" add constraint "analytics_team_day_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`insert into "analytics_team_day" ("team_id", "day", "views", "clicks") select "team_id", "day", sum("views"), sum("clicks") from "analytics_owner_day" group by 1, 2;`);
    this.addSql(`create index "analytics_visitor_team_id_email_index" on "analytics_visitor" ("team_id", "email") include ("sheet_id", "owner_id", "last_visit_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "analytics_visitor_team_id_email_index";`);
    this.addSql(`drop table if exists "analytics_team_day" cascade;`);
  }
}
