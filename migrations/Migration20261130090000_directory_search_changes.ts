import { Migration } from '@mikro-orm/migrations';

const OPERATIONS = [
  { op: 'insert', rows: 'new_rows', referencing: 'new table as new_rows' },
  { op: 'update', rows: 'new_rows', referencing: 'new table as new_rows' },
  { op: 'delete', rows: 'old_rows', referencing: 'old table as old_rows' },
];

/**
 * The directory search's change feed (issue #11): every write of directory_search leaves the
 * account's id and the writing transaction, one insert per statement (transition tables), so the
 * in-memory directory each server holds can re-read what changed since the last snapshot it saw.
 */
export class Migration20261130090000_directory_search_changes extends Migration {
  override name = 'Migration20261130090000_directory_search_changes';

  override up(): void | Promise<void> {
    this.addSql(`create table "directory_search_change" ("id" bigserial primary key, "tx" xid8 not null default pg_current_xact_id(), "account_id" int not null, "changed_at" timestamptz not null default now());`);
    this.addSql(`create index "directory_search_change_tx_index" on "directory_search_change" ("tx");`);
    this.addSql(`create index "directory_search_change_changed_at_index" on "directory_search_change" ("changed_at");`);
    for (const { op, rows, referencing } of OPERATIONS) {
      this.addSql(`create or replace function directory_search_${op}_changes() returns trigger language plpgsql as $$
begin
  insert into directory_search_change (account_id) select id from ${rows};
  return null;
end $$;`);
      this.addSql(`create trigger "directory_search_${op}_changes" after ${op} on "directory_search" referencing ${referencing} for each statement execute function directory_search_${op}_changes();`);
    }
  }

  override down(): void | Promise<void> {
    for (const { op } of OPERATIONS) {
      this.addSql(`drop trigger if exists "directory_search_${op}_changes" on "directory_search";`);
      this.addSql(`drop function if exists directory_search_${op}_changes();`);
    }
    this.addSql(`drop table if exists "directory_search_change";`);
  }
}
