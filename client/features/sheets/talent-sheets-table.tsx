import { Group, Text } from '@mantine/core';
import type { SheetListRow } from '../../../shared/schemas/sheets/list-sheets';
import { SHEET_LABEL as L } from '../../../shared/sheet-labels';
import { AnchorLink } from '../../components/router-links';
import { listDate, RowsTable, type Column } from '../../components/rows-table';
import { SheetStatisticsLink } from '../analytics/sheet-statistics-link';
import { CopyLinkButton } from '../collections/copy-link-button';
import { DeleteSheetButton } from './delete-sheet-button';
import { DuplicateSheetButton } from './duplicate-sheet-button';
import { SheetAvatars } from './sheet-avatars';
import { rosterViewUrl } from './sheet-links';

const columns: Column<SheetListRow>[] = [
  {
    header: L.columnTitle,
    maw: 320,
    cell: (row) => (
      <>
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
          {listDate.format(new Date(row.created_at))} · {row.creator_full_name}
        </Text>
      </>
    ),
  },
  { header: L.columnTalent, visibleFrom: 'sm', cell: (row) => <SheetAvatars creators={row.influencers} /> },
  { header: L.columnCreated, visibleFrom: 'sm', cell: (row) => <SheetDate createdAt={row.created_at} /> },
  { header: L.columnCreator, visibleFrom: 'sm', cell: (row) => <Text size="sm">{row.creator_full_name}</Text> },
  {
    header: L.columnActions,
    cell: (row) => (
      <Group gap={4} wrap="nowrap">
        <DeleteSheetButton id={row.id} title={row.title} creatorUserId={row.creator_user_id} />
        <CopyLinkButton url={rosterViewUrl(row.id)} label={`${L.copyPublicLink} ${row.title}`} />
        <DuplicateSheetButton id={row.id} title={row.title} />
        <SheetStatisticsLink sheetId={row.id} title={row.title} />
      </Group>
    ),
  },
];

/** Spec §2.4 columns: title, talent avatars, created date, creator, actions; on a phone, title and actions. */
export function TalentSheetsTable({ rows }: { rows: SheetListRow[] }) {
  return <RowsTable rows={rows} columns={columns} />;
}

export const SheetDate = ({ createdAt }: { createdAt: string }) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {listDate.format(new Date(createdAt))}
  </Text>
);
