import { Group, NumberInput, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import classes from '../calculator.module.css';
import { formatCoordinate, type RealFunction } from './graph-analysis';

const ROWS = 11;

/** A table of values of every function, from a chosen start in chosen steps. */
export function ValuesTable({ functions, labels }: { functions: RealFunction[]; labels: string[] }) {
  const [start, setStart] = useState(-5);
  const [step, setStep] = useState(1);
  const xs = Array.from({ length: ROWS }, (_, i) => Number((start + i * step).toPrecision(12)));
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <NumberInput
          label="Start x"
          w={110}
          value={start}
          onChange={(v) => typeof v === 'number' && setStart(v)}
        />
        <NumberInput
          label="Step"
          w={110}
          value={step}
          min={0.0001}
          onChange={(v) => typeof v === 'number' && v > 0 && setStep(v)}
        />
      </Group>
      <div className={classes.tableScroll}>
        <Table striped withTableBorder aria-label="Table of values">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>x</Table.Th>
              {labels.map((label, i) => (
                <Table.Th key={i}>{label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {xs.map((x) => (
              <Table.Tr key={x}>
                <Table.Td>{formatCoordinate(x)}</Table.Td>
                {functions.map((f, i) => {
                  const y = f(x);
                  return (
                    <Table.Td key={i}>{Number.isFinite(y) ? formatCoordinate(y) : 'undefined'}</Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}
