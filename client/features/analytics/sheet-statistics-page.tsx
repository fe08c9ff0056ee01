import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ANALYTICS_TEXT as T, sinceDaysOf } from '../../../shared/analytics';
import { ListCard } from '../../components/list-card';
import { AnchorLink } from '../../components/router-links';
import { NotFoundPage } from '../../components/not-found-page';
import { downloadCsv } from '../../lib/download';
import { trpc } from '../../lib/trpc';
import { ActivityChart } from './activity-chart';
import { AnalyticsControls } from './analytics-controls';
import { sheetClicksCsvRows } from './analytics-csv';
import { MostClickedProfiles, SheetVisitorsTable } from './analytics-tables';
import { SheetResponsesCard } from './sheet-responses-card';
import { StatCards } from './stat-cards';
import { useAnalyticsLive } from './use-analytics-live';

const route = getRouteApi('/_signed-in/talent-sheets_/statistics/$sheetId');

/** /talent-sheets/statistics/{sheetId}: one sheet's views over time, clicks per creator and visitors. */
export function SheetStatisticsPage() {
  const { sheetId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const sinceDays = sinceDaysOf(search.range);
  const stats = trpc.analytics.sheet.useQuery({ sheet_id: sheetId, sinceDays }, { placeholderData: keepPreviousData, retry: false });
  useAnalyticsLive();
  if (stats.error?.data?.httpStatus === 404) return <NotFoundPage />;
  const data = stats.data?.sheet_id === sheetId ? stats.data : undefined;

  const exportClicks = () => downloadCsv(`sheet-clicks-${sheetId}.csv`, sheetClicksCsvRows(data?.clicks ?? []));

  return (
    <Stack gap="lg">
      <AnchorLink to="/talent-sheets/statistics" search={{ range: search.range }} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> {T.pageTitle}
        </Group>
      </AnchorLink>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1}>{data?.sheet_title ?? T.statistics}</Title>
          <AnchorLink to="/talent-sheet/$talentSheetId" params={{ talentSheetId: sheetId }} size="sm">
            {T.openSheet}
          </AnchorLink>
        </Stack>
        <AnalyticsControls search={search} showOnlyMine={false} onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />
      </Group>
      <StatCards viewsLabel={T.sheetViews} views={data?.total_views} clicks={data?.total_clicks} />
      <ActivityChart daily={data?.daily} sinceDays={sinceDays} loading={!data} />
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="sm">
          <Text fw={600}>{T.mostClickedProfiles}</Text>
          <Button variant="light" size="xs" leftSection={<IconDownload size={14} />} disabled={!data?.clicks.length} onClick={exportClicks}>
            {T.exportCsv}
          </Button>
        </Group>
        <ListCard loading={!data} empty={!data?.clicks.length} emptyText={T.noClicks}>
          {data && <MostClickedProfiles rows={data.clicks} range={search.range} showSheet={false} />}
        </ListCard>
      </Card>
      <SheetResponsesCard sheetId={sheetId} />
      <Card withBorder radius="md" padding="md">
        <Text fw={600} mb="sm">
          {T.visitors}
        </Text>
        <ListCard loading={!data} empty={!data?.visitors.length} emptyText={T.noVisitors}>
          {data && <SheetVisitorsTable visitors={data.visitors} />}
        </ListCard>
      </Card>
    </Stack>
  );
}
