import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { formatPercent } from '../format';
import type { Metric } from './account-panel';

/** A card per metric, with its percentage change when known. */
export function MetricCards({ metrics }: { metrics: Metric[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {metrics.map((metric) => (
        <Paper key={metric.label} p="md" radius="md" withBorder>
          <Text size="xs" c="dimmed" tt="uppercase">
            {metric.label}
          </Text>
          <Group gap={6} align="baseline">
            <Text fw={800} fz="xl">
              {metric.value}
            </Text>
            {metric.change != null && metric.change !== 0 && (
              <Text size="xs" c={metric.change > 0 ? 'teal.9' : 'red.9'} span>
                {metric.change > 0 ? <IconArrowUpRight size={12} aria-hidden /> : <IconArrowDownRight size={12} aria-hidden />}
                {formatPercent(Math.abs(metric.change), 1)}
              </Text>
            )}
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
