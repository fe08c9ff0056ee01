import { Accordion, Button, Group, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ANALYTICS_TEXT as T, sinceDaysOf } from '../../../shared/analytics';
import { ListCard } from '../../components/list-card';
import { downloadCsv } from '../../lib/download';
import { trpc } from '../../lib/trpc';
import { ActivityChart } from './activity-chart';
import { AnalyticsControls } from './analytics-controls';
import { visitorsCsvRows } from './analytics-csv';
import { MostClickedProfiles, MostViewedSheets, VisitorsTable } from './analytics-tables';
import { StatCards } from './stat-cards';
import { useAnalyticsLive } from './use-analytics-live';

const route = getRouteApi('/_signed-in/talent-sheets_/statistics/');

/** Spec §2.7 Analytics: Roster Visits and Profile Clicks, collapsible lists, range and only-my-sheets in the URL. */
export function AnalyticsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const input = { sinceDays: sinceDaysOf(search.range), onlyUserSheets: search.mine };
  const dashboard = trpc.analytics.dashboard.useQuery(input, { placeholderData: keepPreviousData });
  const visitors = trpc.analytics.visitors.useQuery(input, { placeholderData: keepPreviousData });
  useAnalyticsLive();

  const exportVisitors = () => downloadCsv('visitors.csv', visitors.data ? visitorsCsvRows(visitors.data) : []);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{T.pageTitle}</Title>
        <AnalyticsControls search={search} onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />
      </Group>
      <StatCards views={dashboard.data?.total_views} clicks={dashboard.data?.total_clicks} />
      <ActivityChart daily={dashboard.data?.daily} sinceDays={input.sinceDays} loading={dashboard.isPending} />
      <Accordion multiple variant="separated" radius="md" defaultValue={['sheets', 'profiles', 'visitors']}>
        <Accordion.Item value="sheets">
          <Accordion.Control>{T.mostViewedSheets}</Accordion.Control>
          <Accordion.Panel>
            <ListCard loading={dashboard.isPending} empty={!dashboard.data?.views.length} emptyText={T.noViews}>
              {dashboard.data && <MostViewedSheets rows={dashboard.data.views} range={search.range} />}
            </ListCard>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="profiles">
          <Accordion.Control>{T.mostClickedProfiles}</Accordion.Control>
          <Accordion.Panel>
            <ListCard loading={dashboard.isPending} empty={!dashboard.data?.clicks.length} emptyText={T.noClicks}>
              {dashboard.data && <MostClickedProfiles rows={dashboard.data.clicks} range={search.range} />}
            </ListCard>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="visitors">
          <Accordion.Control>{T.visitors}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <Group justify="flex-end">
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconDownload size={14} />}
                  disabled={!visitors.data?.recentVisits.length}
                  onClick={exportVisitors}
                >
                  {T.exportCsv}
                </Button>
              </Group>
              <ListCard loading={visitors.isPending} empty={!visitors.data?.recentVisits.length} emptyText={T.noVisitors}>
                {visitors.data && <VisitorsTable data={visitors.data} range={search.range} />}
              </ListCard>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
