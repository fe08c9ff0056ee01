import { Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { LIMIT } from '../../../../shared/limits';
import { SHEET_LABEL as L } from '../../../../shared/sheet-labels';
import { AnchorLink, ButtonLink } from '../../../components/router-links';
import { trpc } from '../../../lib/trpc';
import { DeleteSheetButton } from '../delete-sheet-button';
import { TalentNames } from './talent-names';
import { PageNumbers } from '../../../components/page-numbers';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

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
      <Card withBorder padding={0} radius="md">
        {list.isPending ? (
          <Stack p="md" gap="sm" aria-busy>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Stack>
        ) : list.data && list.data.sheets.length > 0 ? (
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{L.columnTitle}</Table.Th>
                <Table.Th visibleFrom="sm">{L.columnTalent}</Table.Th>
                <Table.Th visibleFrom="sm">{L.columnCreated}</Table.Th>
                <Table.Th>{L.columnActions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.sheets.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td maw={280}>
                    <AnchorLink to={campaign ? '/campaign/$talentSheetId' : '/talent-sheet/$talentSheetId'} params={{ talentSheetId: row.id }} fw={600}>
                      {row.title}
                    </AnchorLink>
                    {campaign && (
                      <AnchorLink to="/campaign/view/$talentSheetId" params={{ talentSheetId: row.id }} size="xs" display="block">
                        {L.viewTracking}
                      </AnchorLink>
                    )}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <TalentNames names={row.influencers.map((i) => i.fullname)} />
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {dateFormat.format(new Date(row.created_at))}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <DeleteSheetButton id={row.id} title={row.title} creatorUserId={row.creator_user_id} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed" p="xl" ta="center">
            {campaign ? L.noCampaigns : L.noSheets}
          </Text>
        )}
      </Card>
      <PageNumbers total={pages} value={page} onChange={setPage} />
    </Stack>
  );
}
