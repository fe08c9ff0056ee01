import { notifications } from '@mantine/notifications';
import { COEDIT } from '../../../../shared/sheet-coediting-texts';
import { conflictKey, normalizeNote, type SheetConflict, type SheetContent } from '../../../../shared/sheet-merge';
import type { GetSheetResponse, SheetInfluencer } from '../../../../shared/schemas/sheets/get-sheet';

/** The server's copy of a sheet that an editor's unsaved changes are relative to. */
export interface SheetBase {
  content: SheetContent;
  version: number;
}

export const contentOf = (entries: SheetInfluencer[], title: string): SheetContent => ({
  title,
  items: entries.map((e) => ({ id: e.id, note: normalizeNote(e.note) })),
});

export const baseOf = (answer: GetSheetResponse): SheetBase => ({
  content: contentOf(answer.influencers, answer.sheet.title),
  version: answer.sheet.version,
});

export function sameContent(a: SheetContent, b: SheetContent) {
  return a.title === b.title && a.items.length === b.items.length && a.items.every((item, i) => item.id === b.items[i].id && item.note === b.items[i].note);
}

/** The fields a save changes (as conflict keys): the title, and the notes it writes. */
export function changedFields(base: SheetContent, sent: SheetContent) {
  const before = new Map(base.items.map((i) => [i.id, i.note]));
  const fields = sent.items.filter((i) => before.get(i.id) !== i.note && (before.has(i.id) || i.note)).map((i) => `note:${i.id}`);
  return base.title === sent.title ? fields : ['title', ...fields];
}

/** The field of this editor's that a winning edit replaced: a removal replaces a note. */
export const ownFieldOf = (overrodeField: string) => overrodeField.replace(/^removed:/, 'note:');

/** Tells the user about one of their edits another editor's later change replaced. */
export function showLostEdit(field: string, name: string, creatorName: (id: number) => string) {
  const [kind, id] = field.split(':');
  const text =
    kind === 'title'
      ? COEDIT.titleKept(name)
      : kind === 'removed'
        ? COEDIT.removalKept(name, creatorName(Number(id)))
        : COEDIT.noteKept(name, creatorName(Number(id)));
  notifications.show({ message: text, color: 'orange', autoClose: COEDIT.noticeDuration });
}

/** Conflicts a rebase lost here (told now) and won here (told to the others with the save). */
export function splitConflicts(conflicts: SheetConflict[]) {
  return {
    lostHere: conflicts.filter((c) => c.winner === 'remote').map(conflictKey),
    wonHere: conflicts.filter((c) => c.winner === 'local').map(conflictKey),
  };
}
