import { Migration } from '@mikro-orm/migrations';

export class Migration20261205090000_talent_not_found extends Migration {

  override name = 'Migration20261205090000_talent_not_found';

  override up(): void | Promise<void> {
    this.addSql(`alter table "notification" drop constraint "notification_type_check";`);
    this.addSql(`alter table "notification" add constraint "notification_type_check" check ("type" in ('sheet_opened', 'sheet_response', 'casting_call_reviewed', 'casting_call_answered', 'message', 'talent_added', 'talent_not_found', 'request_reviewed'));`);
    this.addSql(`alter table "add_talent_request" drop constraint "add_talent_request_status_check";`);
    this.addSql(`alter table "add_talent_request" add constraint "add_talent_request_status_check" check ("status" in ('pending', 'approved', 'rejected', 'not_found'));`);
    this.addSql(`alter table "add_talent_request" add column "credit_spent" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "notification" where "type" = 'talent_not_found';`);
    this.addSql(`alter table "notification" drop constraint "notification_type_check";`);
    this.addSql(`alter table "notification" add constraint "notification_type_check" check ("type" in ('sheet_opened', 'sheet_response', 'casting_call_reviewed', 'casting_call_answered', 'message', 'talent_added', 'request_reviewed'));`);
    this.addSql(`alter table "add_talent_request" drop column "credit_spent";`);
    this.addSql(`update "add_talent_request" set "status" = 'rejected' where "status" = 'not_found';`);
    this.addSql(`alter table "add_talent_request" drop constraint "add_talent_request_status_check";`);
    this.addSql(`alter table "add_talent_request" add constraint "add_talent_request_status_check" check ("status" in ('pending', 'approved', 'rejected'));`);
  }

}
