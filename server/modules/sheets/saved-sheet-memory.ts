import type { EntityManager } from '@mikro-orm/postgresql';
import type { SavedSheetContent } from '../../../shared/schemas/sheets/sheet-live.js';
import { EventCache } from '../../events/event-cache.js';
import { runSql } from '../../db/sql.js';
import { savedSheet } from './sheets.sql.js';

/** Sheet versions kept by one server instance (20 versions of 5,000 sheets, say). */
const VERSIONS_KEPT = 100_000;
/** How long a loaded copy is shared by the subscribers hearing the same save. */
const SHARE_MS = 5000;

const versionKey = (sheetId: string, version: number) => `${sheetId}:${version}`;

/**
 * The one in-memory record of sheet content as saved, per server instance (built in app.ts):
 * - the base a stale save was made on, so the server can merge it instead of answering CONFLICT
 *   (not found — another instance's save, an old version, a restart — just means CONFLICT);
 * - the content a save event carries to the sheet's open editors, so they need not fetch it: the
 *   saving instance remembers what it wrote, and another instance loads it once per save event
 *   however many editors it serves.
 */
export class SavedSheetMemory {
  private readonly recent = new EventCache<string, SavedSheetContent>(null, { max: VERSIONS_KEPT });
  /** Loads of a sheet for a save event, shared a little longer than the load by the subscribers hearing it. */
  private readonly loading = new EventCache<string, SavedSheetContent | null>(null, { max: VERSIONS_KEPT, ttlMs: SHARE_MS });

  remember(sheetId: string, content: SavedSheetContent) {
    this.recent.set(versionKey(sheetId, content.version), content);
  }

  find(sheetId: string, version: number): SavedSheetContent | undefined {
    return this.recent.get(versionKey(sheetId, version));
  }

  /** The sheet as saved at this version if remembered, else as it is now (its version may be newer). */
  content(em: EntityManager, sheetId: string, version: number): Promise<SavedSheetContent | null> {
    const known = this.find(sheetId, version);
    if (known) return Promise.resolve(known);
    return this.loading.load(versionKey(sheetId, version), async () => {
      const content = await load(em, sheetId);
      if (content?.version === version) this.remember(sheetId, content);
      return content;
    });
  }
}

/** One statement: a consistent snapshot of the sheet with its creators in order. */
async function load(em: EntityManager, sheetId: string): Promise<SavedSheetContent | null> {
  const rows = await runSql<{ version: number; title: string; description: string | null; influencer_id: number | null; note: string | null }>(
    em,
    savedSheet(sheetId),
  );
  if (rows.length === 0) return null;
  const { version, title, description } = rows[0];
  const items = rows.filter((r) => r.influencer_id !== null).map((r) => ({ id: r.influencer_id!, note: r.note }));
  return { version, title, description, items };
}
