import { ActionIcon, Avatar, Checkbox, Group, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconPlugConnected, IconPlugConnectedX, IconSelector } from '@tabler/icons-react';
import type { RosterTableRow } from '../../../shared/schemas/roster/table';
import { ROSTER_LIMIT } from '../../../shared/talent-texts';
import { CopyLinkButton } from '../collections/copy-link-button';
import { formatCount } from '../public/format';
import { PlatformIcon } from '../public/platform-icon';
import type { RosterSearch, RosterSortField } from './roster-search';
import { TagCell } from './tag-cell';
import { talentLinks } from './talent-links';
import pinnedColumn from '../../components/pinned-column.module.css';

interface Props {
  rows: RosterTableRow[];
  teamId: string;
  tagOptions: string[];
  sort: Pick<RosterSearch, 'sortField' | 'sortDirection'>;
  onSort: (field: RosterSortField) => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
  checked: number[];
  onCheck: (ids: number[], on: boolean) => void;
}

function SortHeader({
  field,
  label,
  sort,
  onSort,
  pinned = false,
}: { field: RosterSortField; label: string; pinned?: boolean } & Pick<Props, 'sort' | 'onSort'>) {
  const active = sort.sortField === field;
  const Icon = !active ? IconSelector : sort.sortDirection === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th aria-sort={active ? (sort.sortDirection === 'asc' ? 'ascending' : 'descending') : 'none'} className={pinned ? pinnedColumn.start : undefined}>
      <UnstyledButton onClick={() => onSort(field)} aria-label={`Sort by ${label}`}>
        <Group gap={4} wrap="nowrap">
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The description as plain text (link texts kept, emphasis marks dropped), cut at the preview length. */
const preview = (markdown: string | null) => {
  const text = (markdown ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`#>]+/g, '');
  return text.length > ROSTER_LIMIT.descriptionPreview ? `${text.slice(0, ROSTER_LIMIT.descriptionPreview)}…` : text;
};

/** Spec §2.3 columns: photo and name (connected or not), description, total reach, socials, tags, public link. */
export function RosterTable({ rows, teamId, tagOptions, sort, onSort, selectedId, onSelect, checked, onCheck }: Props) {
  const allChecked = rows.length > 0 && rows.every((r) => checked.includes(r.id));
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} visibleFrom="sm">
              <Checkbox
                aria-label="Select all on this page"
                checked={allChecked}
                onChange={(e) =>
                  onCheck(
                    rows.map((r) => r.id),
                    e.currentTarget.checked,
                  )
                }
              />
            </Table.Th>
            <SortHeader field="name" label="Name" sort={sort} onSort={onSort} pinned />
            <Table.Th>Description</Table.Th>
            <SortHeader field="reach" label="Total Reach" sort={sort} onSort={onSort} />
            <Table.Th>Socials</Table.Th>
            <Table.Th>Tags</Table.Th>
            <Table.Th>Public Link</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} bg={row.id === selectedId ? 'var(--mantine-color-blue-light)' : undefined}>
              <Table.Td visibleFrom="sm">
                <Checkbox
                  aria-label={`Select ${row.fullname}`}
                  checked={checked.includes(row.id)}
                  onChange={(e) => onCheck([row.id], e.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td className={pinnedColumn.start}>
                <UnstyledButton onClick={() => onSelect(row.id)} aria-label={`Show ${row.fullname}`}>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={row.picture_url} alt="" radius="xl" name={row.fullname} />
                    <Text fw={500} size="sm">
                      {row.fullname}
                    </Text>
                    <Tooltip label={row.connected ? 'Connected' : 'Not connected'}>
                      {row.connected ? (
                        <IconPlugConnected size={16} color="var(--mantine-color-teal-6)" aria-label="Connected" />
                      ) : (
                        <IconPlugConnectedX size={16} color="var(--mantine-color-gray-5)" aria-label="Not connected" />
                      )}
                    </Tooltip>
                  </Group>
                </UnstyledButton>
              </Table.Td>
              <Table.Td maw={320}>
                <Text size="xs" c="dimmed" lineClamp={3}>
                  {preview(row.description)}
                </Text>
              </Table.Td>
              <Table.Td>{formatCount(row.reach)}</Table.Td>
              <Table.Td>
                <Group gap={6}>
                  {row.socials.map((s) => (
                    <Tooltip key={`${s.platform}-${s.handle}`} label={`@${s.handle}`}>
                      <ActionIcon
                        component="a"
                        href={s.profile_url ?? undefined}
                        target="_blank"
                        rel="noopener noreferrer"
                        variant="subtle"
                        color="gray"
                        aria-label={`${s.platform} @${s.handle}`}
                      >
                        <PlatformIcon platform={s.platform} />
                      </ActionIcon>
                    </Tooltip>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <TagCell key={row.tags.join('|')} influencerId={row.id} name={row.fullname} tags={row.tags} options={tagOptions} />
              </Table.Td>
              <Table.Td>
                <CopyLinkButton url={talentLinks.publicProfile(row.id, teamId)} label={`Copy public link of ${row.fullname}`} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
