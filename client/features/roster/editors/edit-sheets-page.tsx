import { Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCircleCheck, IconCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { ProfileSheet } from '../../../../shared/schemas/roster/profile';
import { TALENT_LABEL, TALENT_MSG } from '../../../../shared/talent-texts';
import { ListCard } from '../../../components/list-card';
import { AnchorLink } from '../../../components/router-links';
import { showError, showSuccess } from '../../../lib/toasts';
import { trpc } from '../../../lib/trpc';
import { CopyLinkButton } from '../../collections/copy-link-button';
import { rosterViewUrl } from '../../sheets/sheet-links';
import { TalentEditorFrame } from './talent-editor-frame';
import pinnedColumn from '../../../components/pinned-column.module.css';

/** Spec §2.7 Talent Sheets per creator: Title, Accepted by Client, client note, Link, Remove, and "Select Sheets to Remove". */
export function EditSheetsPage({ influencerId }: { influencerId: number }) {
  return (
    <TalentEditorFrame influencerId={influencerId} title={TALENT_LABEL.viewEditSheets}>
      {(_, { sheets, refresh }) => <SheetsEditor influencerId={influencerId} sheets={sheets} refresh={refresh} />}
    </TalentEditorFrame>
  );
}

function SheetsEditor({ influencerId, sheets, refresh }: { influencerId: number; sheets: ProfileSheet[]; refresh: () => void }) {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [pending, setPending] = useState<string[]>([]);
  const [confirming, confirm] = useDisclosure(false);
  const remove = trpc.sheets.removeInfluencer.useMutation({
    onSuccess: () => {
      showSuccess(TALENT_MSG.saved);
      setSelecting(false);
      setSelected([]);
      confirm.close();
      refresh();
    },
    onError: () => showError(TALENT_MSG.somethingWentWrong),
  });
  const ask = (ids: string[]) => {
    if (ids.length === 0) return; // spec §5: nothing selected does nothing
    setPending(ids);
    confirm.open();
  };
  return (
    <Stack gap="md">
      <Group>
        {selecting ? (
          <>
            <Button color="red" disabled={selected.length === 0} onClick={() => ask(selected)}>
              {TALENT_LABEL.removeFromSelectedSheets}
            </Button>
            <Button variant="default" onClick={() => (setSelecting(false), setSelected([]))}>
              {TALENT_LABEL.cancel}
            </Button>
          </>
        ) : (
          <Button variant="light" disabled={sheets.length === 0} onClick={() => setSelecting(true)}>
            {TALENT_LABEL.selectSheetsToRemove}
          </Button>
        )}
      </Group>
      <ListCard loading={false} empty={sheets.length === 0} emptyText={TALENT_MSG.noSheetsForCreator}>
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                {selecting && <Table.Th w={40} />}
                <Table.Th className={pinnedColumn.start}>Title</Table.Th>
                <Table.Th>{TALENT_LABEL.acceptedByClient}</Table.Th>
                <Table.Th>Client note</Table.Th>
                <Table.Th>Link</Table.Th>
                <Table.Th>Remove</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sheets.map((sheet) => (
                <SheetRow
                  key={sheet.id}
                  sheet={sheet}
                  influencerId={influencerId}
                  selecting={selecting}
                  selected={selected.includes(sheet.id)}
                  onSelect={(on) => setSelected((now) => (on ? [...now, sheet.id] : now.filter((id) => id !== sheet.id)))}
                  onRemove={() => ask([sheet.id])}
                  onChanged={refresh}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListCard>
      <Modal opened={confirming} onClose={confirm.close} title="Remove from sheets">
        <Stack>
          <Text>{TALENT_MSG.removeFromSheetsConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              {TALENT_LABEL.cancel}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate({ influencer_id: influencerId, sheet_ids: pending })}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

type RowProps = {
  sheet: ProfileSheet;
  influencerId: number;
  selecting: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onRemove: () => void;
  onChanged: () => void;
};

function SheetRow({ sheet, influencerId, selecting, selected, onSelect, onRemove, onChanged }: RowProps) {
  const [accepted, setAccepted] = useState(sheet.client_accepted);
  const [note, setNote] = useState(sheet.client_note ?? '');
  const respond = trpc.sheets.clientResponse.useMutation({ onSuccess: onChanged, onError: () => showError(TALENT_MSG.somethingWentWrong) });
  return (
    <Table.Tr data-testid="creator-sheet">
      {selecting && (
        <Table.Td>
          <Checkbox aria-label={`Select ${sheet.title}`} checked={selected} onChange={(e) => onSelect(e.currentTarget.checked)} />
        </Table.Td>
      )}
      <Table.Td className={pinnedColumn.start}>
        <AnchorLink to="/talent-sheet/$talentSheetId" params={{ talentSheetId: sheet.id }}>
          {sheet.title}
        </AnchorLink>
      </Table.Td>
      <Table.Td>
        <Button
          variant="subtle"
          color={accepted ? 'teal' : 'gray'}
          aria-pressed={accepted}
          aria-label={`${TALENT_LABEL.acceptedByClient}: ${sheet.title}`}
          onClick={() => {
            setAccepted(!accepted);
            respond.mutate({ sheet_id: sheet.id, influencer_id: influencerId, client_accepted: !accepted });
          }}
        >
          {accepted ? <IconCircleCheck size={20} /> : <IconCircle size={20} />}
        </Button>
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={`Client note: ${sheet.title}`}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          onBlur={() =>
            note !== (sheet.client_note ?? '') && respond.mutate({ sheet_id: sheet.id, influencer_id: influencerId, client_note: note.trim() || null })
          }
        />
      </Table.Td>
      <Table.Td>
        <CopyLinkButton url={rosterViewUrl(sheet.id)} label={`Copy link of ${sheet.title}`} />
      </Table.Td>
      <Table.Td>
        <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove}>
          Remove
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
