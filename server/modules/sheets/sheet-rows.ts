import type { EntityManager } from '@mikro-orm/postgresql';
import { MSG } from '../../../shared/messages.js';
import { runSql } from '../../db/sql.js';
import { AppError } from '../../errors.js';
import { bumpVersion, creatorCounts, creatorOnSheet, entriesOfSheetsRows, sheetEntries, sheetWithEntries, writeSheetEntries } from './sheets.sql.js';

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
  const rows = await runSql<SheetRow & { entryId: number | null; influencerId: number; position: number; note: string | null }>(
    em,
    sheetWithEntries(teamId, sheetId),
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND', MSG.sheetNotFound);
  const { id, version, title, description, sheetType } = rows[0];
  const existing = rows.filter((r) => r.entryId !== null).map((r) => ({ id: r.entryId!, influencerId: r.influencerId, position: r.position, note: r.note }));
  return { sheet: { id, version, title, description, sheetType }, existing };
}

/** The creators of a sheet, in order, with notes. */
export function readEntries(em: EntityManager, sheetId: string): Promise<EntryRow[]> {
  return runSql<EntryRow>(em, sheetEntries(sheetId));
}

/** The creators of several sheets, each sheet's in order, with notes. */
export function readEntriesOfSheets(em: EntityManager, sheetIds: string[]): Promise<(EntryRow & { sheetId: string })[]> {
  return runSql<EntryRow & { sheetId: string }>(em, entriesOfSheetsRows(sheetIds));
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
  const [row] = await runSql<{ version: number; description: string | null }>(em, writeSheetEntries(sheet, { removed, changed, added }, next));
  return next ? row : undefined;
}

/** How many creators each of the sheets holds (0 for one without any). */
export async function countCreators(em: EntityManager, sheetIds: string[]): Promise<Map<string, number>> {
  const counts = new Map(sheetIds.map((id) => [id, 0]));
  if (sheetIds.length === 0) return counts;
  for (const row of await runSql<{ sheet_id: string; count: number }>(em, creatorCounts(sheetIds))) counts.set(row.sheet_id, row.count);
  return counts;
}

export async function holdsCreator(em: EntityManager, sheetId: string, influencerId: number): Promise<boolean> {
  const [row] = await runSql<{ held: boolean }>(em, creatorOnSheet(sheetId, influencerId));
  return row!.held;
}

/** Moves the sheet to a new version (in `em`'s transaction): a save under way from the old one reads it again. */
export async function bumpSheetVersion(em: EntityManager, sheetId: string) {
  await runSql(em, bumpVersion(sheetId));
}
