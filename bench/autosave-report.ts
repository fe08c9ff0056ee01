import { ApiClient } from '../tests/helpers/api-client.js';
import { TEST_PASSWORD } from '../tests/helpers/factories.js';
import type { SimulatedEditor } from './autosave-editor.js';
import type { SeededSheet } from './autosave-server.js';

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Every sheet as the server holds it, against its last acknowledged save and each editor's last note. */
export async function checkFinalState(baseUrl: string, seeded: SeededSheet[], editors: SimulatedEditor[]) {
  let sheetsMatching = 0;
  let notesKept = 0;
  for (const sheet of seeded) {
    const api = new ApiClient(baseUrl);
    await api.signIn(sheet.editors[0], TEST_PASSWORD);
    const stored = (await api.get(`/api/talent-sheets/${sheet.sheetId}`)).json as {
      sheet: { title: string; version: number; influencer_ids: number[]; notes: Record<string, string> };
    };
    const own = editors.filter((e) => [...e.saves.keys()][0]?.startsWith(`s${sheet.sheetId}e`));
    const last = own
      .flatMap((e) => [...e.saves.values()])
      .filter((r) => r.version !== undefined)
      .sort((a, b) => b.version! - a.version!)[0];
    const lastIds = last?.content?.items.map((i) => i.id) ?? [];
    const lastNotes = Object.fromEntries(last?.content?.items.filter((i) => i.note).map((i) => [String(i.id), i.note]) ?? []);
    if (
      last &&
      last.version === stored.sheet.version &&
      JSON.stringify(lastIds) === JSON.stringify(stored.sheet.influencer_ids) &&
      JSON.stringify(lastNotes) === JSON.stringify(stored.sheet.notes)
    ) {
      sheetsMatching++;
    }
    const storedNotes = new Set(Object.values(stored.sheet.notes));
    notesKept += own.filter((e) => e.lastNote !== null && storedNotes.has(e.lastNote)).length;
  }
  return { sheetsMatching, notesKept };
}
