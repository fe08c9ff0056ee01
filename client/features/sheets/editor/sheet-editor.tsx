import { Avatar, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconLayoutGrid, IconList } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { LIMIT } from '../../../../shared/limits';
import type { GetSheetResponse } from '../../../../shared/schemas/sheets/get-sheet';
import { SHEET_LABEL as L } from '../../../../shared/sheet-labels';
import { CampaignTracking } from '../campaign/campaign-tracking';
import { LoadFromSheet } from '../campaign/load-from-sheet';
import type { SearchState } from '../../search/search-params';
import { AvailableRosterModes } from './available-roster-modes';
import { CampaignAssistantProvider } from '../../ai/campaign-context';
import { PublicHeading } from './public-heading';
import { ResponseBanner } from './response-banner';
import { SaveStatusLabel } from './save-status';
import { SheetShareLinks } from './sheet-share-links';
import { SheetShareSettings } from './sheet-share-settings';
import { SheetTitle } from './sheet-title';
import { SheetStatisticsLink } from '../../analytics/sheet-statistics-link';
import { TalentList } from './talent-list';
import { type SheetEditor as SheetEditorState, useSheetEditor } from './use-sheet-editor';

/** Spec §2.5: the talent sheet editor, with its campaign and Creator Call response variants. */
export function SheetEditor({
  answer,
  responseActions,
  advanced,
}: {
  answer: GetSheetResponse;
  responseActions?: (editor: SheetEditorState) => ReactNode;
  advanced?: { state: SearchState; onChange: (next: SearchState) => void };
}) {
  const editor = useSheetEditor(answer);
  const [grid, setGrid] = useState(false);
  const { sheet } = editor;
  const isCampaign = sheet.sheet_type === 'campaign';
  const saveButton = (
    <Button leftSection={<IconDeviceFloppy size={18} />} disabled={editor.entries.length === 0} loading={editor.saving} onClick={() => void editor.saveNow()}>
      {L.saveSheet}
    </Button>
  );

  return (
    <CampaignAssistantProvider>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          {sheet.casting_call ? (
            <Title order={1} size="h2">
              {L.responseTo(sheet.casting_call.title)}
            </Title>
          ) : (
            <SheetTitle title={editor.title} required onChange={editor.setTitle} />
          )}
          <Group gap="sm">
            {editor.others.length > 0 && (
              <Tooltip label={`${L.editorsHere}: ${editor.others.join(', ')}`} withArrow>
                <Avatar.Group aria-label={`${L.editorsHere}: ${editor.others.join(', ')}`}>
                  {editor.others.map((name) => (
                    <Avatar key={name} name={name} color="brand" size="sm" />
                  ))}
                </Avatar.Group>
              </Tooltip>
            )}
            <SheetStatisticsLink sheetId={sheet.id} title={editor.title} />
            <SaveStatusLabel status={editor.status} onClick={editor.saveByLabel} />
          </Group>
        </Group>

        {sheet.casting_call && <ResponseBanner castingCall={sheet.casting_call} />}
        {responseActions?.(editor)}

        {!editor.isResponse && (
          <Card withBorder radius="md">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <PublicHeading sheetId={sheet.id} heading={sheet.description} />
              <SheetShareLinks sheetId={sheet.id} title={editor.title} />
              <SheetShareSettings sheetId={sheet.id} title={editor.title} creators={editor.entries.length} />
            </SimpleGrid>
          </Card>
        )}

        {isCampaign && <LoadFromSheet currentSheetId={sheet.id} onLoad={editor.add} />}

        <Card withBorder radius="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h3">
                {L.talentOnSheet}{' '}
                <Text span c="dimmed" fw={400}>
                  ({editor.entries.length})
                </Text>
              </Title>
              <Group gap="sm">
                <SegmentedControl
                  size="xs"
                  value={grid ? 'grid' : 'list'}
                  onChange={(value) => setGrid(value === 'grid')}
                  data={[
                    {
                      value: 'list',
                      label: (
                        <Group gap={4} wrap="nowrap">
                          <IconList size={14} />
                          {L.listView}
                        </Group>
                      ),
                    },
                    {
                      value: 'grid',
                      label: (
                        <Group gap={4} wrap="nowrap">
                          <IconLayoutGrid size={14} />
                          {L.gridView}
                        </Group>
                      ),
                    },
                  ]}
                />
                {editor.entries.length > LIMIT.repeatSaveButtonAbove && saveButton}
              </Group>
            </Group>
            <TalentList entries={editor.entries} grid={grid} onMove={editor.move} onRemove={editor.remove} onNote={editor.setNote} />
            <Group justify="flex-end">{saveButton}</Group>
          </Stack>
        </Card>

        {isCampaign && <CampaignTracking sheetId={sheet.id} entries={editor.entries} />}

        <AvailableRosterModes onSheet={editor.onSheet} onAdd={editor.add} advanced={advanced} sheetIds={editor.sheetIds} />
      </Stack>
    </CampaignAssistantProvider>
  );
}
