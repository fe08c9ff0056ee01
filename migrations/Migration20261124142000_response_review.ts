import { Migration } from '@mikro-orm/migrations';

export class Migration20261124142000_response_review extends Migration {

  override name = 'Migration20261124142000_response_review';

  override up(): void | Promise<void> {
    this.addSql(`alter table "casting_call_response" add "creator_reviews" jsonb not null default '{}', add "reviewed_at" timestamptz null, add "brand_reply" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "casting_call_response" drop column "creator_reviews", drop column "reviewed_at", drop column "brand_reply";`);
  }

}
