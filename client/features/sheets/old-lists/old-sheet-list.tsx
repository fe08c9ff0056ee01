import { ListCard } from '../../../components/list-card';
import { Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { LIMIT } from '../../../../shared/limits';
import { SHEET_LABEL as L } from '../../../../shared/sheet-labels';
import { AnchorLink, ButtonLink } from '../../../components/router-links';
import { RowsTable, type Column } from '../../../components/rows-table';
import type { SheetListRow } from '../../../../shared/schemas/sheets/list-sheets';
import { SheetDate } from '../talent-sheets-table';
import { trpc } from '../../../lib/trpc';
import { DeleteSheetButton } from '../delete-sheet-button';
import { TalentNames } from './talent-names';
import { PageNumbers } from '../../../components/page-numbers';

const oldListColumns = (campaign: boolean): Column<SheetListRow>[] => [
  {
    header: L.columnTitle,
    maw: 280,
    cell: (row) => (
      <>
        <AnchorLink to={campaign ? '/campaign/$talentSheetId' : '/talent-sheet/$talentSheetId'} params={{ talentSheetId: row.id }} fw={600}>
          {row.title}
        </AnchorLink>
        {campaign && (
          <AnchorLink to="/campaign/view/$talentSheetId" params={{ talentSheetId: row.id }} size="xs" display="block">
            {L.viewTracking}
          </AnchorLink>
        )}
      </>
    ),
  },
  { header: L.columnTalent, visibleFrom: 'sm', cell: (row) => <TalentNames names={row.influencers.map((i) => i.fullname)} /> },
  { header: L.columnCreated, visibleFrom: 'sm', cell: (row) => <SheetDate createdAt={row.created_at} /> },
  { header: L.columnActions, cell: (row) => <DeleteSheetButton id={row.id} title={row.title} creatorUserId={row.creator_user_id} /> },
];

/** Spec §2.4 older table-style lists (/talent-sheet, /campaign, /campaigns): 60 per page, names, delete. */
export function OldSheetList({ sheetType }: { sheetType: 'talent' | 'campaign' }) {
  const [page, setPage] = useState(1);
  const limit = LIMIT.oldSheetListPage;
  const list = trpc.sheets.list.useQuery({ sheet_type: sheetType, page, limit }, { placeholderData: keepPreviousData });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / limit)) : 1;
  const campaign = sheetType === 'campaign';
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{campaign ? L.campaignsTitle : L.oldTalentListTitle}</Title>
        <ButtonLink to="/talent-sheet-create" search={{ type: sheetType }} leftSection={<IconPlus size={18} />}>
          {campaign ? L.newCampaign : L.newSheet}
        </ButtonLink>
      </Group>
      <ListCard loading={list.isPending} empty={!list.data?.sheets.length} emptyText={campaign ? L.noCampaigns : L.noSheets}>
        <RowsTable rows={list.data?.sheets ?? []} columns={oldListColumns(campaign)} />
      </ListCard>
      <PageNumbers total={pages} value={page} onChange={setPage} />
    </Stack>
  );
}
