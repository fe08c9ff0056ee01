import { arrayMove } from '@dnd-kit/sortable';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { DURATION, LIMIT } from '../../../../shared/limits';
import { MSG } from '../../../../shared/messages';
import type { RosterInfluencer } from '../../../../shared/schemas/roster';
import type { GetSheetResponse, SheetInfluencer } from '../../../../shared/schemas/sheets/get-sheet';
import { showError } from '../../../lib/toasts';
import { useSheetSync } from './use-sheet-sync';

export type { SaveStatus } from './use-sheet-sync';

/**
 * The editor's state of one sheet: creators in order with notes, title, save status and autosave.
 * Saving and taking in other editors' saves is useSheetSync's work.
 */
export function useSheetEditor(answer: GetSheetResponse) {
  const [entries, setEntries] = useState<SheetInfluencer[]>(answer.influencers);
  const [title, setTitleState] = useState(answer.sheet.title);
  const [revision, setRevision] = useState(0);
  const sync = useSheetSync(answer, { entries, title, revision }, (nextEntries, nextTitle, dirty) => {
    setEntries(nextEntries);
    setTitleState(nextTitle);
    if (dirty) setRevision((r) => r + 1);
  });
  const sheet = { ...answer.sheet, description: sync.description };
  const isResponse = sheet.sheet_type === 'casting_call_response';

  const edit = (change: () => void) => {
    change();
    sync.setStatus('dirty');
    setRevision((r) => r + 1);
  };

  // Timers run the save of the latest render.
  const latestSave = useRef(sync.save);
  useLayoutEffect(() => {
    latestSave.current = sync.save;
  });

  // Spec §4: autosave 1.5 s after the last change while not clean.
  useEffect(() => {
    if (revision === 0) return;
    const timer = setTimeout(() => void latestSave.current(), DURATION.sheetAutosave);
    return () => clearTimeout(timer);
  }, [revision]);

  // Which creators are on the sheet changes less often than their order or notes: the available
  // roster (hundreds of components) is rendered again only when it does.
  const memberKey = entries
    .map((e) => e.id)
    .sort((a, b) => a - b)
    .join(',');
  const sheetIds = useMemo(() => (memberKey ? memberKey.split(',').map(Number) : []), [memberKey]);
  const onSheet = useMemo(() => {
    const ids = new Set(sheetIds);
    return (id: number) => ids.has(id);
  }, [sheetIds]);

  const addNow = (creators: RosterInfluencer[]) => {
    const fresh = creators.filter((c) => !onSheet(c.id));
    const room = isResponse ? LIMIT.castingResponseMaxInfluencers - entries.length : fresh.length;
    const allowed = fresh.slice(0, Math.max(0, room));
    // Spec §5: the limit message stays 6 s; a toast is seen wherever the page is scrolled.
    if (allowed.length < fresh.length) showError(MSG.castingResponseLimit, DURATION.castingLimitMessage);
    if (allowed.length === 0) return;
    edit(() => setEntries((list) => [...list, ...allowed.map((c) => ({ ...c, note: null }))]));
  };
  const latestAdd = useRef(addNow);
  useLayoutEffect(() => {
    latestAdd.current = addNow;
  });
  const add = useCallback((creators: RosterInfluencer[]) => latestAdd.current(creators), []);

  return {
    sheet,
    isResponse,
    entries,
    title,
    status: sync.status,
    others: sync.others,
    saving: sync.saving,
    onSheet,
    setTitle: (next: string) => edit(() => setTitleState(next)),
    sheetIds,
    add,
    remove: (id: number) => edit(() => setEntries((list) => list.filter((e) => e.id !== id))),
    move: (from: number, to: number) => edit(() => setEntries((list) => arrayMove(list, from, to))),
    setNote: (id: number, note: string) => edit(() => setEntries((list) => list.map((e) => (e.id === id ? { ...e, note } : e)))),
    saveNow: () => sync.save({ toast: true }),
    /** Spec §4: clicking the label marks the sheet dirty and saves after 300 ms. */
    saveByLabel: () => {
      sync.setStatus('dirty');
      setTimeout(() => void latestSave.current(), DURATION.saveByLabel);
    },
  };
}
export type SheetEditor = ReturnType<typeof useSheetEditor>;
