import { Migration } from '@mikro-orm/migrations';

export class Migration20261124171000_staff_act_as extends Migration {

  override name = 'Migration20261124171000_staff_act_as';

  override up(): void | Promise<void> {
    this.addSql(`alter table "session" add column "acting_as_id" int null;`);
    this.addSql(`alter table "session" add constraint "session_acting_as_id_foreign" foreign key ("acting_as_id") references "users" ("id") on delete set null;`);

    this.addSql(`create table "staff_action" ("id" serial primary key, "staff_user_id" int not null, "acting_as_id" int null, "action" varchar(100) not null, "succeeded" boolean not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "staff_action_staff_user_id_index" on "staff_action" ("staff_user_id");`);
    this.addSql(`alter table "staff_action" add constraint "staff_action_staff_user_id_foreign" foreign key ("staff_user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "staff_action" add constraint "staff_action_acting_as_id_foreign" foreign key ("acting_as_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "staff_action" cascade;`);
    this.addSql(`alter table "session" drop constraint if exists "session_acting_as_id_foreign";`);
    this.addSql(`alter table "session" drop column if exists "acting_as_id";`);
  }

}
