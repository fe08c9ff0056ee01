import { Migration } from '@mikro-orm/migrations';

export class Migration20261124170000_api_keys extends Migration {

  override name = 'Migration20261124170000_api_keys';

  override up(): void | Promise<void> {
    this.addSql(`create table "api_key" ("id" serial primary key, "team_id" varchar(22) not null, "created_by_id" int not null, "name" varchar(100) not null, "key_hash" varchar(64) not null, "prefix" varchar(16) not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "api_key_team_id_index" on "api_key" ("team_id");`);
    this.addSql(`alter table "api_key" add constraint "api_key_key_hash_unique" unique ("key_hash");`);
    this.addSql(`alter table "api_key" add constraint "api_key_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "api_key" add constraint "api_key_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_key" cascade;`);
  }

}
