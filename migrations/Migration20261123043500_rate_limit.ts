import { Migration } from '@mikro-orm/migrations';

/** The sign-in counters become the one rate-limit table (sign-in attempts and public events). */
export class Migration20261123043500_rate_limit extends Migration {
  override name = 'Migration20261123043500_rate_limit';

  override up(): void | Promise<void> {
    this.addSql(`alter table "sign_in_throttle" rename to "rate_limit";`);
    this.addSql(`alter table "rate_limit" rename column "failures" to "count";`);
    this.addSql(`alter table "rate_limit" rename constraint "sign_in_throttle_pkey" to "rate_limit_pkey";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rate_limit" rename constraint "rate_limit_pkey" to "sign_in_throttle_pkey";`);
    this.addSql(`alter table "rate_limit" rename column "count" to "failures";`);
    this.addSql(`alter table "rate_limit" rename to "sign_in_throttle";`);
  }
}
