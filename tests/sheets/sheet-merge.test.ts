import { describe, expect, it } from 'vitest';
import { conflictKey, mergeSheet, type SheetContent } from '../../shared/sheet-merge.js';

const sheet = (title: string, ...items: [number, string?][]): SheetContent => ({
  title,
  items: items.map(([id, note]) => ({ id, note: note ?? null })),
});
const ids = (content: SheetContent) => content.items.map((i) => i.id);
const noteOf = (content: SheetContent, id: number) => content.items.find((i) => i.id === id)?.note;

const base = sheet('Pitch', [1], [2], [3]);

describe('mergeSheet', () => {
  it('keeps both notes when two editors wrote on different creators', () => {
    const local = sheet('Pitch', [1, 'mine'], [2], [3]);
    const remote = sheet('Pitch', [1], [2, 'theirs'], [3]);
    const { merged, conflicts } = mergeSheet(base, local, remote);
    expect(merged).toEqual(sheet('Pitch', [1, 'mine'], [2, 'theirs'], [3]));
    expect(conflicts).toEqual([]);
  });

  it('keeps a creator added here and the order another editor chose', () => {
    const local = sheet('Pitch', [1], [2], [3], [4]);
    const remote = sheet('Pitch', [3], [1], [2]);
    const { merged, conflicts } = mergeSheet(base, local, remote);
    expect(ids(merged)).toEqual([3, 1, 2, 4]);
    expect(conflicts).toEqual([]);
  });

  it("keeps this editor's order and puts another editor's addition after the creator it followed", () => {
    const local = sheet('Pitch', [3], [2], [1]);
    const remote = sheet('Pitch', [1], [5], [2], [3]);
    expect(ids(mergeSheet(base, local, remote).merged)).toEqual([3, 2, 1, 5]);
  });

  it('puts an addition at the top when it was first on its side', () => {
    const remote = sheet('Pitch', [9], [1], [2], [3]);
    expect(ids(mergeSheet(base, base, remote).merged)).toEqual([9, 1, 2, 3]);
  });

  it('keeps removals from both sides and additions from both sides', () => {
    const local = sheet('Pitch', [2], [3], [4]);
    const remote = sheet('Pitch', [1], [2], [5]);
    const { merged, conflicts } = mergeSheet(base, local, remote);
    expect(ids(merged)).toEqual([2, 5, 4]);
    expect(conflicts).toEqual([]);
  });

  it('lets a removal here win over a note written on that creator elsewhere, and says so', () => {
    const local = sheet('Pitch', [1], [3]);
    const remote = sheet('Pitch', [1], [2, 'their note'], [3]);
    const { merged, conflicts } = mergeSheet(base, local, remote);
    expect(ids(merged)).toEqual([1, 3]);
    expect(conflicts).toEqual([{ field: 'removed', influencerId: 2, winner: 'local' }]);
  });

  it("lets another editor's removal win over a note written here, and says so", () => {
    const local = sheet('Pitch', [1], [2, 'my note'], [3]);
    const remote = sheet('Pitch', [1], [3]);
    const { merged, conflicts } = mergeSheet(base, local, remote);
    expect(ids(merged)).toEqual([1, 3]);
    expect(conflicts).toEqual([{ field: 'removed', influencerId: 2, winner: 'remote' }]);
  });

  it('reports a conflict on the same note and keeps the later (local) edit', () => {
    const start = sheet('Pitch', [1, 'old'], [2]);
    const local = sheet('Pitch', [1, 'later'], [2]);
    const remote = sheet('Pitch', [1, 'earlier'], [2]);
    const { merged, conflicts } = mergeSheet(start, local, remote);
    expect(noteOf(merged, 1)).toBe('later');
    expect(conflicts).toEqual([{ field: 'note', influencerId: 1, winner: 'local' }]);
  });

  it('sees no conflict when both wrote the same note, or only spaces differ', () => {
    const local = sheet('Pitch', [1, 'same '], [2], [3]);
    const remote = sheet('Pitch', [1, 'same'], [2], [3]);
    const { merged, conflicts } = mergeSheet(base, local, remote);
    expect(noteOf(merged, 1)).toBe('same');
    expect(conflicts).toEqual([]);
  });

  it('takes the title from the side that changed it; both changed: the later (local) one, with a conflict', () => {
    expect(mergeSheet(base, base, sheet('Renamed', [1], [2], [3])).merged.title).toBe('Renamed');
    expect(mergeSheet(base, sheet('Mine', [1], [2], [3]), base).merged.title).toBe('Mine');
    const both = mergeSheet(base, sheet('Mine', [1], [2], [3]), sheet('Theirs', [1], [2], [3]));
    expect(both.merged.title).toBe('Mine');
    expect(both.conflicts).toEqual([{ field: 'title', winner: 'local' }]);
  });

  it('takes in the remote sheet whole when nothing changed here', () => {
    const remote = sheet('Other', [3, 'x'], [7]);
    expect(mergeSheet(base, base, remote)).toEqual({ merged: remote, conflicts: [] });
  });

  it('merges a creator both sides added once, keeping the local note', () => {
    const local = sheet('Pitch', [1], [2], [3], [8, 'mine']);
    const remote = sheet('Pitch', [1], [2], [3], [8, 'theirs']);
    const { merged, conflicts } = mergeSheet(base, local, remote);
    expect(merged.items.filter((i) => i.id === 8)).toEqual([{ id: 8, note: 'mine' }]);
    expect(conflicts).toEqual([{ field: 'note', influencerId: 8, winner: 'local' }]);
  });

  it('names conflicts as strings for save events', () => {
    expect(conflictKey({ field: 'title', winner: 'local' })).toBe('title');
    expect(conflictKey({ field: 'note', influencerId: 4, winner: 'local' })).toBe('note:4');
    expect(conflictKey({ field: 'removed', influencerId: 4, winner: 'remote' })).toBe('removed:4');
  });
});
