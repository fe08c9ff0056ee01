import { Button, Card, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { COLLECTION_LABEL as L } from '../../../shared/collection-labels';
import { DURATION, LIMIT } from '../../../shared/limits';
import { effectiveFilter } from '../../../shared/schemas/collections';
import { trpc } from '../../lib/trpc';
import type { EditorSheet } from './use-collection-editor';

/**
 * Spec §2.6 Available Sheets: the team's sheets in groups of 80; the title filter reaches the
 * server 1.2 s after typing and only when longer than 2 characters.
 */
export function AvailableSheets({ includedIds, onAdd }: { includedIds: Set<string>; onAdd: (sheet: EditorSheet) => void }) {
  const [filter, setFilter] = useState('');
  const [debounced] = useDebouncedValue(filter, DURATION.collectionTitleFilter);
  const titleFilter = effectiveFilter(debounced, LIMIT.collectionSheetFilterMinLength);
  const [group, setGroup] = useState({ filter: titleFilter, offset: 0 });
  // A new filter starts again from the first group.
  const offset = group.filter === titleFilter ? group.offset : 0;
  const available = trpc.collections.availableSheets.useQuery({ title_filter: titleFilter, offset }, { placeholderData: keepPreviousData });
  const data = available.data;
  const moveTo = (next: number) => setGroup({ filter: titleFilter, offset: next });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          {L.availableSheets}
        </Title>
        <TextInput
          placeholder={L.filterByTitle}
          aria-label={L.filterByTitle}
          leftSection={<IconSearch size={16} />}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
        />
      </Group>
      <Card withBorder padding={0} radius="md">
        {!data ? (
          <Stack p="md" gap="sm" aria-busy>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={32} />
            ))}
          </Stack>
        ) : data.sheets.length === 0 ? (
          <Text c="dimmed" p="lg" ta="center">
            {L.noSheets}
          </Text>
        ) : (
          <Table verticalSpacing="xs" highlightOnHover style={{ opacity: available.isPlaceholderData ? 0.6 : 1 }}>
            <Table.Tbody>
              {data.sheets.map((sheet) => {
                const added = includedIds.has(sheet.id);
                return (
                  <Table.Tr key={sheet.id} data-testid="available-sheet">
                    <Table.Td style={{ wordBreak: 'break-word' }}>
                      <Text size="sm" fw={500}>
                        {sheet.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {sheet.description || L.noPublicTitle}
                      </Text>
                    </Table.Td>
                    <Table.Td w={1}>
                      <Button
                        size="compact-sm"
                        variant={added ? 'default' : 'light'}
                        disabled={added}
                        aria-label={`${added ? L.added : L.add} ${sheet.title}`}
                        onClick={() => onAdd({ ...sheet, portraits: [], creator_count: null })}
                      >
                        {added ? L.added : L.add}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      {data && data.total > data.limit && (
        <Group justify="space-between">
          <Button variant="default" disabled={offset === 0} onClick={() => moveTo(Math.max(0, offset - data.limit))}>
            {L.previousGroup}
          </Button>
          <Text size="sm" c="dimmed">
            {L.groupRange(offset + 1, Math.min(offset + data.limit, data.total), data.total)}
          </Text>
          <Button variant="default" disabled={offset + data.limit >= data.total} onClick={() => moveTo(offset + data.limit)}>
            {L.nextGroup}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
