import type { SheetContent } from '../../../shared/sheet-merge.js';

/** Versions kept per sheet, and sheets kept, by this server instance. */
const VERSIONS_PER_SHEET = 20;
const SHEETS = 5000;
const recent = new Map<string, Map<number, SheetContent>>();

/**
 * The content recent saves on this instance wrote, by sheet and version: the base a stale save was
 * made on, so the server can merge it instead of answering CONFLICT. Not found (another instance's
 * save, an old version, a restart) just means CONFLICT, and the editor merges.
 */
export const sheetVersions = {
  remember(sheetId: string, version: number, content: SheetContent) {
    const versions = recent.get(sheetId) ?? new Map<number, SheetContent>();
    recent.delete(sheetId);
    recent.set(sheetId, versions);
    versions.set(version, content);
    if (versions.size > VERSIONS_PER_SHEET) versions.delete(versions.keys().next().value!);
    if (recent.size > SHEETS) recent.delete(recent.keys().next().value!);
  },
  find(sheetId: string, version: number) {
    return recent.get(sheetId)?.get(version);
  },
};
