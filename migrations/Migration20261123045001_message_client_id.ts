import { Migration } from '@mikro-orm/migrations';

export class Migration20261123045001_message_client_id extends Migration {

  override name = 'Migration20261123045001_message_client_id';

  override up(): void | Promise<void> {
    this.addSql(`alter table "message" add "client_id" varchar(64) null;`);
    this.addSql(`alter table "message" add constraint "message_sender_id_client_id_unique" unique ("sender_id", "client_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "message" drop constraint "message_sender_id_client_id_unique";`);
    this.addSql(`alter table "message" drop column "client_id";`);
  }

}
