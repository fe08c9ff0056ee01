import { Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { ROSTER_LIMIT, TALENT_MSG } from '../../../shared/talent-texts';
import { ListCard } from '../../components/list-card';
import { PagingFooter } from '../../components/paging-footer';
import { trpc } from '../../lib/trpc';
import { BulkTagBar } from './bulk-tag-bar';
import { ExportCsvButton } from './export-csv-button';
import { ImportCsvLink } from '../talent-intake/csv-import/import-csv-link';
import { RosterHeader } from './roster-header';
import { nextSort } from './roster-search';
import { RosterTable } from './roster-table';
import { TalentSidePanel } from './talent-side-panel';
import { useRosterLive } from './use-roster-live';

const route = getRouteApi('/_signed-in/influencers/');

/** Spec §2.3 Talent Roster. */
export function RosterPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [name, setName] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [debouncedName] = useDebouncedValue(name.trim(), ROSTER_LIMIT.nameFilterDebounceMs);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const filters = { name: debouncedName || undefined, tags: tags.length ? tags : undefined };
  const table = trpc.roster.table.useQuery({ ...search, ...filters }, { placeholderData: keepPreviousData });
  const teamTags = trpc.roster.teamTags.useQuery(undefined, { staleTime: 60_000 });
  const data = table.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / search.pageSize)) : 1;
  const firstPage = () => void navigate({ search: (prev) => ({ ...prev, page: 0 }) });
  const selected = data?.rows.find((r) => r.id === selectedId) ?? null;
  const tagOptions = teamTags.data?.tags ?? data?.team_tags ?? [];
  useRosterLive();

  return (
    <Stack gap="lg">
      <RosterHeader
        teamId={data?.team_id ?? null}
        creators={data?.team_creators}
        reach={data?.team_reach}
        actions={
          <>
            <ImportCsvLink />
            <ExportCsvButton search={search} filters={filters} />
          </>
        }
      />
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Name"
          placeholder="Filter by name"
          leftSection={<IconSearch size={16} />}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            if (search.page !== 0) firstPage();
          }}
          w={{ base: '100%', sm: 280 }}
        />
        <MultiSelect
          label="Tags"
          placeholder={tags.length ? undefined : 'Filter by tags'}
          data={data?.team_tags ?? []}
          value={tags}
          onChange={(next) => {
            setTags(next);
            if (search.page !== 0) firstPage();
          }}
          searchable
          clearable
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      <BulkTagBar selected={data?.rows.filter((r) => checked.includes(r.id)) ?? []} options={tagOptions} onDone={() => setChecked([])} />
      <ListCard
        loading={table.isPending}
        empty={!data?.rows.length}
        emptyText={filters.name || filters.tags ? TALENT_MSG.noRosterMatches : TALENT_MSG.noRosterYet}
      >
        {data && (
          <RosterTable
            rows={data.rows}
            teamId={data.team_id}
            tagOptions={tagOptions}
            sort={search}
            onSort={(field) => void navigate({ search: (prev) => ({ ...prev, ...nextSort(prev, field), page: 0 }) })}
            selectedId={selectedId}
            onSelect={setSelectedId}
            checked={checked}
            onCheck={(ids, on) => setChecked((now) => (on ? [...new Set([...now, ...ids])] : now.filter((id) => !ids.includes(id))))}
          />
        )}
      </ListCard>
      <PagingFooter
        pages={pages}
        page={search.page + 1}
        pageSize={search.pageSize}
        pageSizes={ROSTER_LIMIT.rosterPageSizes}
        pageSizeLabel="Creators per page"
        onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next - 1 }) })}
        onPageSize={(size) => void navigate({ search: (prev) => ({ ...prev, pageSize: size, page: 0 }) })}
      />
      <TalentSidePanel row={selected} teamId={data?.team_id ?? ''} onClose={() => setSelectedId(null)} />
    </Stack>
  );
}
