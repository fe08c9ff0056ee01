import { Migration } from '@mikro-orm/migrations';

/** A brand's response may carry the creators it compared side by side. */
export class Migration20261202090000_sheet_response_comparison extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "sheet_response" add column "compared_influencer_ids" int[] not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "sheet_response" drop column "compared_influencer_ids";`);
  }
}
