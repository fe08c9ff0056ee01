import { Migration } from '@mikro-orm/migrations';

/**
 * Visitor rows only for sheets that are not deleted (deleted sheets leave the visitors list and are
 * never restored): deleting a sheet deletes its visitor rows, so the visitors list reads the team's
 * rows newest-first without checking each row's sheet. The ingest adds no visitor row to a deleted
 * sheet (it takes the sheet's row lock, so a deletion and a view are counted in one order).
 */
export class Migration20261127110000_analytics_visitors_live_sheets extends Migration {
  override name = 'Migration20261127110000_analytics_visitors_live_sheets';

  override up(): void | Promise<void> {
    this.addSql(`delete from "analytics_visitor" v using "talent_sheet" s where s."id" = v."sheet_id" and s."deleted_at" is not null;`);
    this.addSql(`create function "talent_sheet_deleted_visitors_fn"() returns trigger language plpgsql as $$
      begin
        delete from "analytics_visitor" where "sheet_id" = new."id";
        return null;
      end $$;`);
    this.addSql(`create trigger "talent_sheet_deleted_visitors" after update of "deleted_at" on "talent_sheet" for each row
      when (old."deleted_at" is null and new."deleted_at" is not null) execute function "talent_sheet_deleted_visitors_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "talent_sheet_deleted_visitors" on "talent_sheet";`);
    this.addSql(`drop function if exists "talent_sheet_deleted_visitors_fn"();`);
  }
}
