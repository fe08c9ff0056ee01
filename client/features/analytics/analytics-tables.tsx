import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { ANALYTICS_LIMIT, ANALYTICS_TEXT as T, type AnalyticsRange } from '../../../shared/analytics';
import type { AnalyticsResponse, SheetStatisticsResponse, VisitorsResponse } from '../../../shared/schemas/analytics';
import { AnchorLink } from '../../components/router-links';

/** Sheets listed per visitor (most recent first); the rest are counted (and listed in the CSV export). */
const SHEETS_SHOWN = 3;
const when = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');

/** Names and e-mails wrap anywhere, so the figures beside them stay on screen on a phone. */
const WRAPS = { overflowWrap: 'anywhere' } as const;
/** A figure's column: as narrow as its figures, never wrapped. */
const FIGURE = { width: '1%', whiteSpace: 'nowrap' } as const;

function SheetLink({ id, title, range }: { id: string; title: string; range: AnalyticsRange }) {
  return (
    <AnchorLink to="/talent-sheets/statistics/$sheetId" params={{ sheetId: id }} search={{ range }} size="sm" style={WRAPS}>
      {title}
    </AnchorLink>
  );
}

/** A list's first rows, and "Show all N" for the rest, so a long list does not make the page endless. */
function ShownRows<Row>({ rows, label, head, row }: { rows: Row[]; label: string; head: ReactNode; row: (row: Row) => ReactNode }) {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, ANALYTICS_LIMIT.rowsShown);
  return (
    <Stack gap="xs">
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>{head}</Table.Thead>
        <Table.Tbody>{shown.map(row)}</Table.Tbody>
      </Table>
      {rows.length > ANALYTICS_LIMIT.rowsShown && (
        <Group justify="center">
          <Button variant="subtle" size="xs" onClick={() => setAll(!all)}>
            {all ? T.showFewer : T.showAll(rows.length)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export function MostViewedSheets({ rows, range }: { rows: AnalyticsResponse['views']; range: AnalyticsRange }) {
  return (
    <ShownRows
      rows={rows}
      label="Most-viewed sheets"
      head={
        <Table.Tr>
          <Table.Th>Sheet</Table.Th>
          <Table.Th ta="right" style={FIGURE}>
            Views
          </Table.Th>
          <Table.Th ta="right" style={FIGURE}>
            Clicks
          </Table.Th>
        </Table.Tr>
      }
      row={(row) => (
        <Table.Tr key={row.sheet_id}>
          <Table.Td>
            <SheetLink id={row.sheet_id} title={row.sheet_title} range={range} />
          </Table.Td>
          <Table.Td ta="right" style={FIGURE}>
            {row.views}
          </Table.Td>
          <Table.Td ta="right" style={FIGURE}>
            {row.total_clicks}
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

export function MostClickedProfiles({ rows, range, showSheet = true }: { rows: AnalyticsResponse['clicks']; range: AnalyticsRange; showSheet?: boolean }) {
  return (
    <ShownRows
      rows={rows}
      label="Most-clicked profiles"
      head={
        <Table.Tr>
          <Table.Th>Creator</Table.Th>
          {showSheet && <Table.Th>Sheet</Table.Th>}
          <Table.Th ta="right" style={FIGURE}>
            Clicks
          </Table.Th>
        </Table.Tr>
      }
      row={(row) => (
        <Table.Tr key={`${row.sheet_id}-${row.influencer_id}`}>
          <Table.Td>
            <Text size="sm" fw={500} style={WRAPS}>
              {row.fullname}
            </Text>
          </Table.Td>
          {showSheet && (
            <Table.Td>
              <SheetLink id={row.sheet_id} title={row.sheet_title} range={range} />
            </Table.Td>
          )}
          <Table.Td ta="right" style={FIGURE}>
            {row.clicks}
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

function VisitorEmail({ email }: { email: string }) {
  return (
    <Anchor href={`mailto:${email}`} size="sm" style={WRAPS}>
      {email}
    </Anchor>
  );
}

export function VisitorsTable({ data, range }: { data: VisitorsResponse; range: AnalyticsRange }) {
  const titles = new Map(data.sheets.map((s) => [s.id, s.title]));
  return (
    <ShownRows
      rows={data.recentVisits}
      label="Visitors"
      head={
        <Table.Tr>
          <Table.Th>E-mail</Table.Th>
          <Table.Th>Sheets opened</Table.Th>
          <Table.Th>Most recent visit</Table.Th>
        </Table.Tr>
      }
      row={(visit) => (
        <Table.Tr key={visit.email}>
          <Table.Td>
            <VisitorEmail email={visit.email} />
          </Table.Td>
          <Table.Td>
            <Group gap={6}>
              {visit.salesheet_ids.slice(0, SHEETS_SHOWN).map((id) => (
                <SheetLink key={id} id={id} title={titles.get(id) ?? id} range={range} />
              ))}
              {visit.salesheet_ids.length > SHEETS_SHOWN && (
                <Text
                  size="sm"
                  c="dimmed"
                  title={visit.salesheet_ids
                    .slice(SHEETS_SHOWN)
                    .map((id) => titles.get(id) ?? id)
                    .join(', ')}
                >
                  +{visit.salesheet_ids.length - SHEETS_SHOWN} more
                </Text>
              )}
            </Group>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{when(visit.most_recent_visit)}</Text>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

export function SheetVisitorsTable({ visitors }: { visitors: SheetStatisticsResponse['visitors'] }) {
  return (
    <ShownRows
      rows={visitors}
      label="Sheet visitors"
      head={
        <Table.Tr>
          <Table.Th>E-mail</Table.Th>
          <Table.Th ta="right" style={FIGURE}>
            Views
          </Table.Th>
          <Table.Th>Most recent visit</Table.Th>
        </Table.Tr>
      }
      row={(visitor) => (
        <Table.Tr key={visitor.email}>
          <Table.Td>
            <VisitorEmail email={visitor.email} />
          </Table.Td>
          <Table.Td ta="right" style={FIGURE}>
            {visitor.views}
          </Table.Td>
          <Table.Td>
            <Text size="sm">{when(visitor.most_recent_visit)}</Text>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

export { when as formatVisit };
