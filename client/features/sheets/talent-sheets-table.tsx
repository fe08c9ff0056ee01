import { Group, Table, Text } from '@mantine/core';
import type { SheetListRow } from '../../../shared/schemas/sheets/list-sheets';
import { SHEET_LABEL as L } from '../../../shared/sheet-labels';
import { AnchorLink } from '../../components/router-links';
import { SheetStatisticsLink } from '../analytics/sheet-statistics-link';
import { CopyLinkButton } from '../collections/copy-link-button';
import { DeleteSheetButton } from './delete-sheet-button';
import { DuplicateSheetButton } from './duplicate-sheet-button';
import { SheetAvatars } from './sheet-avatars';
import { rosterViewUrl } from './sheet-links';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Spec §2.4 columns: title, talent avatars, created date, creator, actions; on a phone, title and actions. */
export function TalentSheetsTable({ rows }: { rows: SheetListRow[] }) {
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{L.columnTitle}</Table.Th>
          <Table.Th visibleFrom="sm">{L.columnTalent}</Table.Th>
          <Table.Th visibleFrom="sm">{L.columnCreated}</Table.Th>
          <Table.Th visibleFrom="sm">{L.columnCreator}</Table.Th>
          <Table.Th>{L.columnActions}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td maw={320}>
              <AnchorLink
                to={row.sheet_type === 'campaign' ? '/campaign/$talentSheetId' : '/talent-sheet/$talentSheetId'}
                params={{ talentSheetId: row.id }}
                fw={600}
                lineClamp={2}
              >
                {row.title}
              </AnchorLink>
              {/* On a phone the hidden columns' facts sit under the title. */}
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {dateFormat.format(new Date(row.created_at))} · {row.creator_full_name}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <SheetAvatars creators={row.influencers} />
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {dateFormat.format(new Date(row.created_at))}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Text size="sm">{row.creator_full_name}</Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <DeleteSheetButton id={row.id} title={row.title} creatorUserId={row.creator_user_id} />
                <CopyLinkButton url={rosterViewUrl(row.id)} label={`${L.copyPublicLink} ${row.title}`} />
                <DuplicateSheetButton id={row.id} title={row.title} />
                <SheetStatisticsLink sheetId={row.id} title={row.title} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
