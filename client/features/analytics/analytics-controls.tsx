import { Group, SegmentedControl, Switch } from '@mantine/core';
import { ANALYTICS_RANGES, ANALYTICS_TEXT as T } from '../../../shared/analytics';
import type { AnalyticsSearch } from './analytics-search';

/** Range (all / 7 / 30 days) and, on the dashboard, only-my-sheets; both live in the URL. */
export function AnalyticsControls({
  search,
  onChange,
  showOnlyMine = true,
}: {
  search: AnalyticsSearch;
  onChange: (next: Partial<AnalyticsSearch>) => void;
  showOnlyMine?: boolean;
}) {
  return (
    <Group gap="md" wrap="wrap">
      <SegmentedControl
        aria-label="Range"
        value={String(search.range)}
        onChange={(value) => onChange({ range: ANALYTICS_RANGES.find((range) => String(range) === value) })}
        data={ANALYTICS_RANGES.map((range) => ({ value: String(range), label: T.rangeLabels[range] }))}
      />
      {showOnlyMine && <Switch label={T.onlyMySheets} checked={search.mine} onChange={(event) => onChange({ mine: event.currentTarget.checked })} />}
    </Group>
  );
}
