import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { COLLECTION_LABEL as L } from '../../../shared/collection-labels';
import { LIMIT } from '../../../shared/limits';
import { effectiveFilter } from '../../../shared/schemas/collections';
import { ListCard } from '../../components/list-card';
import { PagingFooter } from '../../components/paging-footer';
import { trpc } from '../../lib/trpc';
import { CollectionsTable } from './collections-table';
import { CreateCollectionModal } from './create-collection-modal';

const route = getRouteApi('/_signed-in/collections');

/** Spec §2.6 /collections: name filter (3+ characters), page size 25 or 50, create, share, delete. */
export function CollectionsPage() {
  const { page, pageSize } = route.useSearch();
  const navigate = route.useNavigate();
  const [filter, setFilter] = useState('');
  const [creating, { open, close }] = useDisclosure(false);
  const titleFilter = effectiveFilter(filter, LIMIT.collectionsListFilterMinLength);
  const list = trpc.collections.list.useQuery({ title_filter: titleFilter, page, limit: pageSize }, { placeholderData: keepPreviousData });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / pageSize)) : 1;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{L.listTitle}</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={open}>
          {L.createCollection}
        </Button>
      </Group>
      <TextInput
        placeholder={L.filterByName}
        aria-label={L.filterByName}
        leftSection={<IconSearch size={16} />}
        value={filter}
        onChange={(event) => {
          setFilter(event.currentTarget.value);
          if (page !== 1) void navigate({ search: (prev) => ({ ...prev, page: 1 }) });
        }}
        maw={360}
      />
      <ListCard loading={list.isPending} empty={!list.data?.collections.length} emptyText={titleFilter ? L.noMatches : L.noCollections}>
        {list.data && <CollectionsTable rows={list.data.collections} />}
      </ListCard>
      <PagingFooter
        pages={pages}
        page={page}
        pageSize={pageSize}
        pageSizes={LIMIT.collectionsPageSizes}
        pageSizeLabel={L.pageSize}
        onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
        onPageSize={(size) => void navigate({ search: { page: 1, pageSize: size } })}
      />
      <CreateCollectionModal opened={creating} onClose={close} />
    </Stack>
  );
}
