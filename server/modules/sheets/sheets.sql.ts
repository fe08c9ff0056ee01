import { containing } from '../../db/like-pattern.js';
import { pgArray } from '../../db/pg-array.js';
import { sql, trustedSql } from '../../db/sql.js';

/** Every statement the sheets module runs beside its ORM calls. */

/** The team's live sheet with its creators in order (one row per creator, or one without an entry). */
export const sheetWithEntries = (teamId: string, sheetId: string) =>
  sql`select s.id, s.version, s.title, s.description, s.sheet_type as "sheetType",
             e.id as "entryId", e.influencer_id as "influencerId", e.position, e.note
        from talent_sheet s left join sheet_entry e on e.sheet_id = s.id
       where s.id = ${sheetId} and s.team_id = ${teamId} and s.deleted_at is null order by e.position, e.id`;

/** The creators of a sheet, in order, with notes. */
export const sheetEntries = (sheetId: string) =>
  sql`select id, influencer_id as "influencerId", position, note from sheet_entry where sheet_id = ${sheetId} order by position, id`;

/** The creators of several sheets, each sheet's in order, with notes. */
export const entriesOfSheetsRows = (sheetIds: string[]) =>
  sql`select id, sheet_id as "sheetId", influencer_id as "influencerId", position, note from sheet_entry
       where sheet_id = any(${pgArray(sheetIds)}::text[]) order by position, id`;

/** A live sheet's version, title and heading with its creators in order, as one snapshot (whatever team). */
export const savedSheet = (sheetId: string) =>
  sql`select s.version, s.title, s.description, e.influencer_id, e.note
        from talent_sheet s left join sheet_entry e on e.sheet_id = s.id
       where s.id = ${sheetId} and s.deleted_at is null order by e.position`;

/** The id and title of the team's live sheet. */
/** The team's live sheets among `sheetIds`. */
export const ownSheetRows = (teamId: string, sheetIds: string[]) =>
  sql`select id, title, description from talent_sheet where id = any(${pgArray(sheetIds)}::text[]) and team_id = ${teamId} and deleted_at is null`;

/** A page of the team's live sheets, newest first (optionally those whose title contains `title`), and how many there are in all. */
export const ownSheetsPageRows = (teamId: string, title: string | null, limit: number, offset: number) =>
  sql`with matching as (select id, title, description, created_at from talent_sheet
                         where team_id = ${teamId} and deleted_at is null${title ? sql` and title ilike ${containing(title)}` : sql``})
      select (select count(*) from matching)::int as total,
             coalesce((select json_agg(json_build_object('id', p.id, 'title', p.title, 'description', p.description) order by p.created_at desc, p.id)
                         from (select * from matching order by created_at desc, id limit ${limit} offset ${offset}) p), '[]'::json) as sheets`;

export const ownSheetTitleRow = (teamId: string, sheetId: string) =>
  sql`select id, title from talent_sheet where id = ${sheetId} and team_id = ${teamId} and deleted_at is null`;

type EntryWrites = {
  removed: { id: number }[];
  changed: { id: number; position: number; note: string | null }[];
  added: { influencer_id: number; position: number; note: string | null }[];
};

/**
 * One statement: the sheet's entries removed, moved and added. With `next`, only if the sheet is
 * still at `next.version`, which also writes the title and heading (undefined keeps it) as a new
 * version, answering it; without, always (answering a placeholder row).
 */
export function writeSheetEntries(
  sheet: { teamId: string; sheetId: string },
  writes: EntryWrites,
  next?: { version: number; title: string; description: string | null | undefined },
) {
  const heading = next?.description === undefined ? trustedSql('description') : sql`${next.description}`;
  const bump = next
    ? sql`update talent_sheet set title = ${next.title}, description = ${heading}, version = version + 1, updated_at = now()
           where id = ${sheet.sheetId} and version = ${next.version} and deleted_at is null returning version, description`
    : sql`select 1 as version, null as description`;
  return sql`with bumped as (${bump}), removed as (
      delete from sheet_entry e using jsonb_to_recordset(${JSON.stringify(writes.removed)}::jsonb) as v(id int)
       where e.id = v.id and e.sheet_id = ${sheet.sheetId} and exists (select 1 from bumped)
    ), changed as (
      update sheet_entry e set position = v.position, note = v.note
        from jsonb_to_recordset(${JSON.stringify(writes.changed)}::jsonb) as v(id int, position int, note text)
       where e.id = v.id and e.sheet_id = ${sheet.sheetId} and exists (select 1 from bumped)
    ), added as (
      insert into sheet_entry (team_id, sheet_id, influencer_id, position, note, client_accepted, created_at)
      select ${sheet.teamId}, ${sheet.sheetId}, v.influencer_id, v.position, v.note, false, now()
        from jsonb_to_recordset(${JSON.stringify(writes.added)}::jsonb) as v(influencer_id int, position int, note text) where exists (select 1 from bumped)
    )
    select version, description from bumped`;
}

/** How many creators each of the sheets holds (sheets without any are left out). */
export const creatorCounts = (sheetIds: string[]) =>
  sql`select sheet_id, count(*)::int as count from sheet_entry where sheet_id = any(${pgArray(sheetIds)}::text[]) group by sheet_id`;

/** Whether the creator is on the sheet. */
export const creatorOnSheet = (sheetId: string, influencerId: number) =>
  sql`select exists (select 1 from sheet_entry where sheet_id = ${sheetId} and influencer_id = ${influencerId}) as held`;

/** A new version of the sheet with nothing else changed: a save that read the old one cannot land after it. */
export const bumpVersion = (sheetId: string) => sql`update talent_sheet set version = version + 1 where id = ${sheetId}`;

/** The entries of the sheets (id, sheet_id, influencer_id, position) as a table another module's statement takes from the sheets' index. */
export const entriesOfSheets = (sheetIds: string[]) =>
  sql`(select id, sheet_id, influencer_id, position from sheet_entry where sheet_id = any(${pgArray(sheetIds)}::text[]))`;
