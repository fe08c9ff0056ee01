import { Migration } from '@mikro-orm/migrations';

export class Migration20261124120000_analytics_rollups extends Migration {

  override name = 'Migration20261124120000_analytics_rollups';

  override up(): void | Promise<void> {
    this.addSql(`create table "analytics_owner_day" ("team_id" varchar(22) not null, "owner_id" int not null, "day" date not null, "views" int not null default 0, "clicks" int not null default 0, primary key ("team_id", "owner_id", "day"));`);

    this.addSql(`create table "analytics_visitor" ("sheet_id" varchar(22) not null, "email" varchar(255) not null, "team_id" varchar(22) not null, "owner_id" int not null, "views" int not null default 0, "last_visit_at" timestamptz not null, primary key ("sheet_id", "email"));`);
    this.addSql(`create index "analytics_visitor_team_id_last_visit_at_index" on "analytics_visitor" ("team_id", "last_visit_at");`);

    this.addSql(`create table "analytics_sheet_total" ("sheet_id" varchar(22) not null, "team_id" varchar(22) not null, "owner_id" int not null, "views" int not null default 0, "clicks" int not null default 0, primary key ("sheet_id"));`);
    this.addSql(`create index "analytics_sheet_total_team_id_views_index" on "analytics_sheet_total" ("team_id", "views");`);

    this.addSql(`create table "analytics_sheet_day" ("sheet_id" varchar(22) not null, "day" date not null, "team_id" varchar(22) not null, "owner_id" int not null, "views" int not null default 0, "clicks" int not null default 0, primary key ("sheet_id", "day"));`);
    this.addSql(`create index "analytics_sheet_day_team_id_day_index" on "analytics_sheet_day" ("team_id", "day");`);

    this.addSql(`create table "analytics_click_total" ("sheet_id" varchar(22) not null, "influencer_id" int not null, "team_id" varchar(22) not null, "owner_id" int not null, "clicks" int not null default 0, primary key ("sheet_id", "influencer_id"));`);
    this.addSql(`create index "analytics_click_total_team_id_clicks_index" on "analytics_click_total" ("team_id", "clicks");`);

    this.addSql(`create table "analytics_click_day" ("sheet_id" varchar(22) not null, "influencer_id" int not null, "day" date not null, "team_id" varchar(22) not null, "owner_id" int not null, "clicks" int not null default 0, primary key ("sheet_id", "influencer_id", "day"));`);
    this.addSql(`create index "analytics_click_day_team_id_day_index" on "analytics_click_day" ("team_id", "day");`);

    this.addSql(`alter table "analytics_owner_day" add constraint "analytics_owner_day_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);

    this.addSql(`alter table "analytics_visitor" add constraint "analytics_visitor_sheet_id_foreign" foreign key ("sheet_id") references "talent_sheet" ("id") on delete cascade;`);
    this.addSql(`alter table "analytics_visitor" add constraint "analytics_visitor_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);

    this.addSql(`alter table "analytics_sheet_total" add constraint "analytics_sheet_total_sheet_id_foreign" foreign key ("sheet_id") references "talent_sheet" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "analytics_sheet_total" add constraint "analytics_sheet_total_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);

    this.addSql(`alter table "analytics_sheet_day" add constraint "analytics_sheet_day_sheet_id_foreign" foreign key ("sheet_id") references "talent_sheet" ("id") on delete cascade;`);
    this.addSql(`alter table "analytics_sheet_day" add constraint "analytics_sheet_day_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);

    this.addSql(`alter table "analytics_click_total" add constraint "analytics_click_total_sheet_id_foreign" foreign key ("sheet_id") references "talent_sheet" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "analytics_click_total" add constraint "analytics_click_total_influencer_id_foreign" foreign key ("influencer_id") references "influencer" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "analytics_click_total" add constraint "analytics_click_total_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);

    this.addSql(`alter table "analytics_click_day" add constraint "analytics_click_day_sheet_id_foreign" foreign key ("sheet_id") references "talent_sheet" ("id") on delete cascade;`);
    this.addSql(`alter table "analytics_click_day" add constraint "analytics_click_day_influencer_id_foreign" foreign key ("influencer_id") references "influencer" ("id") on delete cascade;`);
    this.addSql(`alter table "analytics_click_day" add constraint "analytics_click_day_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);

    // Events recorded before the rollups existed: counted once, as the ingest counts new ones.
    this.addSql(`create temp table rollup_backfill on commit drop as
      select e.team_id, e.sheet_id, coalesce(s.created_by_id, 0) as owner_id, e.influencer_id, lower(e.viewer_email) as email, e.created_at as at,
             (e.created_at at time zone 'UTC')::date as day, (e.event_type = 'sheet_view')::int as views, (e.event_type = 'influencer_click')::int as clicks
      from analytics_event e join talent_sheet s on s.id = e.sheet_id
      where e.event_type = 'sheet_view' or (e.event_type = 'influencer_click' and e.influencer_id is not null);`);
    this.addSql(`insert into analytics_owner_day (team_id, owner_id, day, views, clicks) select team_id, owner_id, day, sum(views), sum(clicks) from rollup_backfill group by 1, 2, 3;`);
    this.addSql(`insert into analytics_sheet_day (sheet_id, day, team_id, owner_id, views, clicks) select sheet_id, day, min(team_id), min(owner_id), sum(views), sum(clicks) from rollup_backfill group by 1, 2;`);
    this.addSql(`insert into analytics_sheet_total (sheet_id, team_id, owner_id, views, clicks) select sheet_id, min(team_id), min(owner_id), sum(views), sum(clicks) from rollup_backfill group by 1;`);
    this.addSql(`insert into analytics_click_day (sheet_id, influencer_id, day, team_id, owner_id, clicks) select sheet_id, influencer_id, day, min(team_id), min(owner_id), count(*) from rollup_backfill where clicks = 1 group by 1, 2, 3;`);
    this.addSql(`insert into analytics_click_total (sheet_id, influencer_id, team_id, owner_id, clicks) select sheet_id, influencer_id, min(team_id), min(owner_id), count(*) from rollup_backfill where clicks = 1 group by 1, 2;`);
    this.addSql(`insert into analytics_visitor (sheet_id, email, team_id, owner_id, views, last_visit_at) select sheet_id, email, min(team_id), min(owner_id), count(*), max(at) from rollup_backfill where views = 1 and email is not null group by 1, 2;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "analytics_owner_day" cascade;`);
    this.addSql(`drop table if exists "analytics_visitor" cascade;`);
    this.addSql(`drop table if exists "analytics_sheet_total" cascade;`);
    this.addSql(`drop table if exists "analytics_sheet_day" cascade;`);
    this.addSql(`drop table if exists "analytics_click_total" cascade;`);
    this.addSql(`drop table if exists "analytics_click_day" cascade;`);
  }

}
