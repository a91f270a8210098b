import type { Block } from './blocks';
import { evaluate, substituteLatex } from './expression';
import { freeVariables, parseFormula, variableLatex } from './formula';
import {
  capitalise,
  formatNumber,
  parseNumber,
  quantityOf,
  tableColumn,
  valueFor,
  type KnownValue,
  type ValueContext,
} from './quantities';

/**
 * "Include practical examples": a worked example for an equation of the material, with the numbers
 * the material gives (a table's first row, a value stated in the text) or typical ones, computed here
 * and said where each came from.
 */

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];
const rowName = (row: number) => (ORDINALS[row] ? `the ${ORDINALS[row]} row` : `row ${row + 1}`);

function sourceNote(source: KnownValue['source'], row: number): string {
  if (source === 'table') return `${rowName(row)} of the table`;
  return source === 'material' ? 'the value given in the material' : 'a typical value';
}

const withUnit = (text: string, symbol: string) => {
  const unit = quantityOf(symbol)?.unit;
  return unit ? `${text}\\,${unit}` : text;
};

function joinAnd(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The table's own value of the result in the row the example used, when the table has that column. */
function measured(symbol: string, latex: string, context: ValueContext, row: number): string | null {
  for (const table of context.tables) {
    const column = tableColumn(table, symbol);
    const cell = column && table.rows[row]?.[column.index];
    if (column && cell && parseNumber(cell) !== null) {
      const value = parseNumber(cell)! * column.factor;
      return `The table lists $${latex} = ${withUnit(formatNumber(value), symbol)}$ for this row.`;
    }
  }
  return null;
}

/**
 * The example for `math`, or null when it cannot be computed. `row` picks the table row to use, so a
 * second example of the same equation takes the next row.
 */
export function workedExample(
  math: string,
  context: ValueContext,
  row = 0,
): Extract<Block, { kind: 'example' }> | null {
  const formula = parseFormula(math);
  if (!formula) return null;
  const symbols = freeVariables(formula.rhs);
  const known = new Map<string, KnownValue>();
  for (const symbol of symbols) {
    const value = valueFor(symbol, context, row);
    if (!value) return null;
    known.set(symbol, value);
  }
  const result = evaluate(formula.rhs, new Map([...known].map(([s, k]) => [s, k.value])));
  if (!Number.isFinite(result)) return null;
  const latexOf = variableLatex(formula.rhs);
  const givens = symbols.map((s) => {
    const k = known.get(s)!;
    return `$${latexOf.get(s)} = ${withUnit(k.text, s)}$ (${sourceNote(k.source, row)})`;
  });
  const substituted = substituteLatex(formula.rhs, new Map([...known].map(([s, k]) => [s, k.text])));
  const { name, latex } = formula.lhs;
  const lines = [
    `Using $${math}$ with ${joinAnd(givens)}:`,
    `\\[ ${latex} = ${substituted} = ${withUnit(formatNumber(result), name)} \\]`,
  ];
  const usedTable = [...known.values()].some((k) => k.source === 'table');
  if (row > 0 && !usedTable) return null;
  const check = usedTable ? measured(name, latex, context, row) : null;
  if (check) lines.push(check);
  const quantity = quantityOf(name);
  const title = quantity ? `Worked example: ${capitalise(quantity.name)} $${latex}$` : 'Worked example';
  return { kind: 'example', title, body: lines.join('\n') };
}
