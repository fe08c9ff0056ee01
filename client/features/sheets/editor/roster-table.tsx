import { Avatar, Badge, Button, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { RosterInfluencer, RosterSortField } from '../../../../shared/schemas/roster';
import { SHEET_LABEL as L } from '../../../../shared/sheet-labels';
import type { RosterSort } from './available-roster';

const count = new Intl.NumberFormat();
const TAGS_SHOWN = 5;

interface Props {
  rows: RosterInfluencer[];
  sort: RosterSort;
  onSort: (field: RosterSortField) => void;
  onSheet: (id: number) => boolean;
  onAdd: (creator: RosterInfluencer) => void;
}

/** Portrait, Name, Followers (Primary), Tags (not on a phone), ADD. */
export function RosterTable({ rows, sort, onSort, onSheet, onAdd }: Props) {
  return (
    <Table verticalSpacing="xs" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={56}>
            <VisuallyHidden>{L.columnPortrait}</VisuallyHidden>
          </Table.Th>
          <SortableHeader label={L.columnName} field="name" sort={sort} onSort={onSort} />
          <SortableHeader label={L.columnFollowers} field="followers" sort={sort} onSort={onSort} />
          <Table.Th visibleFrom="sm">{L.columnTags}</Table.Th>
          <Table.Th w={90} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((creator) => {
          const added = onSheet(creator.id);
          return (
            <Table.Tr key={creator.id} data-testid="roster-row">
              <Table.Td>
                <Avatar src={creator.picture_url} alt="" name={creator.fullname} color="brand" radius="md" />
              </Table.Td>
              <Table.Td>
                <Text fw={500} size="sm">
                  {creator.fullname}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{count.format(creator.followers)}</Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Group gap={4}>
                  {creator.tags.slice(0, TAGS_SHOWN).map((tag) => (
                    <Badge key={tag} variant="light" size="sm" tt="none">
                      {tag}
                    </Badge>
                  ))}
                  {creator.tags.length > TAGS_SHOWN && <Text size="xs">+{creator.tags.length - TAGS_SHOWN}</Text>}
                </Group>
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant={added ? 'subtle' : 'light'}
                  disabled={added}
                  onClick={() => onAdd(creator)}
                  aria-label={`${added ? L.added : L.add} ${creator.fullname}`}
                >
                  {added ? L.added : L.add}
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function SortableHeader({ label, field, sort, onSort }: { label: string; field: RosterSortField; sort: RosterSort; onSort: (f: RosterSortField) => void }) {
  const active = sort.field === field;
  const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(field)}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {label}
          </Text>
          <Icon size={14} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
