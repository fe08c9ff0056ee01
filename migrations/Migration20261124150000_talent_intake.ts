import { Migration } from '@mikro-orm/migrations';

export class Migration20261124150000_talent_intake extends Migration {

  override name = 'Migration20261124150000_talent_intake';

  override up(): void | Promise<void> {
    this.addSql(`alter table "upload" add "used_at" timestamptz null;`);
    this.addSql(`alter table "change_request" add "reviewed_at" timestamptz null;`);
    this.addSql(`alter table "add_talent_request" add "request_key" varchar(64) null;`);
    this.addSql(`alter table "add_talent_request" add constraint "add_talent_request_team_id_request_key_unique" unique ("team_id", "request_key");`);
    this.addSql(`alter table "notification" drop constraint "notification_type_check";`);
    this.addSql(`alter table "notification" add constraint "notification_type_check" check ("type" in ('sheet_opened', 'sheet_response', 'casting_call_reviewed', 'message', 'talent_added', 'request_reviewed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "notification" drop constraint "notification_type_check";`);
    this.addSql(`alter table "notification" add constraint "notification_type_check" check ("type" in ('sheet_opened', 'sheet_response', 'casting_call_reviewed', 'message'));`);
    this.addSql(`alter table "add_talent_request" drop column "request_key";`);
    this.addSql(`alter table "change_request" drop column "reviewed_at";`);
    this.addSql(`alter table "upload" drop column "used_at";`);
  }

}
