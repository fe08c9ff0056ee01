import { useLayoutEffect, useRef, useState } from 'react';
import type { SheetLiveEvent } from '../../../../shared/schemas/sheets/sheet-live';
import { trpc } from '../../../lib/trpc';

export type SheetSavedEvent = Extract<SheetLiveEvent, { type: 'saved' }>;

/**
 * The sheet's live events: this tab's save acknowledgements, other editors' saves, and who else
 * has the sheet open. Each tab has its own client id so it can tell its own saves apart.
 */
export function useSheetLive(sheetId: string, handlers: { onOwnSave: (version: number) => void; onOthersSave: (event: SheetSavedEvent) => void }) {
  const [clientId] = useState(() => crypto.randomUUID());
  const [others, setOthers] = useState<Record<number, string>>({});
  const current = useRef(handlers);
  useLayoutEffect(() => {
    current.current = handlers;
  });

  trpc.sheets.live.useSubscription(
    { sheet_id: sheetId },
    {
      onData: ({ data }) => {
        if (data.type === 'saved') {
          if (data.clientId === clientId) current.current.onOwnSave(data.version);
          else current.current.onOthersSave(data);
          return;
        }
        setOthers((map) => {
          const next = { ...map };
          if (data.state === 'left') delete next[data.userId];
          else next[data.userId] = data.name;
          return next;
        });
      },
    },
  );
  const names = useRef(others);
  useLayoutEffect(() => {
    names.current = others;
  });
  return { clientId, others: Object.values(others), nameOf: (userId: number): string | undefined => names.current[userId] };
}
