import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Card, Skeleton, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { ANALYTICS_TEXT as T } from '../../../shared/analytics';

type Day = { day: string; views: number; clicks: number };

/** Every UTC day from the range's first (or the first with events, for all) to today, zeros included. */
function fillDays(daily: Day[], sinceDays: number | undefined) {
  const today = dayjs().format('YYYY-MM-DD');
  const first = sinceDays
    ? dayjs(today)
        .subtract(sinceDays - 1, 'day')
        .format('YYYY-MM-DD')
    : (daily[0]?.day ?? today);
  const byDay = new Map(daily.map((d) => [d.day, d]));
  const days: Day[] = [];
  for (let day = dayjs(first); !day.isAfter(today); day = day.add(1, 'day')) {
    const key = day.format('YYYY-MM-DD');
    days.push(byDay.get(key) ?? { day: key, views: 0, clicks: 0 });
  }
  return days.map((d) => ({ ...d, label: dayjs(d.day).format('MMM D') }));
}

/** Views and clicks per day (@mantine/charts). */
export function ActivityChart({ daily, sinceDays, loading }: { daily: Day[] | undefined; sinceDays: number | undefined; loading: boolean }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text fw={600} mb="sm">
        {T.viewsOverTime}
      </Text>
      {loading || !daily ? (
        <Skeleton height={220} />
      ) : (
        <AreaChart
          h={220}
          data={fillDays(daily, sinceDays)}
          dataKey="label"
          withLegend
          curveType="monotone"
          withDots={daily.length <= 31}
          series={[
            { name: 'views', label: 'Views', color: 'brand.6' },
            { name: 'clicks', label: 'Clicks', color: 'teal.6' },
          ]}
          tickLine="none"
          gridAxis="y"
        />
      )}
    </Card>
  );
}
