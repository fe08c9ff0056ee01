import { Button, Menu, ScrollArea } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { SEARCH_TEXT as T } from '../../../shared/search-options';
import type { SearchResult } from '../../../shared/schemas/search';
import { trpc } from '../../lib/trpc';
import { showError, showSuccess } from '../../lib/toasts';

interface Props {
  creators: () => SearchResult[];
  label: string;
  disabled?: boolean;
  variant?: 'light' | 'default' | 'filled';
}

/**
 * /search's Add: "choose a sheet" from the team's talent sheets, then the creators are appended
 * to it with the sheet save call (based on the version read, so a concurrent edit is not lost).
 */
export function AddToSheetMenu({ creators, label, disabled, variant = 'light' }: Props) {
  const [opened, setOpened] = useState(false);
  const utils = trpc.useUtils();
  const sheets = trpc.sheets.basic.useQuery(undefined, { enabled: opened });
  const save = trpc.sheets.save.useMutation();
  const talentSheets = sheets.data?.ordered_sheets.filter((s) => s.sheet_type === 'talent') ?? [];

  async function addTo(sheet: { id: string; title: string }) {
    try {
      const current = await utils.sheets.get.fetch({ hashId: sheet.id }, { staleTime: 0 });
      const onSheet = new Set(current.sheet.influencer_ids);
      const fresh = [...new Set(creators().map((c) => c.influencer_id))].filter((id) => !onSheet.has(id));
      await save.mutateAsync({
        sheet_id: sheet.id,
        title: current.sheet.title,
        sheet_type: current.sheet.sheet_type,
        description: current.sheet.description,
        base_version: current.sheet.version,
        influencers: [
          ...current.influencers.map((i) => ({ influencer_id: i.id, note: i.note })),
          ...fresh.map((id) => ({ influencer_id: id, note: null })),
        ],
      });
      await utils.sheets.get.invalidate({ hashId: sheet.id });
      showSuccess(T.addedToSheet(fresh.length, sheet.title));
    } catch (error) {
      showError(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant={variant} leftSection={<IconPlus size={14} />} disabled={disabled} loading={save.isPending}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{T.chooseSheet}</Menu.Label>
        <ScrollArea.Autosize mah={280}>
          {sheets.isPending && <Menu.Item disabled>{T.loading}</Menu.Item>}
          {sheets.data && talentSheets.length === 0 && <Menu.Item disabled>{T.noSheets}</Menu.Item>}
          {talentSheets.map((s) => (
            <Menu.Item key={s.id} onClick={() => void addTo(s)}>
              {s.title}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
