import { Migration } from '@mikro-orm/migrations';

export class Migration20261124141000_brand_calls extends Migration {

  override name = 'Migration20261124141000_brand_calls';

  override up(): void | Promise<void> {
    this.addSql(`alter table "team" add "is_brand" boolean not null default false;`);
    this.addSql(`alter table "casting_call" add "brand_team_id" varchar(22) null;`);
    this.addSql(`alter table "casting_call" add constraint "casting_call_brand_team_id_foreign" foreign key ("brand_team_id") references "team" ("id") on delete set null;`);
    this.addSql(`create index "casting_call_brand_team_id_index" on "casting_call" ("brand_team_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "casting_call_brand_team_id_index";`);
    this.addSql(`alter table "casting_call" drop constraint "casting_call_brand_team_id_foreign";`);
    this.addSql(`alter table "casting_call" drop column "brand_team_id";`);
    this.addSql(`alter table "team" drop column "is_brand";`);
  }

}
