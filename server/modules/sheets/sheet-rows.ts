import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.js';

/**
 * The sheet-save path in plain SQL: autosave is the busiest write of the product (every open
 * editor, every few seconds). A save holds the sheet's row lock for three statements (lock, read,
 * write) instead of the ORM's unit of work, so saves of one sheet queue briefly and the pool stays free.
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

/**
 * The team's live sheet with its creators in order, the sheet's row locked until the transaction
 * ends. The creators are read by a second statement, after the lock is held: one statement would
 * read them from its snapshot, taken before a save it waited for had committed.
 */
export async function lockSheet(em: EntityManager, teamId: string, sheetId: string): Promise<{ sheet: SheetRow; existing: EntryRow[] }> {
  const [sheet] = await em.execute<SheetRow[]>(
    `select id, version, title, description, sheet_type as "sheetType" from talent_sheet
      where id = ? and team_id = ? and deleted_at is null for update`,
    [sheetId, teamId],
  );
  if (!sheet) throw new AppError('NOT_FOUND', 'Talent sheet not found');
  return { sheet, existing: await readEntries(em, sheetId) };
}

/** The creators of a sheet, in order, with notes. */
export function readEntries(em: EntityManager, sheetId: string): Promise<EntryRow[]> {
  return em.execute<EntryRow[]>(
    `select id, influencer_id as "influencerId", position, note from sheet_entry where sheet_id = ? order by position, id`,
    [sheetId],
  );
}

/**
 * One statement: makes the sheet's creators `wanted`, in that order (keeping the rows that stay,
 * with their client answers), and with `next` writes the title and heading (undefined keeps it)
 * as a new version, which it answers.
 */
export async function writeSheetRows(
  em: EntityManager,
  sheet: { teamId: string; sheetId: string },
  wanted: WantedEntry[],
  existing: EntryRow[],
  next?: { title: string; description: string | null | undefined },
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
  const [row] = await em.execute<{ version: number; description: string | null }[]>(
    `with removed as (
       delete from sheet_entry e using jsonb_to_recordset(?::jsonb) as v(id int) where e.id = v.id and e.sheet_id = ?
     ), changed as (
       update sheet_entry e set position = v.position, note = v.note
         from jsonb_to_recordset(?::jsonb) as v(id int, position int, note text) where e.id = v.id and e.sheet_id = ?
     ), added as (
       insert into sheet_entry (team_id, sheet_id, influencer_id, position, note, client_accepted, created_at)
       select ?, ?, v.influencer_id, v.position, v.note, false, now()
         from jsonb_to_recordset(?::jsonb) as v(influencer_id int, position int, note text)
     )
     ${
       next
         ? `update talent_sheet set title = ?, description = ${keepHeading ? 'description' : '?'}, version = version + 1, updated_at = now()
             where id = ? returning version, description`
         : 'select 1'
     }`,
    [
      JSON.stringify(removed),
      sheet.sheetId,
      JSON.stringify(changed),
      sheet.sheetId,
      sheet.teamId,
      sheet.sheetId,
      JSON.stringify(added),
      ...(next ? [next.title, ...(keepHeading ? [] : [next.description]), sheet.sheetId] : []),
    ],
  );
  return next ? row : undefined;
}
