import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DataTableProps {
  caption: string;
  headers: string[];
  rows: Array<{ key: string; cells: ReactNode[] }>;
}

/** The table behind a chart: one header row, the first cell of each row a row header. */
export function DataTable({ caption, headers, rows }: DataTableProps) {
  return (
    <Table striped withTableBorder fz="sm" captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {headers.map((h) => (
            <Table.Th key={h} scope="col">
              {h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            {row.cells.map((cell, i) =>
              i === 0 ? (
                <Table.Th key={i} scope="row" fw={500}>
                  {cell}
                </Table.Th>
              ) : (
                <Table.Td key={i}>{cell}</Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
