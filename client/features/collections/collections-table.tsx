import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { COLLECTION_LABEL as L } from '../../../shared/collection-labels';
import type { CollectionRow } from '../../../shared/schemas/collections';
import { AnchorLink } from '../../components/router-links';
import { publicCollectionUrl } from './collection-links';
import { CopyLinkButton } from './copy-link-button';
import { DeleteCollectionButton } from './delete-collection-button';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One row per collection: title (to the editor) with its first 3 sheet titles, date, share link and delete. */
export function CollectionsTable({ rows }: { rows: CollectionRow[] }) {
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{L.columnTitle}</Table.Th>
          <Table.Th visibleFrom="sm">{L.columnCreated}</Table.Th>
          <Table.Th ta="right">{L.columnActions}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid="collection-row">
            <Table.Td>
              <Stack gap={6}>
                <AnchorLink to="/collection/$collectionId" params={{ collectionId: row.id }} fw={600}>
                  {row.title}
                </AnchorLink>
                <SheetTitles titles={row.sheet_titles} total={row.sheet_count} />
              </Stack>
            </Table.Td>
            <Table.Td visibleFrom="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {dateFormat.format(new Date(row.created_at))}
            </Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <CopyLinkButton url={publicCollectionUrl(row.id)} label={L.copyLink} />
                <DeleteCollectionButton id={row.id} title={row.title} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
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
