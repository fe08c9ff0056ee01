import { Migration } from '@mikro-orm/migrations';

export class Migration20261124172000_account_inactive extends Migration {

  override name = 'Migration20261124172000_account_inactive';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" drop constraint if exists "users_account_state_check";`);
    this.addSql(`alter table "users" add constraint "users_account_state_check" check ("account_state" in ('active', 'inactive', 'disabled', 'suspended'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`update "users" set "account_state" = 'disabled' where "account_state" = 'inactive';`);
    this.addSql(`alter table "users" drop constraint if exists "users_account_state_check";`);
    this.addSql(`alter table "users" add constraint "users_account_state_check" check ("account_state" in ('active', 'disabled', 'suspended'));`);
  }

}
