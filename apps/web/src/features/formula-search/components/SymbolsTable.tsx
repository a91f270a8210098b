import { Table } from '@mantine/core';
import type { FormulaSymbol } from '@eps/contracts';
import { FormulaMath } from './FormulaMath';

/** A unit as KaTeX reads it upright, with thin spaces between its parts (m s⁻¹ is not ms⁻¹). */
const unitLatex = (unit: string) => `\\mathrm{${unit.replace(/%/g, '\\%').trim().split(/\s+/).join('\\,')}}`;

function Unit({ unit }: { unit: string | null }) {
  if (unit === null) return '—';
  if (unit === 'none') return 'no unit';
  // A word ("varies") is said, not typeset.
  if (/^[a-z]{4,}$/.test(unit)) return unit;
  return <FormulaMath latex={unitLatex(unit)} inline />;
}

/** What each symbol of a formula means, with its unit. */
export function SymbolsTable({ symbols }: { symbols: FormulaSymbol[] }) {
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table striped withTableBorder fz="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="22%">Symbol</Table.Th>
            <Table.Th>Meaning</Table.Th>
            <Table.Th w="28%">Unit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {symbols.map((s) => (
            <Table.Tr key={s.symbol}>
              <Table.Td>
                <FormulaMath latex={s.symbol} inline />
              </Table.Td>
              <Table.Td>{s.meaning}</Table.Td>
              <Table.Td>
                <Unit unit={s.unit} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
