import { Checkbox, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useLocalStorage } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { DURATION, LIMIT } from '../../../shared/limits';
import { SHEET_LABEL as L } from '../../../shared/sheet-labels';
import { ListCard } from '../../components/list-card';
import { PagingFooter } from '../../components/paging-footer';
import { ButtonLink } from '../../components/router-links';
import { trpc } from '../../lib/trpc';
import { ONLY_MINE_STORAGE_KEY } from './sheet-links';
import { TalentSheetsTable } from './talent-sheets-table';

const route = getRouteApi('/_signed-in/talent-sheets');

/** Spec §2.4 /talent-sheets: search (500 ms, beyond 2 characters), only mine, paging 50/100. */
export function TalentSheetsPage() {
  const { page, pageSize } = route.useSearch();
  const navigate = route.useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), DURATION.sheetTitleFilter);
  const titleFilter = debounced.length >= LIMIT.sheetFilterMinLength ? debounced : undefined;
  const [onlyMine, setOnlyMine] = useLocalStorage({ key: ONLY_MINE_STORAGE_KEY, defaultValue: false, getInitialValueInEffect: false });
  const list = trpc.sheets.list.useQuery(
    { title_filter: titleFilter, only_mine: onlyMine, page, limit: pageSize, sheet_type: 'talent' },
    { placeholderData: keepPreviousData },
  );
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / pageSize)) : 1;
  const toFirstPage = () => page !== 1 && void navigate({ search: (prev) => ({ ...prev, page: 1 }) });

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{L.listTitle}</Title>
        <ButtonLink to="/talent-sheet-create" leftSection={<IconPlus size={18} />}>
          {L.newSheet}
        </ButtonLink>
      </Group>
      <Group gap="lg" align="center">
        <TextInput
          placeholder={L.searchByName}
          aria-label={L.searchByName}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            toFirstPage();
          }}
          w={{ base: '100%', sm: 360 }}
        />
        <Checkbox
          label={L.onlyMine}
          checked={onlyMine}
          onChange={(event) => {
            setOnlyMine(event.currentTarget.checked);
            toFirstPage();
          }}
        />
      </Group>
      <ListCard loading={list.isPending} empty={!list.data?.sheets.length} emptyText={titleFilter || onlyMine ? L.noMatches : L.noSheets}>
        {list.data && <TalentSheetsTable rows={list.data.sheets} />}
      </ListCard>
      <PagingFooter
        pages={pages}
        page={page}
        pageSize={pageSize}
        pageSizes={LIMIT.talentSheetTablePageSizes}
        pageSizeLabel={L.pageSize}
        onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
        onPageSize={(size) => void navigate({ search: { page: 1, pageSize: size } })}
      />
    </Stack>
  );
}
