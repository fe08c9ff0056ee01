import { Migration } from '@mikro-orm/migrations';

export class Migration20261122031206_initial extends Migration {

  override name = 'Migration20261122031206_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "event_log" ("id" bigserial primary key, "scope" varchar(255) not null, "type" varchar(255) not null, "payload" jsonb not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "event_log_scope_id_index" on "event_log" ("scope", "id");`);

    this.addSql(`create table "sign_in_throttle" ("key" varchar(255) not null, "failures" int not null, "window_start" timestamptz not null, primary key ("key"));`);

    this.addSql(`create table "team" ("id" varchar(22) not null, "name" varchar(255) not null, "image_url" varchar(255) null, "created_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`create table "users" ("id" serial primary key, "email" varchar(255) not null, "password_hash" varchar(255) not null, "full_name" varchar(255) not null default '', "nickname" varchar(255) not null default '', "is_admin" boolean not null default false, "is_staff" boolean not null default false, "account_state" text not null default 'active', "primary_team_id" varchar(22) null, "selected_team_id" varchar(22) null, "notification" text null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(`create table "team_member" ("id" serial primary key, "team_id" varchar(22) not null, "user_id" int not null, "role" text not null default 'member', "created_at" timestamptz not null);`);
    this.addSql(`alter table "team_member" add constraint "team_member_team_id_user_id_unique" unique ("team_id", "user_id");`);

    this.addSql(`create table "session" ("id" varchar(64) not null, "user_id" int not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`alter table "users" add constraint "users_primary_team_id_foreign" foreign key ("primary_team_id") references "team" ("id") on delete set null;`);
    this.addSql(`alter table "users" add constraint "users_selected_team_id_foreign" foreign key ("selected_team_id") references "team" ("id") on delete set null;`);
    this.addSql(`alter table "users" add constraint "users_account_state_check" check ("account_state" in ('active', 'disabled', 'suspended'));`);

    this.addSql(`alter table "team_member" add constraint "team_member_team_id_foreign" foreign key ("team_id") references "team" ("id");`);
    this.addSql(`alter table "team_member" add constraint "team_member_user_id_foreign" foreign key ("user_id") references "users" ("id");`);
    this.addSql(`alter table "team_member" add constraint "team_member_role_check" check ("role" in ('team_admin', 'member', 'search_only'));`);

    this.addSql(`alter table "session" add constraint "session_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_primary_team_id_foreign";`);
    this.addSql(`alter table "users" drop constraint "users_selected_team_id_foreign";`);
    this.addSql(`alter table "team_member" drop constraint "team_member_team_id_foreign";`);
    this.addSql(`alter table "team_member" drop constraint "team_member_user_id_foreign";`);
    this.addSql(`alter table "session" drop constraint "session_user_id_foreign";`);

    this.addSql(`drop table if exists "event_log" cascade;`);
    this.addSql(`drop table if exists "sign_in_throttle" cascade;`);
    this.addSql(`drop table if exists "team" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "team_member" cascade;`);
    this.addSql(`drop table if exists "session" cascade;`);
  }

}
