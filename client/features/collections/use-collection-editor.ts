import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DURATION } from '../../../shared/limits';
import { MSG } from '../../../shared/messages';
import { collectionSaveProblem, type GetCollectionResponse, type CollectionSavedEvent, type CollectionSheetSummary } from '../../../shared/schemas/collections';
import { showError, showSuccess } from '../../lib/toasts';
import { trpc } from '../../lib/trpc';

/** A sheet in the editor; one just added from Available Sheets has no portraits or count until saved. */
export type EditorSheet = Omit<CollectionSheetSummary, 'creator_count'> & { creator_count: number | null };

/** Spec §4: clean, dirty (an edit not saved yet) or saving (sent, waiting for its acknowledgement). */
export type SaveStatus = 'clean' | 'dirty' | 'saving';

/**
 * The collection editor's state and its save rule: adding, removing or moving a sheet makes it
 * dirty and saves 2 s after the last change; a save is done when its collection.saved event
 * arrives; a save by anyone else refetches, and the server's copy replaces the local one while clean.
 */
export function useCollectionEditor(collectionId: string | null, loaded: GetCollectionResponse | undefined, onCreated: (id: string) => void) {
  const [title, setTitle] = useState(loaded?.title ?? '');
  const [sheets, setSheets] = useState<EditorSheet[]>(loaded?.sheets ?? []);
  const [status, setStatus] = useState<SaveStatus>('clean');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [changes, setChanges] = useState(0);
  const latest = useRef({ title, sheets, changes });
  const knownVersion = useRef(loaded?.version ?? 0);
  const awaitedVersion = useRef<number | null>(null);
  const inFlight = useRef(false);
  const queued = useRef(false);
  const utils = trpc.useUtils();
  const saveMutation = trpc.collections.save.useMutation();

  useEffect(() => {
    if (loaded && status === 'clean' && loaded.version >= knownVersion.current) {
      knownVersion.current = loaded.version;
      setTitle(loaded.title);
      setSheets(loaded.sheets);
    }
  }, [loaded, status]);

  const acknowledge = () => {
    awaitedVersion.current = null;
    setStatus((current) => (current === 'saving' ? 'clean' : current));
    showSuccess(MSG.collectionSaved);
  };

  const save = async () => {
    if (inFlight.current) {
      queued.current = true;
      return;
    }
    const sent = latest.current;
    // Refused here, not by a 400 from the server: the reason shows without a failed request.
    if (
      collectionSaveProblem(
        sent.title,
        sent.sheets.map((s) => s.description),
        !collectionId,
      )
    ) {
      setStatus('dirty');
      setRefusal(MSG.collectionSaveCheck);
      showError(MSG.collectionSaveCheck);
      return;
    }
    inFlight.current = true;
    setStatus('saving');
    setRefusal(null);
    try {
      const answer = await saveMutation.mutateAsync({ id: collectionId, title: sent.title, salesheet_ids: sent.sheets.map((s) => s.id) });
      if (!collectionId) {
        showSuccess(MSG.collectionSaved);
        return onCreated(answer.collection_id);
      }
      const alreadyAcknowledged = knownVersion.current >= answer.version;
      knownVersion.current = Math.max(knownVersion.current, answer.version);
      if (latest.current.changes !== sent.changes) setStatus('dirty');
      else if (alreadyAcknowledged) acknowledge();
      else {
        awaitedVersion.current = answer.version;
        setTimeout(() => awaitedVersion.current === answer.version && acknowledge(), DURATION.collectionSaveAckTimeout);
      }
    } catch (error) {
      const message = (error as Error).message;
      setStatus('dirty');
      setRefusal(message);
      showError(message);
    } finally {
      inFlight.current = false;
      if (queued.current) {
        queued.current = false;
        void latestSave.current();
      }
    }
  };
  // Timers and the queued save run the save of the latest render, with the latest state.
  const latestSave = useRef(save);
  useLayoutEffect(() => {
    latest.current = { title, sheets, changes };
    latestSave.current = save;
  });

  useEffect(() => {
    if (changes === 0) return;
    const timer = setTimeout(() => void latestSave.current(), DURATION.collectionAutosave);
    return () => clearTimeout(timer);
  }, [changes]);

  const onSaved = (event: CollectionSavedEvent) => {
    knownVersion.current = Math.max(knownVersion.current, event.version);
    if (awaitedVersion.current !== null && event.version >= awaitedVersion.current) acknowledge();
    void utils.collections.get.invalidate({ id: event.collectionId });
  };

  const change = (next: (current: EditorSheet[]) => EditorSheet[]) => {
    setSheets(next);
    setStatus('dirty');
    setRefusal(null);
    setChanges((count) => count + 1);
  };

  return {
    title,
    sheets,
    status,
    refusal,
    save,
    onSaved,
    /** Title edits of a new collection stay local until its first save. */
    setTitle,
    addSheet: (sheet: EditorSheet) => change((current) => (current.some((s) => s.id === sheet.id) ? current : [...current, sheet])),
    removeSheet: (id: string) => change((current) => current.filter((s) => s.id !== id)),
    moveSheet: (from: number, to: number) =>
      change((current) => {
        const next = [...current];
        const [moved] = next.splice(from, 1);
        next.splice(to, 0, moved);
        return next;
      }),
    /** A public title saved on the sheet itself: not a change to the collection. */
    setSheetDescription: (id: string, description: string) => setSheets((current) => current.map((s) => (s.id === id ? { ...s, description } : s))),
  };
}
