import { Table, Text } from '@mantine/core';
import classes from '../calculator.module.css';
import { formatCoordinate, type MarkedPoint } from './graph-analysis';

const KIND_NAMES = {
  root: 'Root',
  intersection: 'Intersection',
  maximum: 'Maximum',
  minimum: 'Minimum',
} as const;

/** The marked points as a table: what keyboard and screen-reader users read instead of the picture. */
export function PointsTable({ points, labels }: { points: MarkedPoint[]; labels: string[] }) {
  if (points.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No roots, turning points or intersections in this window.
      </Text>
    );
  }
  return (
    <div className={classes.tableScroll}>
      <Table striped withTableBorder aria-label="Points on the graph">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Point</Table.Th>
            <Table.Th>Of</Table.Th>
            <Table.Th>x</Table.Th>
            <Table.Th>y</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {points.map((p, i) => (
            <Table.Tr key={i}>
              <Table.Td>{KIND_NAMES[p.kind]}</Table.Td>
              <Table.Td>{p.functions.map((f) => labels[f]).join(' and ')}</Table.Td>
              <Table.Td>{formatCoordinate(p.x)}</Table.Td>
              <Table.Td>{formatCoordinate(p.y)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
