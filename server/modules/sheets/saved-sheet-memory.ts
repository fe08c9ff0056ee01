import type { EntityManager } from '@mikro-orm/postgresql';
import type { SavedSheetContent } from '../../../shared/schemas/sheets/sheet-live.js';

/** Versions kept per sheet, and sheets kept, by one server instance. */
const VERSIONS_PER_SHEET = 20;
const SHEETS = 5000;
/** How long a loaded copy is shared by the subscribers hearing the same save. */
const SHARE_MS = 5000;

/**
 * The one in-memory record of sheet content as saved, per server instance (built in app.ts):
 * - the base a stale save was made on, so the server can merge it instead of answering CONFLICT
 *   (not found — another instance's save, an old version, a restart — just means CONFLICT);
 * - the content a save event carries to the sheet's open editors, so they need not fetch it: the
 *   saving instance remembers what it wrote, and another instance loads it once per save event
 *   however many editors it serves.
 */
export class SavedSheetMemory {
  private readonly recent = new Map<string, Map<number, SavedSheetContent>>();
  private readonly loading = new Map<string, Promise<SavedSheetContent | null>>();

  remember(sheetId: string, content: SavedSheetContent) {
    const versions = this.recent.get(sheetId) ?? new Map<number, SavedSheetContent>();
    this.recent.delete(sheetId);
    this.recent.set(sheetId, versions);
    versions.set(content.version, content);
    if (versions.size > VERSIONS_PER_SHEET) versions.delete(versions.keys().next().value!);
    if (this.recent.size > SHEETS) this.recent.delete(this.recent.keys().next().value!);
  }

  find(sheetId: string, version: number): SavedSheetContent | undefined {
    return this.recent.get(sheetId)?.get(version);
  }

  /** The sheet as saved at this version if remembered, else as it is now (its version may be newer). */
  content(em: EntityManager, sheetId: string, version: number): Promise<SavedSheetContent | null> {
    const known = this.find(sheetId, version);
    if (known) return Promise.resolve(known);
    const key = `${sheetId}:${version}`;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const loaded = load(em, sheetId).then((content) => {
      if (content?.version === version) this.remember(sheetId, content);
      return content;
    });
    // Shared a little longer than the load, for the subscribers hearing the same event.
    this.loading.set(key, loaded);
    setTimeout(() => this.loading.delete(key), SHARE_MS).unref();
    return loaded;
  }
}

/** One statement: a consistent snapshot of the sheet with its creators in order. */
async function load(em: EntityManager, sheetId: string): Promise<SavedSheetContent | null> {
  const rows: { version: number; title: string; description: string | null; influencer_id: number | null; note: string | null }[] = await em
    .getConnection()
    .execute(
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
