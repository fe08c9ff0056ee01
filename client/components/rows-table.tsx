import { Table, type MantineBreakpoint } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Shown from this width up (the phone shows only the others). */
  visibleFrom?: MantineBreakpoint;
  maw?: number;
  align?: 'right';
}

export const listDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A list page's table: a header row and one row per item, each cell from its column. */
export function RowsTable<Row extends { id: string }>({ rows, columns, rowTestId }: { rows: Row[]; columns: Column<Row>[]; rowTestId?: string }) {
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header} visibleFrom={column.visibleFrom} ta={column.align}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid={rowTestId}>
            {columns.map((column) => (
              <Table.Td key={column.header} visibleFrom={column.visibleFrom} maw={column.maw}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
