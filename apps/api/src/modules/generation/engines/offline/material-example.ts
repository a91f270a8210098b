import type { Block, Table } from './blocks';
import { evaluate, substituteLatex } from './expression';
import { freeVariables, parseFormula, variableLatex, type Expr } from './formula';
import { latexToPlain } from './latex-text';
import { typesetFormulas } from './typeset-formulas';
import { capitalise, formatNumber, parseNumber, quantityOf, tableColumn } from './quantities';

/**
 * A worked example that a regenerate request asks for, computed only from numbers the material
 * gives: a value assigned to the symbol ("h = 6.63 x 10^-34 J s"), a value named the way the material
 * names the quantity ("a work function of 2.2 eV", where the material says "the work function phi"),
 * or a row of a table. Units are turned into SI before computing, so eV and J, nm and m mix correctly.
 * No typical value is ever made up: without the material's numbers there is no example.
 */

const SI: Record<string, [number, string]> = {
  J: [1, 'J'],
  kJ: [1e3, 'J'],
  MJ: [1e6, 'J'],
  eV: [1.602176634e-19, 'J'],
  keV: [1.602176634e-16, 'J'],
  MeV: [1.602176634e-13, 'J'],
  m: [1, 'm'],
  km: [1e3, 'm'],
  cm: [1e-2, 'm'],
  mm: [1e-3, 'm'],
  μm: [1e-6, 'm'],
  um: [1e-6, 'm'],
  nm: [1e-9, 'm'],
  s: [1, 's'],
  ms: [1e-3, 's'],
  Hz: [1, 'Hz'],
  kHz: [1e3, 'Hz'],
  MHz: [1e6, 'Hz'],
  GHz: [1e9, 'Hz'],
  kg: [1, 'kg'],
  g: [1e-3, 'kg'],
  N: [1, 'N'],
  W: [1, 'W'],
  kW: [1e3, 'W'],
  V: [1, 'V'],
  A: [1, 'A'],
  mA: [1e-3, 'A'],
  Ω: [1, 'Ω'],
  kΩ: [1e3, 'Ω'],
};

const NUMBER = String.raw`([-+−]?\d+(?:\.\d+)?)(?:\s*(?:x|×|\*)\s*10\s*\^\s*\{?([-+−]?\d+)\}?)?`;
const UNIT = String.raw`((?:\s*/?\s*[A-Za-zΩμ]{1,3}(?![A-Za-z])){0,3})`;

interface Given {
  si: number;
  /** The value as the material gives it, as LaTeX. */
  latex: string;
  /** The SI number as LaTeX, as the material wrote it when no conversion was needed. */
  number: string;
  siUnit: string;
  /** Shown after the SI value when the unit was converted ("2.2 eV"). */
  converted: boolean;
  fromTable: boolean;
}

/** The longest run of the unit words that are all units ("J s is" → "J s"), with its SI factor. */
function siOf(unit: string): { units: string; factor: number; siUnit: string } {
  const words = unit.match(/\/?\s*[A-Za-zΩμ]+/g) ?? [];
  while (words.length) {
    const known = words.map((w) => SI[w.replace(/^\/?\s*/, '')]);
    if (known.every(Boolean)) {
      let factor = 1;
      const si: string[] = [];
      words.forEach((w, i) => {
        const [f, u] = known[i]!;
        const divides = w.trim().startsWith('/');
        factor = divides ? factor / f : factor * f;
        si.push(divides ? `/${u}` : u);
      });
      return {
        units: words.join(' ').replace(/ \//g, '/'),
        factor,
        siUnit: si.join(' ').replace(/ \//g, '/'),
      };
    }
    words.pop();
  }
  return { units: '', factor: 1, siUnit: '' };
}

function given(mantissa: string, exponent: string | undefined, unit: string): Given {
  const { units, factor, siUnit } = siOf(unit);
  const number = Number(mantissa.replace('−', '-')) * 10 ** Number((exponent ?? '0').replace('−', '-'));
  const power = exponent ? `\\times 10^{${exponent.replace('−', '-')}}` : '';
  const unitLatex = units ? `\\,\\mathrm{${units.replace(/\s+/g, '\\,')}}` : '';
  const written = `${mantissa.replace('−', '-')}${power}`;
  return {
    si: number * factor,
    number: factor === 1 ? written : formatNumber(number * factor),
    latex: `${written}${unitLatex}`,
    siUnit,
    converted: factor !== 1,
    fromTable: false,
  };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How the material names a symbol: "the work function phi" → "work function". */
function namesOf(symbol: string, text: string): string[] {
  const names = [...(quantityOf(symbol)?.words ?? [])];
  const spelled = new RegExp(`\\b((?:[a-z]+ ){1,2})${escape(symbol)}\\b`, 'g');
  for (const m of text.matchAll(spelled)) {
    const words = m[1]!
      .trim()
      .split(' ')
      .filter((w) => !/^(the|a|an|is|of|and|where|so|by)$/.test(w));
    if (words.length) names.push(words.join(' '));
  }
  return names;
}

/** "a stiffness close to 20 newtons per metre": a unit the quantity's own pattern knows, in SI already. */
function inQuantityUnit(symbol: string, mantissa: string, exponent: string | undefined, after: string) {
  const quantity = quantityOf(symbol);
  if (!quantity?.unitPattern?.test(after)) return null;
  const value = given(mantissa, exponent, '');
  return { ...value, latex: `${value.latex}\\,${quantity.unit}`, siUnit: quantity.unitPlain };
}

function stated(symbol: string, text: string): Given | null {
  const assigned = new RegExp(
    `(?<![\\w\\\\])${escape(symbol)}\\s*=\\s*${NUMBER}\\s*${UNIT}(?!\\s*[-+*/×]\\s*\\d)`,
  );
  const a = assigned.exec(text);
  if (a) return given(a[1]!, a[2], a[3]!);
  for (const name of namesOf(symbol, text)) {
    const named = new RegExp(`\\b${escape(name)}\\b[^.\\d=]{0,25}?${NUMBER}\\s*${UNIT}`, 'gi');
    for (const m of text.matchAll(named)) {
      // A number named in prose counts only with its unit ("a work function of 2.2 eV").
      const value = given(m[1]!, m[2], m[3]!);
      if (value.siUnit) return value;
      const after = text.slice(m.index + m[0].length - m[3]!.length).trimStart();
      const own = inQuantityUnit(symbol, m[1]!, m[2], after);
      if (own) return own;
    }
  }
  return null;
}

/** A header's unit with its scale, "Frequency f (10^14 Hz)" → ×10^14 Hz, in SI. */
function headerUnit(
  header: string,
): { factor: number; unitFactor: number; latex: string; siUnit: string } | null {
  const unit = /\(([^)]*)\)\s*$|\/\s*(\S+)$/.exec(latexToPlain(header));
  const m = /^(?:(?:x|×)?\s*10\s*\^\s*\{?([-+−]?\d+)\}?\s*)?(.*)$/.exec(
    (unit?.[1] ?? unit?.[2] ?? '').trim(),
  );
  if (!m || (!m[1] && !m[2])) return null;
  const si = siOf(m[2] ?? '');
  if ((m[2] ?? '').trim() && !si.units) return null;
  const exponent = m[1]?.replace('−', '-');
  const power = exponent ? `\\times 10^{${exponent}}` : '';
  const latex = `${power}${si.units ? `\\,\\mathrm{${si.units.replace(/\s+/g, '\\,')}}` : ''}`;
  return { factor: 10 ** Number(exponent ?? 0) * si.factor, unitFactor: si.factor, latex, siUnit: si.siUnit };
}

function fromTable(symbol: string, tables: Table[], row: number): Given | null {
  for (const table of tables) {
    const column = tableColumn(table, symbol);
    const cell = column && table.rows[row]?.[column.index];
    const value = cell ? parseNumber(cell) : null;
    if (!column || value === null) continue;
    const scaled = headerUnit(table.header[column.index]!);
    if (scaled) {
      const si = value * scaled.factor;
      const written = latexToPlain(cell!);
      const number = scaled.factor === 1 ? written : formatNumber(si);
      const latex = `${written}${scaled.latex}`;
      const converted = scaled.unitFactor !== 1;
      return { si, number, latex, siUnit: scaled.siUnit, converted, fromTable: true };
    }
    const si = value * column.factor;
    const text = column.factor === 1 ? latexToPlain(cell!) : formatNumber(si);
    return { si, number: text, latex: text, siUnit: '', converted: false, fromTable: true };
  }
  return null;
}

/** The material uses the symbol for another quantity than the usual one ("h = 6.63 x 10^-34 J s" is no height). */
export function usedOtherwise(math: string, source: ExampleSource): boolean {
  const formula = parseFormula(math);
  return (formula ? freeVariables(formula.rhs) : []).some((symbol) => {
    const value = stated(symbol, source.text);
    const usual = quantityOf(symbol)?.unitPlain;
    return Boolean(value?.siUnit && usual !== undefined && value.siUnit !== usual);
  });
}

/** The unit of a sum's terms (`hf - \phi` has the unit of φ), or the quantity's own. */
function unitOf(e: Expr, values: Map<string, Given>): string {
  if (e.t === 'var') return values.get(e.name)?.siUnit ?? '';
  if (e.t === 'bin' && (e.op === '+' || e.op === '-')) return unitOf(e.a, values) || unitOf(e.b, values);
  return '';
}

export interface ExampleSource {
  tables: Table[];
  /** Plain text of the item and its context. */
  text: string;
}

/** The example for `math` using table row `row`, or null when the material lacks a number it needs. */
export function materialExample(math: string, source: ExampleSource, row: number): Block | null {
  const formula = parseFormula(math);
  if (!formula) return null;
  const symbols = freeVariables(formula.rhs);
  const values = new Map<string, Given>();
  for (const symbol of symbols) {
    const value = fromTable(symbol, source.tables, row) ?? stated(symbol, source.text);
    if (!value) return null;
    values.set(symbol, value);
  }
  // A later row only makes a new example when a table gives at least one of its numbers.
  if (row > 0 && ![...values.values()].some((v) => v.fromTable)) return null;
  const result = evaluate(formula.rhs, new Map([...values].map(([s, v]) => [s, v.si])));
  if (!Number.isFinite(result)) return null;
  const latexOf = variableLatex(formula.rhs);
  const givens = symbols.map((s) => {
    const v = values.get(s)!;
    const si = v.converted ? ` = ${formatNumber(v.si)}\\,\\mathrm{${v.siUnit}}` : '';
    return `$${latexOf.get(s)} = ${v.latex}${si}$`;
  });
  const { name, latex } = formula.lhs;
  const unit = quantityOf(name) ? '' : unitOf(formula.rhs, values);
  const quantityUnit = quantityOf(name)?.unit ?? (unit ? `\\mathrm{${unit}}` : '');
  const inJoules = unit === 'J' || quantityOf(name)?.unitPlain === 'J';
  const inEv = inJoules && [...values.values()].some((v) => /eV/.test(v.latex));
  const answer = `${formatNumber(result)}${quantityUnit ? `\\,${quantityUnit}` : ''}`;
  const where = [...values.values()].some((v) => v.fromTable) ? 'the material and its table' : 'the material';
  const lines = [
    `Using $${math}$ with ${givens.join(', ')} (from ${where}):`,
    `\\[ ${latex} = ${substituteLatex(formula.rhs, new Map([...values].map(([s, v]) => [s, v.number])))} = ${answer} \\]`,
    ...(inEv ? [`That is $${formatNumber(result / SI.eV![0])}\\,\\mathrm{eV}$.`] : []),
  ];
  const quantity = quantityOf(name);
  const title = quantity
    ? `Worked example: ${capitalise(quantity.name)} $${latex}$`
    : `Worked example: $${latex}$`;
  return { kind: 'example', title, body: lines.join('\n') };
}

/** Formulas of an item that an example could use: display equations, then inline ones with one `=`. */
export function formulasOf(blocks: Block[]): { math: string; block: Block }[] {
  const out: { math: string; block: Block }[] = [];
  for (const block of blocks) {
    if (block.kind === 'equation') out.push({ math: block.math, block });
    const texts =
      block.kind === 'paragraph' || block.kind === 'definition'
        ? [block.text]
        : block.kind === 'list'
          ? block.items.map((i) => i.text)
          : [];
    // Formulas still written as plain text count too: the example does not need them typeset first.
    for (const text of texts)
      for (const m of typesetFormulas(text).text.matchAll(/\$([^$]+)\$/g))
        if (m[1]!.split('=').length === 2 && parseFormula(m[1]!)) out.push({ math: m[1]!, block });
  }
  return out;
}

/** The prose of some LaTeX as plain text; plot code is no statement of the material's values. */
export const plainTextOf = (latex: string[]) =>
  latex
    .map((l) => latexToPlain(l.replace(/\\begin\{pythonplot\}[\s\S]*?\\end\{pythonplot\}/g, '')))
    .join(' ');
