import { Migration } from '@mikro-orm/migrations';
import { getConstructionPlans } from 'pg-boss';

export class Migration20261124130000_accounts extends Migration {

  override name = 'Migration20261124130000_accounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "mail_outbox" ("id" serial primary key, "to_address" varchar(255) not null, "subject" varchar(255) not null, "text" text not null, "html" text not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "mail_outbox_to_address_id_index" on "mail_outbox" ("to_address", "id");`);

    this.addSql(`create table "password_reset" ("id" serial primary key, "user_id" int not null, "code_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "password_reset" add constraint "password_reset_code_hash_unique" unique ("code_hash");`);
    this.addSql(`create index "password_reset_user_id_index" on "password_reset" ("user_id");`);

    this.addSql(`create table "invitation" ("id" serial primary key, "team_id" varchar(22) not null, "email" varchar(255) not null, "role" text not null default 'member', "invited_by_id" int null, "code_hash" varchar(64) not null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "invitation" add constraint "invitation_code_hash_unique" unique ("code_hash");`);
    this.addSql(`create index "invitation_team_id_email_index" on "invitation" ("team_id", "email");`);

    this.addSql(`alter table "password_reset" add constraint "password_reset_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "invitation" add constraint "invitation_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "invitation" add constraint "invitation_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "invitation" add constraint "invitation_role_check" check ("role" in ('team_admin', 'member', 'search_only'));`);

    // The job queue's own schema (pg-boss), installed here so schema changes stay in migrations; pg-boss migrates it on later upgrades.
    // Its plan brings its own BEGIN/COMMIT; the migration already runs in a transaction.
    this.addSql(getConstructionPlans('pgboss').replace(/^\s*BEGIN;/, '').replace(/COMMIT;\s*$/, ''));
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mail_outbox" cascade;`);
    this.addSql(`drop table if exists "password_reset" cascade;`);
    this.addSql(`drop table if exists "invitation" cascade;`);
    this.addSql(`drop schema if exists "pgboss" cascade;`);
  }

}
