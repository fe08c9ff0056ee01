import { Migration } from '@mikro-orm/migrations';

/**
 * Rolling 7- and 30-day rollups per sheet and per sheet and creator (analytics-windows.ts), so a
 * range's most-viewed sheets and most-clicked creators are the top rows of one index instead of
 * the sum of every day row of the range (a big team's 30 days: 25,000 rows). The windows start
 * empty and out of date (1970); the recurring job fills them, and reads sum the days until then.
 */
export class Migration20261127100000_analytics_windows extends Migration {
  override name = 'Migration20261127100000_analytics_windows';

  override up(): void | Promise<void> {
    this.addSql(`create table "analytics_window_state" ("days" smallint not null, "as_of" date not null, primary key ("days"));`);
    this.addSql(`insert into "analytics_window_state" ("days", "as_of") values (7, '1970-01-01'), (30, '1970-01-01');`);

    this.addSql(`create table "analytics_sheet_window" ("sheet_id" varchar(22) not null, "days" smallint not null, "team_id" varchar(22) not null, "owner_id" int not null, "views" int not null default 0, "clicks" int not null default 0, primary key ("sheet_id", "days"));`);
    this.addSql(`create index "analytics_sheet_window_team_id_days_views_index" on "analytics_sheet_window" ("team_id", "days", "views");`);

    this.addSql(`create table "analytics_click_window" ("sheet_id" varchar(22) not null, "influencer_id" int not null, "days" smallint not null, "team_id" varchar(22) not null, "owner_id" int not null, "clicks" int not null default 0, primary key ("sheet_id", "influencer_id", "days"));`);
    this.addSql(`create index "analytics_click_window_team_id_days_clicks_index" on "analytics_click_window" ("team_id", "days", "clicks");`);

    this.addSql(`alter table "analytics_sheet_window" add constraint "analytics_sheet_window_sheet_id_foreign" foreign key ("sheet_id") references "talent_sheet" ("id") on delete cascade;`);
    this.addSql(`alter table "analytics_sheet_window" add constraint "analytics_sheet_window_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "analytics_click_window" add constraint "analytics_click_window_sheet_id_foreign" foreign key ("sheet_id") references "talent_sheet" ("id") on delete cascade;`);
    this.addSql(`alter table "analytics_click_window" add constraint "analytics_click_window_influencer_id_foreign" foreign key ("influencer_id") references "influencer" ("id") on delete cascade;`);
    this.addSql(`alter table "analytics_click_window" add constraint "analytics_click_window_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "analytics_click_window" cascade;`);
    this.addSql(`drop table if exists "analytics_sheet_window" cascade;`);
    this.addSql(`drop table if exists "analytics_window_state" cascade;`);
  }
}
