import { Migration } from '@mikro-orm/migrations';

/** Teams' webhook endpoints, their deliveries and each attempt. */
export class Migration20261203090000_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "webhook_endpoint" ("id" serial primary key, "team_id" varchar(22) not null, "created_by_id" int null, "url" varchar(500) not null, "events" text[] not null, "secret" varchar(100) not null, "enabled" boolean not null default true, "disabled_reason" varchar(300) null, "failing_since" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "webhook_endpoint_team_id_index" on "webhook_endpoint" ("team_id");`);
    this.addSql(`alter table "webhook_endpoint" add constraint "webhook_endpoint_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "webhook_endpoint" add constraint "webhook_endpoint_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`create table "webhook_delivery" ("id" uuid not null, "team_id" varchar(22) not null, "endpoint_id" int not null, "event_type" varchar(50) not null, "body" text not null, "status" text check ("status" in ('pending', 'delivered', 'failed')) not null default 'pending', "created_at" timestamptz not null, constraint "webhook_delivery_pkey" primary key ("id"));`);
    this.addSql(`create index "webhook_delivery_team_id_index" on "webhook_delivery" ("team_id");`);
    this.addSql(`create index "webhook_delivery_endpoint_id_created_at_index" on "webhook_delivery" ("endpoint_id", "created_at");`);
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoint" ("id") on delete cascade;`);

    this.addSql(`create table "webhook_attempt" ("id" bigserial primary key, "team_id" varchar(22) not null, "delivery_id" uuid not null, "at" timestamptz not null, "status_code" int null, "error" varchar(500) null, "duration_ms" int not null);`);
    this.addSql(`create index "webhook_attempt_team_id_index" on "webhook_attempt" ("team_id");`);
    this.addSql(`create index "webhook_attempt_delivery_id_index" on "webhook_attempt" ("delivery_id");`);
    this.addSql(`alter table "webhook_attempt" add constraint "webhook_attempt_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "webhook_attempt" add constraint "webhook_attempt_delivery_id_foreign" foreign key ("delivery_id") references "webhook_delivery" ("id") on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "webhook_attempt" cascade;`);
    this.addSql(`drop table if exists "webhook_delivery" cascade;`);
    this.addSql(`drop table if exists "webhook_endpoint" cascade;`);
  }
}
