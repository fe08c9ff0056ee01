import type { EntityManager } from '@mikro-orm/postgresql';
import { MSG } from '../../../shared/messages.js';
import { AppError } from '../../errors.js';

/**
 * The sheet-save path in plain SQL: autosave is the busiest write of the product (every open
 * editor, every few seconds). A save reads the sheet in one statement and writes it in another
 * that only applies when the sheet is still at the version read (compare-and-set): no lock is held
 * while the server merges, and a save that lost the race reads again and merges onto the winner.
 */
export interface SheetRow {
  id: string;
  version: number;
  title: string;
  description: string | null;
  sheetType: 'talent' | 'campaign' | 'casting_call_response';
}
export interface EntryRow {
  id: number;
  influencerId: number;
  position: number;
  note: string | null;
}
export type WantedEntry = { influencerId: number; note: string | null };

/** The team's live sheet with its creators in order, as of one moment. */
export async function readSheet(em: EntityManager, teamId: string, sheetId: string): Promise<{ sheet: SheetRow; existing: EntryRow[] }> {
  const rows = await em.execute<(SheetRow & { entryId: number | null; influencerId: number; position: number; note: string | null })[]>(
    `select s.id, s.version, s.title, s.description, s.sheet_type as "sheetType",
            e.id as "entryId", e.influencer_id as "influencerId", e.position, e.note
       from talent_sheet s left join sheet_entry e on e.sheet_id = s.id
      where s.id = ? and s.team_id = ? and s.deleted_at is null order by e.position, e.id`,
    [sheetId, teamId],
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND', MSG.sheetNotFound);
  const { id, version, title, description, sheetType } = rows[0];
  const existing = rows.filter((r) => r.entryId !== null).map((r) => ({ id: r.entryId!, influencerId: r.influencerId, position: r.position, note: r.note }));
  return { sheet: { id, version, title, description, sheetType }, existing };
}

/** The creators of a sheet, in order, with notes. */
export function readEntries(em: EntityManager, sheetId: string): Promise<EntryRow[]> {
  return em.execute<EntryRow[]>(`select id, influencer_id as "influencerId", position, note from sheet_entry where sheet_id = ? order by position, id`, [
    sheetId,
  ]);
}

/**
 * One statement: makes the sheet's creators `wanted`, in that order (keeping the rows that stay,
 * with their client answers). With `next`, only if the sheet is still at `next.version`: it also
 * writes the title and heading (undefined keeps it) as a new version, and answers that version,
 * or undefined (nothing written) when another save came first.
 */
export async function writeSheetRows(
  em: EntityManager,
  sheet: { teamId: string; sheetId: string },
  wanted: WantedEntry[],
  existing: EntryRow[],
  next?: { version: number; title: string; description: string | null | undefined },
): Promise<{ version: number; description: string | null } | undefined> {
  const byInfluencer = new Map(existing.map((e) => [e.influencerId, e]));
  const changed: { id: number; position: number; note: string | null }[] = [];
  const added: { influencer_id: number; position: number; note: string | null }[] = [];
  wanted.forEach((w, position) => {
    const entry = byInfluencer.get(w.influencerId);
    byInfluencer.delete(w.influencerId);
    if (!entry) added.push({ influencer_id: w.influencerId, position, note: w.note });
    else if (entry.position !== position || entry.note !== w.note) changed.push({ id: entry.id, position, note: w.note });
  });
  const removed = [...byInfluencer.values()].map((e) => ({ id: e.id }));
  const keepHeading = next?.description === undefined;
  const bump = next
    ? `update talent_sheet set title = ?, description = ${keepHeading ? 'description' : '?'}, version = version + 1, updated_at = now()
        where id = ? and version = ? and deleted_at is null returning version, description`
    : 'select 1 as version, null as description';
  const [row] = await em.execute<{ version: number; description: string | null }[]>(
    `with bumped as (${bump}), removed as (
       delete from sheet_entry e using jsonb_to_recordset(?::jsonb) as v(id int)
        where e.id = v.id and e.sheet_id = ? and exists (select 1 from bumped)
     ), changed as (
       update sheet_entry e set position = v.position, note = v.note
         from jsonb_to_recordset(?::jsonb) as v(id int, position int, note text)
        where e.id = v.id and e.sheet_id = ? and exists (select 1 from bumped)
     ), added as (
       insert into sheet_entry (team_id, sheet_id, influencer_id, position, note, client_accepted, created_at)
       select ?, ?, v.influencer_id, v.position, v.note, false, now()
         from jsonb_to_recordset(?::jsonb) as v(influencer_id int, position int, note text) where exists (select 1 from bumped)
     )
     select version, description from bumped`,
    [
      ...(next ? [next.title, ...(keepHeading ? [] : [next.description]), sheet.sheetId, next.version] : []),
      JSON.stringify(removed),
      sheet.sheetId,
      JSON.stringify(changed),
      sheet.sheetId,
      sheet.teamId,
      sheet.sheetId,
      JSON.stringify(added),
    ],
  );
  return next ? row : undefined;
}
