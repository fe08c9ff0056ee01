import { Badge, Group, Stack, Text } from '@mantine/core';
import { COLLECTION_LABEL as L } from '../../../shared/collection-labels';
import type { CollectionRow } from '../../../shared/schemas/collections';
import { AnchorLink } from '../../components/router-links';
import { listDate, RowsTable, type Column } from '../../components/rows-table';
import { publicCollectionUrl } from './collection-links';
import { CopyLinkButton } from './copy-link-button';
import { DeleteCollectionButton } from './delete-collection-button';

const columns: Column<CollectionRow>[] = [
  {
    header: L.columnTitle,
    cell: (row) => (
      <Stack gap={6}>
        <AnchorLink to="/collection/$collectionId" params={{ collectionId: row.id }} fw={600}>
          {row.title}
        </AnchorLink>
        <SheetTitles titles={row.sheet_titles} total={row.sheet_count} />
      </Stack>
    ),
  },
  {
    header: L.columnCreated,
    visibleFrom: 'sm',
    cell: (row) => (
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {listDate.format(new Date(row.created_at))}
      </Text>
    ),
  },
  {
    header: L.columnActions,
    align: 'right',
    cell: (row) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <CopyLinkButton url={publicCollectionUrl(row.id)} label={L.copyLink} />
        <DeleteCollectionButton id={row.id} title={row.title} />
      </Group>
    ),
  },
];

/** One row per collection: title (to the editor) with its first 3 sheet titles, date, share link and delete. */
export function CollectionsTable({ rows }: { rows: CollectionRow[] }) {
  return <RowsTable rows={rows} columns={columns} rowTestId="collection-row" />;
}

function SheetTitles({ titles, total }: { titles: string[]; total: number }) {
  if (titles.length === 0) return null;
  return (
    <Group gap={6} aria-label={L.columnSheets}>
      {titles.map((title, index) => (
        <Badge key={`${index}-${title}`} variant="light" color="gray" radius="sm" tt="none" fw={500} maw={220}>
          {title}
        </Badge>
      ))}
      {total > titles.length && (
        <Text size="xs" c="dimmed">
          {L.moreSheets(total - titles.length)}
        </Text>
      )}
    </Group>
  );
}
