import { Anchor, Avatar, Badge, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { SEARCH_TEXT as T, type SearchSort } from '../../../shared/search-options';
import type { SearchResult } from '../../../shared/schemas/search';
import { compactNumber, percent } from './format';
import pinnedColumn from '../../components/pinned-column.module.css';

interface Props {
  results: SearchResult[];
  sortBy: SearchSort;
  sortOrder: 'asc' | 'desc';
  onSort: (column: SearchSort) => void;
  /** "Audience {min} - {max}" when an age share is asked. */
  ageColumn: string | null;
  renderAdd: (result: SearchResult) => ReactNode;
  /** The AI filter's reasons, by account id (shown under the creator). */
  explanations?: Map<number, string>;
  /** Called when the screen nears the last loaded row (the next page, if any, is then asked for). */
  onNearEnd: () => void;
}

function SortHeader({ column, label, props }: { column: SearchSort; label: string; props: Props }) {
  const active = props.sortBy === column;
  const Icon = !active ? IconSelector : props.sortOrder === 'desc' ? IconChevronDown : IconChevronUp;
  return (
    <Table.Th aria-sort={active ? (props.sortOrder === 'desc' ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => props.onSort(column)} aria-label={`Sort by ${label}`}>
        <Group gap={4} wrap="nowrap">
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Icon size={14} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

const genderInitial = (g: string | null) => (g ? g[0]!.toUpperCase() : null);

/** Rows drawn beyond the screen on each side, so a quick scroll does not show blanks. */
const OVERSCAN_ROWS = 8;
/** A row's height before it is measured (avatar, name, handle and profile link). */
const ROW_HEIGHT_ESTIMATE = 77;
/** How close to the last loaded row the screen gets before the next page is asked for. */
const LOAD_AHEAD_ROWS = 40;

/**
 * Spec §2.7 results table; every column with a sort value sorts. Only the rows near the screen
 * are drawn (pages of 300 add up to thousands of rows, each with its own Add menu); the table
 * still scrolls with the page and tells assistive technology how many rows it holds.
 */
export function SearchResultsTable(props: Props) {
  const { results, ageColumn, onNearEnd } = props;
  const body = useRef<HTMLTableSectionElement>(null);
  // Where the rows start on the page, read after every render: what lies above the table (the
  // filters, the AI box) moves it without rendering it.
  const [top, setTop] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see above; it only sets a changed value
  useLayoutEffect(() => {
    const measured = Math.round((body.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    if (measured !== top) setTop(measured);
  });
  const rows = useWindowVirtualizer({
    count: results.length,
    estimateSize: () => ROW_HEIGHT_ESTIMATE,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
    getItemKey: (index) => results[index]!.id,
  });
  const drawn = rows.getVirtualItems();
  const first = drawn[0];
  const last = drawn.at(-1);
  const lastDrawn = last?.index ?? -1;
  useEffect(() => {
    if (lastDrawn >= results.length - LOAD_AHEAD_ROWS) onNearEnd();
  }, [lastDrawn, results.length, onNearEnd]);
  const spaceBefore = first ? first.start - top : 0;
  const spaceAfter = last ? rows.getTotalSize() - (last.end - top) : 0;
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table verticalSpacing="xs" highlightOnHover aria-rowcount={results.length + 1}>
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            <Table.Th className={pinnedColumn.start}>Talent</Table.Th>
            <SortHeader column="us_audience_share" label="US Audience" props={props} />
            <SortHeader column="audience_female_percent" label="Female/Male" props={props} />
            <SortHeader column="followers" label="Followers" props={props} />
            {ageColumn && <SortHeader column="audience_age_share" label={ageColumn} props={props} />}
            <SortHeader column="engagement_rate" label="Engagement Rate" props={props} />
            <SortHeader column="avg_views" label="Average Views" props={props} />
            <Table.Th className={pinnedColumn.end}>{T.add}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody ref={body}>
          {spaceBefore > 0 && <tr aria-hidden style={{ height: spaceBefore }} />}
          {drawn.map((item) => (
            <ResultRow key={item.key} index={item.index} measure={rows.measureElement} result={results[item.index]!} props={props} />
          ))}
          {spaceAfter > 0 && <tr aria-hidden style={{ height: spaceAfter }} />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ResultRow({
  index,
  measure,
  result: r,
  props,
}: {
  index: number;
  measure: (row: HTMLTableRowElement | null) => void;
  result: SearchResult;
  props: Props;
}) {
  const { ageColumn, renderAdd, explanations } = props;
  return (
    <Table.Tr ref={measure} data-index={index} aria-rowindex={index + 2} data-testid="search-result">
      <Table.Td className={pinnedColumn.start}>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={r.picture_url} alt="" radius="xl" />
          <Stack gap={0}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={600}>
                {r.fullname}
              </Text>
              {r.on_roster && (
                <Badge size="xs" variant="light">
                  {T.onRoster}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              @{r.handle} {[genderInitial(r.gender), r.age_range].filter(Boolean).join(' · ')}
            </Text>
            {explanations?.has(r.id) && (
              <Text size="xs" c="brand" maw={360} data-testid="ai-explanation">
                {explanations.get(r.id)}
              </Text>
            )}
            <Anchor size="xs" href={`/influencers/profile/${r.influencer_id}`}>
              {T.viewProfile}
            </Anchor>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>{percent(r.us_audience_share)}</Table.Td>
      <Table.Td>
        {percent(r.audience_female_percent)} / {percent(r.audience_male_percent)}
      </Table.Td>
      <Table.Td>{compactNumber(r.followers)}</Table.Td>
      {ageColumn && <Table.Td>{percent(r.audience_age_share)}</Table.Td>}
      <Table.Td>{r.engagement_rate && r.engagement_rate > 0 ? percent(r.engagement_rate) : '—'}</Table.Td>
      <Table.Td>{r.avg_views === null ? '—' : compactNumber(r.avg_views)}</Table.Td>
      <Table.Td className={pinnedColumn.end}>{renderAdd(r)}</Table.Td>
    </Table.Tr>
  );
}
