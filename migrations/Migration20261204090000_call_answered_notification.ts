import { Migration } from '@mikro-orm/migrations';

export class Migration20261204090000_call_answered_notification extends Migration {

  override name = 'Migration20261204090000_call_answered_notification';

  override up(): void | Promise<void> {
    this.addSql(`alter table "notification" drop constraint "notification_type_check";`);
    this.addSql(`alter table "notification" add constraint "notification_type_check" check ("type" in ('sheet_opened', 'sheet_response', 'casting_call_reviewed', 'casting_call_answered', 'message', 'talent_added', 'request_reviewed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "notification" where "type" = 'casting_call_answered';`);
    this.addSql(`alter table "notification" drop constraint "notification_type_check";`);
    this.addSql(`alter table "notification" add constraint "notification_type_check" check ("type" in ('sheet_opened', 'sheet_response', 'casting_call_reviewed', 'message', 'talent_added', 'request_reviewed'));`);
  }

}
