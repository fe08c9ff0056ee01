import { Migration } from '@mikro-orm/migrations';

export class Migration20261124140000_casting_call_closed_at extends Migration {

  override name = 'Migration20261124140000_casting_call_closed_at';

  override up(): void | Promise<void> {
    this.addSql(`alter table "casting_call" add "closed_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "casting_call" drop column "closed_at";`);
  }

}
