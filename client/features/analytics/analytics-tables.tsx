import { Anchor, Group, ScrollArea, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { AnalyticsRange } from '../../../shared/analytics';
import type { AnalyticsResponse, VisitorsResponse } from '../../../shared/schemas/analytics';
import { AnchorLink } from '../../components/router-links';

/** Sheets listed per visitor (most recent first); the rest are counted (and listed in the CSV export). */
const SHEETS_SHOWN = 3;
const when = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');

function SheetLink({ id, title, range }: { id: string; title: string; range: AnalyticsRange }) {
  return (
    <AnchorLink to="/talent-sheets/statistics/$sheetId" params={{ sheetId: id }} search={{ range }} size="sm">
      {title}
    </AnchorLink>
  );
}

export function MostViewedSheets({ rows, range }: { rows: AnalyticsResponse['views']; range: AnalyticsRange }) {
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover miw={360} aria-label="Most-viewed sheets">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sheet</Table.Th>
            <Table.Th ta="right">Views</Table.Th>
            <Table.Th ta="right">Clicks</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.sheet_id}>
              <Table.Td>
                <SheetLink id={row.sheet_id} title={row.sheet_title} range={range} />
              </Table.Td>
              <Table.Td ta="right">{row.views}</Table.Td>
              <Table.Td ta="right">{row.total_clicks}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

export function MostClickedProfiles({ rows, range, showSheet = true }: { rows: AnalyticsResponse['clicks']; range: AnalyticsRange; showSheet?: boolean }) {
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover miw={showSheet ? 360 : undefined} aria-label="Most-clicked profiles">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Creator</Table.Th>
            {showSheet && <Table.Th>Sheet</Table.Th>}
            <Table.Th ta="right">Clicks</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.sheet_id}-${row.influencer_id}`}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {row.fullname}
                </Text>
              </Table.Td>
              {showSheet && (
                <Table.Td>
                  <SheetLink id={row.sheet_id} title={row.sheet_title} range={range} />
                </Table.Td>
              )}
              <Table.Td ta="right">{row.clicks}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

export function VisitorsTable({ data, range }: { data: VisitorsResponse; range: AnalyticsRange }) {
  const titles = new Map(data.sheets.map((s) => [s.id, s.title]));
  return (
    <ScrollArea type="auto">
      <Table striped miw={420} aria-label="Visitors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Sheets opened</Table.Th>
            <Table.Th>Most recent visit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.recentVisits.map((visit) => (
            <Table.Tr key={visit.email}>
              <Table.Td>
                <Anchor href={`mailto:${visit.email}`} size="sm">
                  {visit.email}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Group gap={6}>
                  {visit.salesheet_ids.slice(0, SHEETS_SHOWN).map((id) => (
                    <SheetLink key={id} id={id} title={titles.get(id) ?? id} range={range} />
                  ))}
                  {visit.salesheet_ids.length > SHEETS_SHOWN && (
                    <Text size="sm" c="dimmed" title={visit.salesheet_ids.slice(SHEETS_SHOWN).map((id) => titles.get(id) ?? id).join(', ')}>
                      +{visit.salesheet_ids.length - SHEETS_SHOWN} more
                    </Text>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {when(visit.most_recent_visit)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

export { when as formatVisit };
