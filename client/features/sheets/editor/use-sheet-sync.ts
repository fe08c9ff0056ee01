import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { DURATION } from '../../../../shared/limits';
import { MSG } from '../../../../shared/messages';
import { COEDIT } from '../../../../shared/sheet-coediting-texts';
import { mergeSheet, normalizeNote } from '../../../../shared/sheet-merge';
import type { GetSheetResponse, SheetInfluencer } from '../../../../shared/schemas/sheets/get-sheet';
import { showError, showSuccess } from '../../../lib/toasts';
import { isTrpcError, trpc } from '../../../lib/trpc';
import { baseOf, changedFields, contentOf, ownFieldOf, sameContent, type SheetBase, showLostEdit, splitConflicts } from './coediting';
import { type SheetSavedEvent, useSheetLive } from './use-sheet-live';

/** Spec §4: clean once its save is acknowledged; dirty from the first edit until then. */
export type SaveStatus = 'clean' | 'dirty';
export interface LocalSheet {
  entries: SheetInfluencer[];
  title: string;
  revision: number;
}

/**
 * Saving and live co-editing of one sheet. The editor's changes are relative to `base`, the
 * server copy they were made on; a save sends its version. When another editor saved first
 * (their event, which carries the saved sheet, or CONFLICT on our save) our unsaved changes are
 * replayed onto the newest copy (shared/sheet-merge.ts); edits lost in a true conflict are
 * announced. A stale save without a true conflict may be merged by the server: its answer then
 * carries the sheet as saved, which is taken in the same way.
 */
export function useSheetSync(answer: GetSheetResponse, local: LocalSheet, replaceLocal: (entries: SheetInfluencer[], title: string, dirty: boolean) => void) {
  const { sheet } = answer;
  const [status, setStatus] = useState<SaveStatus>('clean');
  const [description, setDescription] = useState(answer.sheet.description);
  const latest = useRef(local);
  const base = useRef<SheetBase>(baseOf(answer));
  /** This tab's saved edits by field, at the version that saved them: whom a later conflicting save overrode. */
  const savedFields = useRef(new Map<string, number>());
  /** Edits of others a rebase replaced here, to announce with the next save. */
  const overrode = useRef<{ base_version: number; fields: string[] } | null>(null);
  /** Every creator card this tab has seen, to show creators other editors add. */
  const cards = useRef(new Map(answer.influencers.map((c) => [c.id, c])));
  const lastSaver = useRef<string>(COEDIT.someone);
  const awaited = useRef<{ version: number; revision: number } | null>(null);
  /** The newest version this tab's saves were acknowledged at: the event may beat the save's own answer. */
  const acknowledgedVersion = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const utils = trpc.useUtils();
  const saveMutation = trpc.sheets.save.useMutation();
  useLayoutEffect(() => {
    latest.current = local;
  });
  const creatorName = (id: number) => cards.current.get(id)?.fullname ?? String(id);

  const acknowledge = useCallback((version: number) => {
    acknowledgedVersion.current = Math.max(acknowledgedVersion.current, version);
    const waiting = awaited.current;
    if (!waiting || version < waiting.version) return;
    awaited.current = null;
    if (waiting.revision === latest.current.revision) setStatus('clean');
  }, []);

  /** Takes in a newer server copy: as it is when nothing here is unsaved, else with our changes replayed onto it. */
  const takeIn = (remote: SheetBase, description: string | null) => {
    if (remote.version <= base.current.version) return;
    setDescription(description);
    const mine = latest.current;
    for (const entry of mine.entries) cards.current.set(entry.id, entry);
    const { merged, conflicts } = mergeSheet(base.current.content, contentOf(mine.entries, mine.title), remote.content);
    const { lostHere, wonHere } = splitConflicts(conflicts);
    for (const field of lostHere) showLostEdit(field, lastSaver.current, creatorName);
    if (wonHere.length) {
      const since = Math.min(overrode.current?.base_version ?? base.current.version, base.current.version);
      overrode.current = { base_version: since, fields: [...new Set([...(overrode.current?.fields ?? []), ...wonHere])] };
    }
    base.current = remote;
    const own = new Map(mine.entries.map((e) => [e.id, e.note]));
    // A note being typed keeps its spaces unless the merge changed it.
    const entries = merged.items.map((i) => ({
      ...cards.current.get(i.id)!,
      note: normalizeNote(own.get(i.id)) === i.note ? (own.get(i.id) ?? null) : i.note,
    }));
    const pending = !sameContent(merged, remote.content);
    replaceLocal(entries, merged.title, pending);
    latest.current = { entries, title: merged.title, revision: mine.revision + (pending ? 1 : 0) };
    if (pending) setStatus('dirty');
    else if (!awaited.current) setStatus('clean');
  };

  const refresh = async () => {
    const fresh = await utils.client.sheets.get.query({ hashId: sheet.id });
    utils.sheets.get.setData({ hashId: sheet.id }, fresh);
    for (const card of fresh.influencers) cards.current.set(card.id, card);
    takeIn(baseOf(fresh), fresh.sheet.description);
  };

  const onOthersSave = (event: SheetSavedEvent) => {
    lastSaver.current = live.nameOf(event.by) ?? event.overrode?.name ?? COEDIT.someone;
    for (const field of event.overrode?.fields ?? []) {
      const savedAt = savedFields.current.get(ownFieldOf(field));
      if (savedAt !== undefined && savedAt > event.overrode!.baseVersion) showLostEdit(field, event.overrode!.name, creatorName);
    }
    // The cached copy is stale now: a later visit loads the sheet again.
    void utils.sheets.get.invalidate({ hashId: sheet.id }, { refetchType: 'none' });
    const content = event.content;
    // The event carries the saved sheet; only creators new to this tab need their cards fetched.
    if (content && content.items.every((i) => cards.current.has(i.id))) {
      takeIn(
        { version: content.version, content: { title: content.title, items: content.items.map((i) => ({ id: i.id, note: normalizeNote(i.note) })) } },
        content.description,
      );
    } else {
      refresh().catch((error: Error) => showError(error.message));
    }
  };
  const live = useSheetLive(sheet.id, { onOwnSave: acknowledge, onOthersSave });

  const saveOnce = async (options: { toast?: boolean }) => {
    for (let attempt = 0; attempt < COEDIT.maxRebaseAttempts; attempt++) {
      const { entries, title, revision } = latest.current;
      const sentOn = base.current;
      const sent = contentOf(entries, title);
      const announced = overrode.current;
      try {
        const saved = await saveMutation.mutateAsync({
          sheet_id: sheet.id,
          title,
          sheet_type: sheet.sheet_type,
          influencers: entries.map((e) => ({ influencer_id: e.id, note: e.note })),
          client_id: live.clientId,
          base_version: sentOn.version,
          ...(announced ? { overrode: announced } : {}),
        });
        if (overrode.current === announced) overrode.current = null;
        void utils.sheets.get.invalidate({ hashId: sheet.id }, { refetchType: 'none' });
        for (const field of changedFields(sentOn.content, sent)) savedFields.current.set(field, saved.version);
        awaited.current = { version: saved.version, revision };
        if (saved.merged) {
          // The server merged this save with others' saves since its base: take theirs in too.
          if (base.current === sentOn) base.current = { content: sent, version: sentOn.version };
          takeIn({ version: saved.version, content: saved.merged }, description);
        } else if (saved.version > base.current.version) base.current = { content: sent, version: saved.version };
        if (options.toast) showSuccess(MSG.talentSheetSaved);
        if (acknowledgedVersion.current >= saved.version) acknowledge(saved.version);
        // Without the acknowledgement (socket down) the save still counts after a while.
        else setTimeout(() => acknowledge(saved.version), DURATION.sheetSaveAckTimeout);
        return;
      } catch (error) {
        if (!(isTrpcError(error) && error.data?.code === 'CONFLICT')) return showError((error as Error).message);
        // Someone saved first: take in the newest sheet (fetched unless its event brought it already).
        if (base.current.version <= sentOn.version) await refresh();
      }
    }
    showError(COEDIT.staleBase);
  };

  /** Saves one at a time, each with the newest local state and base. */
  const save = (options: { toast?: boolean } = {}) => {
    const run = queue.current.then(() => saveOnce(options));
    queue.current = run.catch(() => {});
    return run;
  };

  return { status, setStatus, description, save, saving: saveMutation.isPending, others: live.others };
}
