import { ListCard } from '../../../components/list-card';
import { Button, Group, MultiSelect, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { DURATION, LIMIT } from '../../../../shared/limits';
import type { RosterInfluencer, RosterSortField } from '../../../../shared/schemas/roster';
import { SHEET_LABEL as L } from '../../../../shared/sheet-labels';
import { trpc } from '../../../lib/trpc';
import { RosterTable } from './roster-table';
import { PageNumbers } from '../../../components/page-numbers';

export interface RosterSort {
  field: RosterSortField;
  direction: 'asc' | 'desc';
}

interface Props {
  onSheet: (id: number) => boolean;
  onAdd: (creators: RosterInfluencer[]) => void;
}

/** Spec §2.5 basic mode: name and every-tag filters, Clear Filters, Add All to Sheet, sortable table, 40/80 per page. */
export function AvailableRoster({ onSheet, onAdd }: Props) {
  const [name, setName] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [sort, setSort] = useState<RosterSort>({ field: 'name', direction: 'asc' });
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(LIMIT.availableRosterPageSizes[0]);
  const [debouncedName] = useDebouncedValue(name.trim(), DURATION.sheetEditorNameFilter);
  const nameFilter = debouncedName.length >= LIMIT.sheetFilterMinLength ? debouncedName : undefined;
  const roster = trpc.roster.list.useQuery(
    { page, limit, sort_field: sort.field, sort_direction: sort.direction, name_filter: nameFilter, tags: tags.length ? tags : undefined },
    { placeholderData: keepPreviousData },
  );
  const pages = roster.data ? Math.max(1, Math.ceil(roster.data.total_influencers / limit)) : 1;
  const resetPage = () => setPage(1);

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {L.availableRoster}
      </Title>
      <Group gap="sm" align="flex-end">
        <TextInput
          aria-label={L.filterByName}
          placeholder={L.filterByName}
          leftSection={<IconSearch size={16} />}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            resetPage();
          }}
          w={{ base: '100%', sm: 240 }}
        />
        <MultiSelect
          aria-label={L.filterByTags}
          placeholder={tags.length ? undefined : L.filterByTags}
          data={roster.data?.team_tags ?? []}
          value={tags}
          onChange={(value) => {
            setTags(value);
            resetPage();
          }}
          searchable
          clearable
          w={{ base: '100%', sm: 280 }}
        />
        <Button
          variant="default"
          onClick={() => {
            setName('');
            setTags([]);
            resetPage();
          }}
        >
          {L.clearFilters}
        </Button>
        <Button variant="light" disabled={!roster.data?.influencers.length} onClick={() => roster.data && onAdd(roster.data.influencers)}>
          {L.addAllToSheet}
        </Button>
      </Group>
      <ListCard loading={roster.isPending} empty={!roster.data?.influencers.length} emptyText={L.noRosterMatches}>
        <RosterTable
          rows={roster.data?.influencers ?? []}
          sort={sort}
          onSort={(field) => {
            // Clicking the active column flips it; another column starts in its natural direction.
            setSort((current) =>
              current.field === field
                ? { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
                : { field, direction: field === 'followers' ? 'desc' : 'asc' },
            );
            resetPage();
          }}
          onSheet={onSheet}
          onAdd={(creator) => onAdd([creator])}
        />
      </ListCard>
      <Group justify="space-between">
        <PageNumbers total={pages} value={page} onChange={setPage} />
        <Select
          aria-label={L.pageSize}
          w={90}
          allowDeselect={false}
          data={LIMIT.availableRosterPageSizes.map(String)}
          value={String(limit)}
          onChange={(value) => {
            setLimit(Number(value));
            resetPage();
          }}
        />
      </Group>
    </Stack>
  );
}
