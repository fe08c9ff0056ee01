import { Tooltip, UnstyledButton } from '@mantine/core';
import { SHEET_LABEL as L } from '../../../../shared/sheet-labels';
import { SaveBadge } from '../../../components/save-badge';
import type { SaveStatus } from './use-sheet-editor';

/** Spec §4: "Saved" when clean, otherwise "Saving"; clicking it saves (after 300 ms). */
export function SaveStatusLabel({ status, onClick }: { status: SaveStatus; onClick: () => void }) {
  const clean = status === 'clean';
  return (
    <Tooltip label={L.saveSheet} withArrow>
      <UnstyledButton onClick={onClick} aria-label={`${clean ? L.saved : L.saving} (${L.saveSheet})`}>
        <SaveBadge clean={clean} savedLabel={L.saved} savingLabel={L.saving} />
      </UnstyledButton>
    </Tooltip>
  );
}
