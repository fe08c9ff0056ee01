import { Badge, em, Group, List, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CSV_IMPORT_LABEL } from '../../../../shared/csv-import-texts';
import type { CsvPreviewRow } from '../../../../shared/schemas/csv-import';
import { PLATFORM_NAMES } from '../add-talent-state';

type ShownRow = Pick<CsvPreviewRow, 'row' | 'name' | 'errors'> & { socials?: CsvPreviewRow['socials'] };

function NameAndAccounts({ row }: { row: ShownRow }) {
  return (
    <Stack gap={2} style={{ wordBreak: 'break-word' }}>
      <Text size="sm" fw={500}>
        {row.name || '—'}
      </Text>
      {row.socials?.map((social, i) => (
        <Text key={i} size="xs" c={social.handle ? 'dimmed' : 'red'}>
          {PLATFORM_NAMES[social.platform] ?? social.platform} {social.handle ? `@${social.handle}` : social.value}
        </Text>
      ))}
    </Stack>
  );
}

function Problems({ row }: { row: ShownRow }) {
  if (!row.errors.length)
    return (
      <Badge color="teal" variant="light">
        {CSV_IMPORT_LABEL.ready}
      </Badge>
    );
  return (
    <List size="sm" c="red" spacing={2} style={{ wordBreak: 'break-word' }}>
      {row.errors.map((error) => (
        <List.Item key={error}>{error}</List.Item>
      ))}
    </List>
  );
}

/**
 * One entry per row of the file: its number, the name and accounts as read, and what stops it being
 * added (or Ready). A table on wide screens; on a phone, one card per row (three columns do not fit).
 */
export function CsvRowsList({ rows, hiddenOverLimit = 0 }: { rows: ShownRow[]; hiddenOverLimit?: number }) {
  const phone = useMediaQuery(`(max-width: ${em(767)})`);
  const more = hiddenOverLimit > 0 && (
    <Text size="sm" c="dimmed" ta="center" mt="xs">
      {CSV_IMPORT_LABEL.moreOverLimit(hiddenOverLimit)}
    </Text>
  );
  if (phone) {
    return (
      <Stack gap="xs">
        {rows.map((row) => (
          <Paper key={row.row} withBorder p="sm" radius="md" data-testid={`csv-row-${row.row}`}>
            <Stack gap="xs">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Text size="sm" c="dimmed" w={56} style={{ flexShrink: 0 }}>
                  {CSV_IMPORT_LABEL.row} {row.row}
                </Text>
                <NameAndAccounts row={row} />
              </Group>
              <Problems row={row} />
            </Stack>
          </Paper>
        ))}
        {more}
      </Stack>
    );
  }
  return (
    <>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{CSV_IMPORT_LABEL.row}</Table.Th>
            <Table.Th w="40%">{CSV_IMPORT_LABEL.name}</Table.Th>
            <Table.Th>{CSV_IMPORT_LABEL.problems}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.row} data-testid={`csv-row-${row.row}`}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td>
                <NameAndAccounts row={row} />
              </Table.Td>
              <Table.Td>
                <Problems row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {more}
    </>
  );
}
