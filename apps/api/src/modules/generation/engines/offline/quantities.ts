import type { Table } from './blocks';
import { latexToPlain } from './latex-text';

/**
 * What the usual symbols of school physics and maths stand for, with a typical value, so a worked
 * example or a plot can put numbers into an equation of the material. A value the material states
 * (a table's first row, or "a stiffness of 20 N/m") always wins over the typical one, and every
 * example says where each number came from.
 */

export interface Quantity {
  name: string;
  /** Words that name the quantity in a table header or a sentence. */
  words: string[];
  typical: number;
  unit: string;
  unitPlain: string;
  /** Units a stated value must carry to be taken from the text. */
  unitPattern?: RegExp;
  /** Takes negative values too (plots span both signs). */
  signed?: boolean;
}

const q = (
  name: string,
  typical: number,
  unit: string,
  unitPlain: string,
  extra: Partial<Quantity> = {},
): Quantity => ({ name, words: [name], typical, unit, unitPlain, ...extra });

const METRES = /^(m|metres?|meters?)\b/i;
const SECONDS = /^(s|secs?|seconds?)\b/i;

// prettier-ignore
const QUANTITIES: Record<string, Quantity> = {
  A: q('amplitude', 0.05, '\\mathrm{m}', 'm', { unitPattern: METRES }),
  x: q('displacement', 0.05, '\\mathrm{m}', 'm', { signed: true }),
  y: q('displacement', 0.05, '\\mathrm{m}', 'm', { signed: true }),
  s: q('displacement', 5, '\\mathrm{m}', 'm', { words: ['displacement', 'distance'] }),
  d: q('distance', 2, '\\mathrm{m}', 'm', { unitPattern: METRES }),
  t: q('time', 1, '\\mathrm{s}', 's'),
  T: q('period', 2, '\\mathrm{s}', 's', { words: ['period', 'time period'], unitPattern: SECONDS }),
  f: q('frequency', 0.5, '\\mathrm{Hz}', 'Hz', { unitPattern: /^(Hz|hertz)\b/i }),
  omega: q('angular frequency', 2, '\\mathrm{rad\\,s^{-1}}', 'rad/s', { unitPattern: /^rad/i }),
  m: q('mass', 0.5, '\\mathrm{kg}', 'kg', { unitPattern: /^(kg|kilograms?)\b/i }),
  M: q('mass', 2, '\\mathrm{kg}', 'kg', { unitPattern: /^(kg|kilograms?)\b/i }),
  k: q('spring constant', 20, '\\mathrm{N\\,m^{-1}}', 'N/m', {
    words: ['stiffness', 'spring constant'], unitPattern: /^(N\s*\/?\s*m|N\s*m\^?-1|newtons? per met(re|er))/i }),
  L: q('length', 1, '\\mathrm{m}', 'm', { unitPattern: METRES }),
  l: q('length', 1, '\\mathrm{m}', 'm', { unitPattern: METRES }),
  g: q('gravitational field strength', 9.81, '\\mathrm{m\\,s^{-2}}', 'm/s²', {
    words: ['gravitational field strength', 'acceleration due to gravity', 'gravity'],
    unitPattern: /^(m\s*\/?\s*s|N\s*\/?\s*kg)/i }),
  v: q('velocity', 2, '\\mathrm{m\\,s^{-1}}', 'm/s', { words: ['velocity', 'speed'], signed: true }),
  u: q('initial velocity', 1, '\\mathrm{m\\,s^{-1}}', 'm/s'),
  a: q('acceleration', 2, '\\mathrm{m\\,s^{-2}}', 'm/s²', { signed: true }),
  F: q('force', 10, '\\mathrm{N}', 'N', { unitPattern: /^(N|newtons?)\b/ }),
  E: q('energy', 5, '\\mathrm{J}', 'J', { unitPattern: /^(J|joules?)\b/ }),
  W: q('work', 5, '\\mathrm{J}', 'J'),
  P: q('power', 100, '\\mathrm{W}', 'W', { unitPattern: /^(W|watts?)\b/ }),
  p: q('momentum', 2, '\\mathrm{kg\\,m\\,s^{-1}}', 'kg m/s'),
  h: q('height', 2, '\\mathrm{m}', 'm', { unitPattern: METRES }),
  r: q('radius', 0.5, '\\mathrm{m}', 'm', { unitPattern: METRES }),
  R: q('resistance', 10, '\\Omega', 'Ω', { unitPattern: /^(ohms?|Ω)/i }),
  V: q('voltage', 12, '\\mathrm{V}', 'V', { words: ['voltage', 'potential difference'], unitPattern: /^(V|volts?)\b/ }),
  I: q('current', 2, '\\mathrm{A}', 'A', { unitPattern: /^(A|amps?|amperes?)\b/ }),
  Q: q('charge', 0.001, '\\mathrm{C}', 'C'),
  theta: q('angle', 0.1, '\\mathrm{rad}', 'rad', { signed: true }),
  phi: q('phase', 0.5, '\\mathrm{rad}', 'rad'),
  lambda: q('wavelength', 0.5, '\\mathrm{m}', 'm', { unitPattern: METRES }),
  rho: q('density', 1000, '\\mathrm{kg\\,m^{-3}}', 'kg/m³'),
  tau: q('time constant', 2, '\\mathrm{s}', 's'),
  gamma: q('damping constant', 0.5, '\\mathrm{s^{-1}}', '1/s'),
  b: q('damping coefficient', 0.2, '\\mathrm{kg\\,s^{-1}}', 'kg/s'),
  n: q('number', 2, '', ''),
  N: q('number', 100, '', ''),
  mu: q('coefficient of friction', 0.3, '', ''),
};

/** `x_0` and `v_max` are quantities of the same kind as `x` and `v`. */
export function quantityOf(symbol: string): Quantity | undefined {
  return QUANTITIES[symbol] ?? QUANTITIES[symbol.split('_')[0]!];
}

export const capitalise = (s: string) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;

/** "Period T", "Displacement x 0": a symbol as a plot label or title says it. */
export function describe(symbol: string): string {
  const name = quantityOf(symbol)?.name;
  const shown = symbol.replace(/_/g, ' ');
  return name ? `${capitalise(name)} ${shown}` : shown;
}

export type ValueSource = 'table' | 'material' | 'typical';

export interface KnownValue {
  value: number;
  /** The number as the material wrote it (table cells keep their decimals). */
  text: string;
  source: ValueSource;
}

const HEADER_PREFIX: Record<string, number> = { g: 1e-3, cm: 1e-2, mm: 1e-3, ms: 1e-3 };

/** The column of `table` that holds the quantity, with the factor that turns its unit into SI. */
export function tableColumn(table: Table, symbol: string): { index: number; factor: number } | null {
  const quantity = quantityOf(symbol);
  for (let index = 0; index < table.header.length; index++) {
    const header = latexToPlain(table.header[index]!);
    const lower = header.toLowerCase();
    const bySymbol = new RegExp(`^${symbol.replace(/_.*/, '')}\\b`).test(header);
    const byName = quantity?.words.some((w) => lower.startsWith(w) || lower === w) ?? false;
    if (!bySymbol && !byName) continue;
    const unit = /\(([^)]*)\)|\/\s*(\S+)$/.exec(header);
    const factor = HEADER_PREFIX[(unit?.[1] ?? unit?.[2] ?? '').trim()] ?? 1;
    const mismatchedMass = factor === 1e-3 && unit?.[1]?.trim() === 'g' && quantity?.name !== 'mass';
    return mismatchedMass ? null : { index, factor };
  }
  return null;
}

/** A cell's number, in any form the material typed it: 0.26, -5, 2.5e-7, 1.2 × 10^15, 10^14. */
export const parseNumber = (cell: string): number | null => {
  // "22,481" and "1,480.24": thousands separated by commas.
  const plain = latexToPlain(cell)
    .replace(/\s/g, '')
    .replace(/^([-+]?\d{1,3}(?:,\d{3})+)(?=\.\d|$)/, (m) => m.replace(/,/g, ''));
  if (/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(plain)) return Number(plain);
  const power = /^(?:([-+]?(?:\d+(?:\.\d*)?|\.\d+))×)?10\^([-+]?\d+)$/.exec(plain);
  return power ? Number(power[1] ?? 1) * 10 ** Number(power[2]) : null;
};

/** "a spring of stiffness close to 20 newtons per metre" → 20 for k. */
function statedValue(symbol: string, text: string): KnownValue | null {
  const quantity = quantityOf(symbol);
  if (!quantity?.unitPattern) return null;
  for (const word of quantity.words) {
    // "2.5 × 10^-7 m" (the plain text of a power of ten the material typed) is 2.5e-7, not 2.5.
    const pattern = new RegExp(
      `\\b${word}\\b[^.\\d]{0,30}?(\\d+(?:\\.\\d+)?)(?:\\s*×\\s*10\\^([-+]?\\d+))?\\s*`,
      'gi',
    );
    for (const m of text.matchAll(pattern)) {
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 30);
      if (!quantity.unitPattern.test(after)) continue;
      const [, mantissa, exponent] = m;
      return exponent === undefined
        ? { value: Number(mantissa), text: mantissa!, source: 'material' }
        : {
            value: Number(`${mantissa}e${exponent}`),
            text: `${mantissa}\\times 10^{${exponent}}`,
            source: 'material',
          };
    }
  }
  return null;
}

export interface ValueContext {
  tables: Table[];
  /** Plain text of the material around the equation (its section first). */
  text: string;
}

export function formatNumber(value: number): string {
  if (value === 0) return '0';
  const abs = Math.abs(value);
  if (abs >= 1e5 || abs < 1e-3) {
    const [mantissa, exponent] = value.toExponential(2).split('e');
    return `${mantissa}\\times 10^{${Number(exponent)}}`;
  }
  if (abs >= 1000) return String(Math.round(value));
  return value.toPrecision(3).replace(/(\.\d*?[1-9])0+$|\.0+$/, '$1');
}

/** The value to use for a symbol, and where it comes from; `row` picks a table row (the first by default). */
export function valueFor(symbol: string, context: ValueContext, row = 0): KnownValue | null {
  for (const table of context.tables) {
    const column = tableColumn(table, symbol);
    const cell = column && table.rows[row]?.[column.index];
    const value = cell === undefined || cell === null ? null : parseNumber(cell);
    if (column && value !== null) {
      const si = value * column.factor;
      return {
        value: si,
        text: column.factor === 1 ? latexToPlain(cell!) : formatNumber(si),
        source: 'table',
      };
    }
  }
  const stated = statedValue(symbol, context.text);
  if (stated) return stated;
  const quantity = quantityOf(symbol);
  return quantity
    ? { value: quantity.typical, text: formatNumber(quantity.typical), source: 'typical' }
    : null;
}
