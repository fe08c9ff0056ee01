import { Alert, Avatar, Button, Card, Group, Modal, Skeleton, Stack, Table, Text, Textarea, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { LIMIT } from '../../../../shared/limits';
import { MSG } from '../../../../shared/messages';
import type { CampaignColumn, CampaignRowData } from '../../../../shared/schemas/sheets/campaign';
import type { SheetInfluencer } from '../../../../shared/schemas/sheets/get-sheet';
import { SHEET_LABEL as L } from '../../../../shared/sheet-labels';
import { showError, showSuccess } from '../../../lib/toasts';
import { trpc } from '../../../lib/trpc';
import { CampaignCell } from './campaign-cell';
import pinnedColumn from '../../../components/pinned-column.module.css';

const CELLS: { column: Exclude<CampaignColumn, 'notes'>; label: string; placeholder?: string }[] = [
  { column: 'date_sent', label: L.columnDateSent, placeholder: L.dateSentPlaceholder },
  { column: 'sender', label: L.columnSender },
  { column: 'contact', label: L.columnContact },
  { column: 'replied', label: L.columnReplied, placeholder: L.repliedPlaceholder },
  { column: 'rate', label: L.columnRate },
];

const preview = (notes: string) => (notes.length > LIMIT.campaignNotesPreview ? `${notes.slice(0, LIMIT.campaignNotesPreview)}…` : notes);

/** Spec §2.5 campaign tracking table: click a cell to edit, notes in a modal, Save ("Saved!"). */
export function CampaignTracking({ sheetId, entries }: { sheetId: string; entries: SheetInfluencer[] }) {
  const campaign = trpc.campaign.get.useQuery({ sheetId }, { retry: false });
  /** Cells edited here, laid over what the server holds. */
  const [edits, setEdits] = useState<Record<string, CampaignRowData>>({});
  const [notesFor, setNotesFor] = useState<SheetInfluencer | null>(null);
  const [notesDraft, setNotesDraft] = useState('');
  const save = trpc.campaign.save.useMutation({
    onSuccess: () => showSuccess(MSG.saved),
    onError: (error) => showError(error.message),
  });
  const row = (id: number): CampaignRowData => ({ ...campaign.data?.campaign_data[String(id)], ...edits[String(id)] });
  const cell = (id: number, column: CampaignColumn) => row(id)[column] ?? '';
  const setCell = (id: number, column: CampaignColumn, value: string) =>
    setEdits((current) => ({ ...current, [String(id)]: { ...current[String(id)], [column]: value } }));

  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs" align="baseline">
            <Title order={2} size="h3">
              {L.campaignTracking}
            </Title>
            <Text size="sm" c="dimmed">
              {L.clickCellToEdit}
            </Text>
          </Group>
          <Button
            loading={save.isPending}
            disabled={!campaign.data}
            onClick={() => {
              const changed = Object.fromEntries(entries.filter((e) => edits[String(e.id)]).map((e) => [String(e.id), edits[String(e.id)]]));
              save.mutate({ talent_sheet_id: sheetId, campaign_data: changed });
            }}
          >
            {L.save}
          </Button>
        </Group>
        {campaign.isError ? (
          <Alert color="red">{MSG.campaignLoadFailed}</Alert>
        ) : campaign.isPending ? (
          <Skeleton height={120} />
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table withTableBorder withColumnBorders verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th className={pinnedColumn.start}>{L.columnTalent}</Table.Th>
                  {CELLS.map((c) => (
                    <Table.Th key={c.column}>{c.label}</Table.Th>
                  ))}
                  <Table.Th>{L.columnNotes}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.id} data-testid="campaign-row">
                    <Table.Td className={pinnedColumn.start}>
                      <Group gap="xs" wrap="nowrap">
                        <Avatar src={entry.picture_url} alt="" name={entry.fullname} color="brand" size="sm" />
                        <Text size="sm" fw={500}>
                          {entry.fullname}
                        </Text>
                      </Group>
                    </Table.Td>
                    {CELLS.map((c) => (
                      <Table.Td key={c.column} miw={100}>
                        <CampaignCell
                          label={`${c.label}: ${entry.fullname}`}
                          value={cell(entry.id, c.column)}
                          placeholder={c.placeholder}
                          onChange={(value) => setCell(entry.id, c.column, value)}
                        />
                      </Table.Td>
                    ))}
                    <Table.Td maw={260}>
                      <UnstyledButton
                        aria-label={`${L.columnNotes}: ${entry.fullname}: ${preview(cell(entry.id, 'notes')) || '—'}`}
                        onClick={() => {
                          setNotesFor(entry);
                          setNotesDraft(cell(entry.id, 'notes'));
                        }}
                      >
                        <Text size="sm" c={cell(entry.id, 'notes') ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                          {preview(cell(entry.id, 'notes')) || '—'}
                        </Text>
                      </UnstyledButton>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal opened={notesFor !== null} onClose={() => setNotesFor(null)} title={`${L.notesModalTitle}: ${notesFor?.fullname ?? ''}`} centered>
        <Textarea
          aria-label={L.notesModalTitle}
          value={notesDraft}
          onChange={(e) => setNotesDraft(e.currentTarget.value)}
          autosize
          minRows={4}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button
            onClick={() => {
              if (notesFor) setCell(notesFor.id, 'notes', notesDraft);
              setNotesFor(null);
            }}
          >
            {L.done}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
