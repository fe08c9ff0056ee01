import { Select } from '@mantine/core';
import { useState } from 'react';
import { LIMIT } from '../../../../shared/limits';
import type { SheetListRow } from '../../../../shared/schemas/sheets/list-sheets';
import type { RosterInfluencer } from '../../../../shared/schemas/roster';
import { SHEET_LABEL as L } from '../../../../shared/sheet-labels';
import { showError } from '../../../lib/toasts';
import { trpc } from '../../../lib/trpc';

const ALL_SHEETS = 500;

/** Spec §2.5: option text is the title plus the names, cut to 100 characters with an ellipsis. */
export function sheetOptionText(sheet: Pick<SheetListRow, 'title' | 'influencers'>) {
  const text = [sheet.title, sheet.influencers.map((i) => i.fullname).join(', ')].filter(Boolean).join(': ');
  return text.length > LIMIT.sheetOptionText ? `${text.slice(0, LIMIT.sheetOptionText)}…` : text;
}

/** Campaign sheets: load the talent of an existing non-campaign sheet. */
export function LoadFromSheet({ currentSheetId, onLoad }: { currentSheetId: string; onLoad: (creators: RosterInfluencer[]) => void }) {
  const [loading, setLoading] = useState(false);
  const sheets = trpc.sheets.list.useQuery({ sheet_type: 'talent', limit: ALL_SHEETS });
  const utils = trpc.useUtils();
  const options = (sheets.data?.sheets ?? []).filter((s) => s.id !== currentSheetId).map((s) => ({ value: s.id, label: sheetOptionText(s) }));
  return (
    <Select
      label={L.loadFromSheet}
      placeholder={L.loadFromSheetPlaceholder}
      data={options}
      value={null}
      searchable
      disabled={loading || sheets.isPending}
      maw={640}
      onChange={async (id) => {
        if (!id) return;
        setLoading(true);
        try {
          const source = await utils.sheets.get.fetch({ hashId: id });
          onLoad(source.influencers);
        } catch (error) {
          showError((error as Error).message);
        } finally {
          setLoading(false);
        }
      }}
    />
  );
}
