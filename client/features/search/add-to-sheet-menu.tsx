import { Button, Menu, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { SEARCH_TEXT as T } from '../../../shared/search-options';
import { SHEET_LABEL as L } from '../../../shared/sheet-labels';
import type { SearchResult } from '../../../shared/schemas/search';
import { trpc } from '../../lib/trpc';
import { showError, showSuccess } from '../../lib/toasts';
import { SheetNameModal } from '../sheets/sheet-name-modal';

interface Props {
  creators: () => SearchResult[];
  label: string;
  disabled?: boolean;
  variant?: 'light' | 'default' | 'filled';
  /** For one creator: the ids of the team's sheets it is on already (the button then says "On sheet"). */
  onSheets?: string[];
}

/**
 * /search's Add: "choose a sheet" from the team's talent sheets (or name a new one), then the
 * creators are appended to it with the sheet save call (based on the version read, so a
 * concurrent edit is not lost).
 */
export function AddToSheetMenu({ creators, label, disabled, variant = 'light', onSheets = [] }: Props) {
  const [opened, setOpened] = useState(false);
  const [naming, nameSheet] = useDisclosure(false);
  const utils = trpc.useUtils();
  const sheets = trpc.sheets.basic.useQuery(undefined, { enabled: opened });
  const save = trpc.sheets.save.useMutation();
  const talentSheets = sheets.data?.ordered_sheets.filter((s) => s.sheet_type === 'talent') ?? [];
  const onSheet = onSheets.length > 0;

  async function added(count: number, title: string) {
    await Promise.all([utils.sheets.containing.invalidate(), utils.sheets.basic.invalidate()]);
    showSuccess(count === 0 ? T.alreadyOnSheet(title) : T.addedToSheet(count, title));
  }

  async function addTo(sheet: { id: string; title: string }) {
    try {
      const current = await utils.sheets.get.fetch({ hashId: sheet.id }, { staleTime: 0 });
      const onIt = new Set(current.sheet.influencer_ids);
      const fresh = [...new Set(creators().map((c) => c.influencer_id))].filter((id) => !onIt.has(id));
      if (fresh.length > 0) {
        await save.mutateAsync({
          sheet_id: sheet.id,
          title: current.sheet.title,
          sheet_type: current.sheet.sheet_type,
          description: current.sheet.description,
          base_version: current.sheet.version,
          influencers: [...current.influencers.map((i) => ({ influencer_id: i.id, note: i.note })), ...fresh.map((id) => ({ influencer_id: id, note: null }))],
        });
        await utils.sheets.get.invalidate({ hashId: sheet.id });
      }
      await added(fresh.length, sheet.title);
    } catch (error) {
      showError(error instanceof Error ? error.message : String(error));
    }
  }

  async function addToNew(title: string) {
    try {
      const ids = [...new Set(creators().map((c) => c.influencer_id))];
      await save.mutateAsync({ title, sheet_type: 'talent', influencers: ids.map((id) => ({ influencer_id: id, note: null })) });
      nameSheet.close();
      await added(ids.length, title);
    } catch (error) {
      showError(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <>
      <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant={onSheet ? 'default' : variant}
            leftSection={onSheet ? <IconCheck size={14} color="var(--mantine-color-teal-8)" /> : <IconPlus size={14} />}
            disabled={disabled}
            loading={save.isPending}
          >
            {onSheet ? T.onSheet : label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{T.chooseSheet}</Menu.Label>
          <ScrollArea.Autosize mah={280}>
            {sheets.isPending && <Menu.Item disabled>{T.loading}</Menu.Item>}
            {talentSheets.map((s) => {
              const already = onSheets.includes(s.id);
              return (
                <Menu.Item
                  key={s.id}
                  disabled={already}
                  rightSection={already ? <IconCheck size={14} aria-label={T.alreadyOn} /> : null}
                  onClick={() => void addTo(s)}
                >
                  {s.title}
                </Menu.Item>
              );
            })}
          </ScrollArea.Autosize>
          <Menu.Divider />
          <Menu.Item leftSection={<IconPlus size={14} />} onClick={nameSheet.open}>
            {T.newSheet}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SheetNameModal
        opened={naming}
        title={T.newSheetTitle}
        submitLabel={L.create}
        busy={save.isPending}
        onClose={nameSheet.close}
        onSubmit={(name) => void addToNew(name)}
      />
    </>
  );
}
