import type { Block, Table } from './blocks';
import { evaluate, toPython } from './expression';
import { freeVariables, parseFormula, type Expr, type Formula } from './formula';
import { latexToPlain } from './latex-text';
import { mathtextLabel } from './scientific-text';
import { describe, parseNumber, quantityOf, valueFor, type ValueContext } from './quantities';

/**
 * "Include images and plots": plots the material itself supports. A function found in an equation is
 * drawn against its time variable (two periods when the equation has a frequency) or its first variable;
 * a table with numeric columns is drawn as data. The Python uses numpy and matplotlib only, writes no
 * file but the figure the sandbox saves, and reads nothing.
 */

export type PlotBlock = Extract<Block, { kind: 'plot' }>;

const PRELUDE = [
  'import matplotlib',
  "matplotlib.use('Agg')",
  'import matplotlib.pyplot as plt',
  'import numpy as np',
];
const SAMPLES = 400;
// prettier-ignore
const PYTHON_RESERVED = new Set(['and', 'as', 'assert', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else',
  'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass',
  'raise', 'return', 'try', 'while', 'with', 'yield', 'np', 'plt', 'matplotlib', 'None', 'True', 'False']);

const pyName = (symbol: string) => {
  const name = symbol.replace(/[^A-Za-z0-9_]/g, '_');
  return PYTHON_RESERVED.has(name) ? `${name}_` : name;
};
/** A JSON string is a valid Python string literal; `$` would start matplotlib's math text. */
export const pyString = (text: string) => JSON.stringify(text.replace(/[$\\]/g, ''));
/** A label or title for matplotlib: its numbers, exponents and scripts as mathtext, the rest literal. */
export const pyLabel = (text: string) => JSON.stringify(mathtextLabel(text));

const TITLE_LENGTH = 80;
/**
 * Plain text fit for a pythonplot block title (no braces or line breaks, nothing LaTeX would read as a
 * command): the writers typeset it with textToLatex. Long titles are cut at a blank, never inside a number.
 */
export const plotTitle = (text: string) => {
  const plain = text
    .replace(/\(%\)/g, '(percent)')
    .replace(/[{}\\$%#&~\p{Cc}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= TITLE_LENGTH) return plain || 'Plot';
  const cut = plain.slice(0, TITLE_LENGTH + 1).lastIndexOf(' ');
  return plain.slice(0, cut > 20 ? cut : TITLE_LENGTH).trim();
};
const num = (v: number) => String(Number(v.toPrecision(6)));

function label(symbol: string): string {
  const unit = quantityOf(symbol)?.unitPlain;
  return unit ? `${describe(symbol)} (${unit})` : describe(symbol);
}

/** The independent variable and its range: time over two periods when the equation has a frequency. */
function axis(symbol: string, values: Map<string, number>, context: ValueContext): [number, number] {
  if (symbol === 't') {
    const omega = values.get('omega');
    const period = omega ? (2 * Math.PI) / omega : values.get('f') ? 1 / values.get('f')! : values.get('T');
    return [0, 2 * Math.abs(period ?? 5)];
  }
  const v = Math.abs(valueFor(symbol, context)?.value ?? 1) || 1;
  const amplitude = values.get('A');
  if (quantityOf(symbol)?.signed) return amplitude ? [-amplitude, amplitude] : [-2 * v, 2 * v];
  return [v / 20, 2 * v];
}

function independentOf(formula: Formula): string {
  const symbols = freeVariables(formula.rhs);
  return symbols.includes('t') ? 't' : symbols.includes('x') ? 'x' : symbols[0]!;
}

/** Whether `x` sits inside a function, a power or a denominator: the plot is a curve, not a line. */
function curvedIn(e: Expr, x: string, inside = false): boolean {
  switch (e.t) {
    case 'var':
      return inside && e.name === x;
    case 'fn':
      return curvedIn(e.a, x, true);
    case 'pow':
      return curvedIn(e.a, x, true) || curvedIn(e.b, x, true);
    case 'neg':
      return curvedIn(e.a, x, inside);
    case 'bin':
      return curvedIn(e.a, x, inside) || curvedIn(e.b, x, inside || e.op === '/');
    default:
      return false;
  }
}

/** Higher draws first: time dependence, then curves, then straight lines. */
export function plotPriority(math: string): number {
  const formula = parseFormula(math);
  if (!formula) return 0;
  const x = independentOf(formula);
  return x === 't' ? 3 : curvedIn(formula.rhs, x) ? 2 : 1;
}

export function functionPlot(math: string, context: ValueContext): PlotBlock | null {
  const formula = parseFormula(math);
  if (!formula) return null;
  const x = independentOf(formula);
  const values = new Map<string, number>();
  const notes: string[] = [];
  for (const symbol of freeVariables(formula.rhs)) {
    if (symbol === x) continue;
    const known = valueFor(symbol, context);
    if (!known) return null;
    values.set(symbol, known.value);
    notes.push(
      `${pyName(symbol)} = ${num(known.value)}  # ${known.source === 'typical' ? 'a typical value' : 'from the material'}`,
    );
  }
  const [from, to] = axis(x, values, context);
  const ys: number[] = [];
  for (let i = 0; i <= 40; i++) {
    const y = evaluate(formula.rhs, new Map([...values, [x, from + ((to - from) * i) / 40]]));
    if (Number.isFinite(y)) ys.push(y);
  }
  const spread = Math.max(...ys) - Math.min(...ys);
  if (ys.length < 36 || !(spread > 1e-12 * (Math.abs(Math.max(...ys)) + 1))) return null;
  const y = formula.lhs.name;
  const names = new Map(freeVariables(formula.rhs).map((s) => [s, pyName(s)]));
  const title = plotTitle(`${describe(y)} against ${describe(x).replace(/^\w/, (c) => c.toLowerCase())}`);
  const code = [
    ...PRELUDE,
    '',
    ...notes,
    `${pyName(x)} = np.linspace(${num(from)}, ${num(to)}, ${SAMPLES})`,
    `${pyName(y)} = ${toPython(formula.rhs, names)}`,
    '',
    'plt.figure(figsize=(6, 4))',
    `plt.plot(${pyName(x)}, ${pyName(y)}, color='tab:blue', linewidth=2)`,
    `plt.xlabel(${pyLabel(label(x))})`,
    `plt.ylabel(${pyLabel(label(y))})`,
    `plt.title(${pyLabel(title)})`,
    'plt.grid(True, alpha=0.3)',
    'plt.tight_layout()',
  ].join('\n');
  return { kind: 'plot', title, code };
}

const MAX_SERIES = 4;
const MAX_ROWS = 200;

export function tablePlot(table: Table): PlotBlock | null {
  const rows = table.rows.slice(0, MAX_ROWS);
  if (rows.length < 3) return null;
  const numeric = table.header
    .map((_, i) => i)
    .filter((i) => rows.every((r) => parseNumber(r[i] ?? '') !== null));
  if (numeric.length < 2) return null;
  const [xi, ...yis] = numeric.slice(0, MAX_SERIES + 1) as [number, ...number[]];
  const column = (i: number) => rows.map((r) => parseNumber(r[i]!)!);
  const headers = table.header.map((h) => latexToPlain(h) || 'value');
  const xs = column(xi);
  const sorted = xs.every((v, i) => i === 0 || v >= xs[i - 1]!);
  const draw = (n: number) => (sorted ? `plt.plot(x, y${n}, 'o-'` : `plt.scatter(x, y${n}`);
  const title = plotTitle(`${yis.map((i) => headers[i]).join(', ')} against ${headers[xi]}`);
  const code = [
    ...PRELUDE,
    '',
    `x = np.array([${xs.map(num).join(', ')}])`,
    ...yis.map((i, n) => `y${n + 1} = np.array([${column(i).map(num).join(', ')}])`),
    '',
    'plt.figure(figsize=(6, 4))',
    ...yis.map((i, n) => `${draw(n + 1)}, label=${pyLabel(headers[i]!)})`),
    `plt.xlabel(${pyLabel(headers[xi]!)})`,
    `plt.ylabel(${pyLabel(yis.length === 1 ? headers[yis[0]!]! : 'value')})`,
    ...(yis.length > 1 ? ['plt.legend()'] : []),
    `plt.title(${pyLabel(title)})`,
    'plt.grid(True, alpha=0.3)',
    'plt.tight_layout()',
  ].join('\n');
  return { kind: 'plot', title, code };
}
