import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { ANALYTICS_TEXT as T } from '../../../shared/analytics';

/** The two headline figures: Roster Visits (or, for one sheet, Sheet Views) and Profile Clicks. */
export function StatCards({ views, clicks, viewsLabel = T.rosterVisits }: { views: number | undefined; clicks: number | undefined; viewsLabel?: string }) {
  return (
    <SimpleGrid cols={2} spacing="md">
      {[
        { label: viewsLabel, value: views, id: 'roster-visits' },
        { label: T.profileClicks, value: clicks, id: 'profile-clicks' },
      ].map((stat) => (
        <Card key={stat.id} withBorder radius="md" padding="md">
          <Text size="sm" c="dimmed" fw={500}>
            {stat.label}
          </Text>
          {stat.value === undefined ? (
            <Skeleton height={36} mt={6} width={80} />
          ) : (
            <Text fz={32} fw={700} data-testid={stat.id}>
              {stat.value.toLocaleString()}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
