import type { EntityManager } from '@mikro-orm/postgresql';
import type { SavedSheetContent } from '../../../shared/schemas/sheets.js';

/** How long a loaded copy is shared by the subscribers hearing the same save. */
const SHARE_MS = 5000;
const loading = new Map<string, Promise<SavedSheetContent | null>>();

/**
 * The sheet as saved (title, heading, creators in order with notes, and the version read), loaded
 * once per save event and server instance however many editors have the sheet open, so they need
 * not fetch it each. One statement: a consistent snapshot, whose version may be newer than the event's.
 */
export function savedContent(em: EntityManager, sheetId: string, version: number) {
  return loading.get(`${sheetId}:${version}`) ?? share(sheetId, version, load(em, sheetId));
}

/** The content a save on this instance just wrote: its editors hear the save without a query. */
export function rememberSavedContent(sheetId: string, content: SavedSheetContent) {
  share(sheetId, content.version, Promise.resolve(content));
}

function share(sheetId: string, version: number, content: Promise<SavedSheetContent | null>) {
  const key = `${sheetId}:${version}`;
  loading.set(key, content);
  setTimeout(() => loading.delete(key), SHARE_MS).unref();
  return content;
}

async function load(em: EntityManager, sheetId: string): Promise<SavedSheetContent | null> {
  const rows: { version: number; title: string; description: string | null; influencer_id: number | null; note: string | null }[] =
    await em.getConnection().execute(
      `select s.version, s.title, s.description, e.influencer_id, e.note
         from talent_sheet s left join sheet_entry e on e.sheet_id = s.id
        where s.id = ? and s.deleted_at is null order by e.position`,
      [sheetId],
    );
  if (rows.length === 0) return null;
  const { version, title, description } = rows[0];
  const items = rows.filter((r) => r.influencer_id !== null).map((r) => ({ id: r.influencer_id!, note: r.note }));
  return { version, title, description, items };
}
