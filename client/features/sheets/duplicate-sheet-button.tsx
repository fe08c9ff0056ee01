import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCopy } from '@tabler/icons-react';
import { SHEET_LABEL as L } from '../../../shared/sheet-labels';
import { showError } from '../../lib/toasts';
import { trpc } from '../../lib/trpc';
import { SheetNameModal } from './sheet-name-modal';

/** Spec §2.4: duplicate asks for a sheet name; the copy keeps the creators and notes. */
export function DuplicateSheetButton({ id, title }: { id: string; title: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const utils = trpc.useUtils();
  const duplicate = trpc.sheets.save.useMutation({
    onSuccess: async () => {
      close();
      await Promise.all([utils.sheets.list.invalidate(), utils.sheets.basic.invalidate()]);
    },
    onError: (error) => showError(error.message),
  });
  return (
    <>
      <Tooltip label={L.duplicate} withArrow>
        <ActionIcon variant="subtle" color="gray" aria-label={`${L.duplicate} ${title}`} onClick={open}>
          <IconCopy size={18} />
        </ActionIcon>
      </Tooltip>
      <SheetNameModal
        opened={opened}
        title={L.duplicateTitle}
        submitLabel={L.duplicate}
        busy={duplicate.isPending}
        onClose={close}
        onSubmit={(name) => duplicate.mutate({ title: name, influencers: [], duplicate_sheet_id: id })}
      />
    </>
  );
}
