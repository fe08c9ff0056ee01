/**
 * Three-way merge of a talent sheet for live co-editing: an editor's unsaved changes (base ->
 * local) are replayed onto the newest saved sheet (remote). Changes to different creators, or to
 * the title and a creator, all survive. A true conflict (both sides changed the same field) is
 * reported; the rule is "the later edit wins": the local edit, which is saved after the remote
 * one. Removing a creator wins over a note edit on it, whichever side removed it.
 */
export interface SheetItem {
  id: number;
  note: string | null;
}
export interface SheetContent {
  title: string;
  items: SheetItem[];
}

export type SheetConflict =
  | { field: 'title'; winner: 'local' | 'remote' }
  | { field: 'note'; influencerId: number; winner: 'local' | 'remote' }
  | { field: 'removed'; influencerId: number; winner: 'local' | 'remote' };

/** A conflict's field as one string ("title", "note:12", "removed:12"), as save events carry it. */
export function conflictKey(conflict: SheetConflict | { field: SheetConflict['field']; influencerId?: number }) {
  return conflict.field === 'title' ? 'title' : `${conflict.field}:${(conflict as { influencerId: number }).influencerId}`;
}

/** Empty and blank notes are no note, as the server stores them. */
export const normalizeNote = (note: string | null | undefined) => note?.trim() || null;

export function mergeSheet(base: SheetContent, local: SheetContent, remote: SheetContent) {
  const conflicts: SheetConflict[] = [];
  const baseNotes = notesOf(base);
  const localNotes = notesOf(local);
  const remoteNotes = notesOf(remote);

  const title = mergeTitle(base.title, local.title, remote.title, conflicts);

  const removedLocally = new Set([...baseNotes.keys()].filter((id) => !localNotes.has(id)));
  const removedRemotely = new Set([...baseNotes.keys()].filter((id) => !remoteNotes.has(id)));
  const notes = new Map<number, string | null>();
  for (const id of new Set([...localNotes.keys(), ...remoteNotes.keys()])) {
    if (removedLocally.has(id) || removedRemotely.has(id)) {
      // Removed on one side: a note edited on the other side is lost to the removal.
      const editedBy: 'local' | 'remote' = removedLocally.has(id) ? 'remote' : 'local';
      const notesOfEditor = editedBy === 'local' ? localNotes : remoteNotes;
      if (notesOfEditor.has(id) && notesOfEditor.get(id) !== baseNotes.get(id)) {
        conflicts.push({ field: 'removed', influencerId: id, winner: editedBy === 'local' ? 'remote' : 'local' });
      }
      continue;
    }
    notes.set(id, mergeNote(id, baseNotes, localNotes, remoteNotes, conflicts));
  }

  const order = mergeOrder(base, local, remote).filter((id) => notes.has(id));
  return { merged: { title, items: order.map((id) => ({ id, note: notes.get(id) ?? null })) }, conflicts };
}

function notesOf(content: SheetContent) {
  return new Map(content.items.map((item) => [item.id, normalizeNote(item.note)]));
}

function mergeTitle(base: string, local: string, remote: string, conflicts: SheetConflict[]) {
  if (local === base) return remote;
  if (remote !== base && remote !== local) conflicts.push({ field: 'title', winner: 'local' });
  return local;
}

function mergeNote(
  id: number,
  base: Map<number, string | null>,
  local: Map<number, string | null>,
  remote: Map<number, string | null>,
  conflicts: SheetConflict[],
) {
  const [mine, theirs] = [local.get(id), remote.get(id)];
  if (!local.has(id)) return theirs ?? null;
  if (!remote.has(id)) return mine ?? null;
  // Added on both sides: there was no note before.
  const before = base.has(id) ? base.get(id) : null;
  if (mine === before) return theirs ?? null;
  if (theirs !== before && theirs !== mine) conflicts.push({ field: 'note', influencerId: id, winner: 'local' });
  return mine ?? null;
}

/**
 * The order: the side that reordered the creators both had decides (the local side when both
 * did); creators added on the other side go in after the creator they follow there, or last
 * when they were last there.
 */
function mergeOrder(base: SheetContent, local: SheetContent, remote: SheetContent) {
  const localIds = local.items.map((i) => i.id);
  const remoteIds = remote.items.map((i) => i.id);
  const primaryIsLocal = reordered(base, localIds);
  const [primary, secondary] = primaryIsLocal ? [localIds, remoteIds] : [remoteIds, localIds];
  const result = [...primary];
  const placed = new Set(result);
  secondary.forEach((id, index) => {
    if (placed.has(id)) return;
    const lastThere = !secondary.slice(index + 1).some((next) => placed.has(next));
    const before = secondary
      .slice(0, index)
      .reverse()
      .find((prev) => placed.has(prev));
    const at = lastThere ? result.length : before === undefined ? 0 : result.indexOf(before) + 1;
    result.splice(at, 0, id);
    placed.add(id);
  });
  return result;
}

/** Whether `ids` puts the creators it shares with `base` in another relative order. */
function reordered(base: SheetContent, ids: number[]) {
  const kept = new Set(ids);
  const baseOrder = base.items.map((i) => i.id).filter((id) => kept.has(id));
  const inBase = new Set(baseOrder);
  const order = ids.filter((id) => inBase.has(id));
  return order.some((id, index) => id !== baseOrder[index]);
}
