import { latexToPlain } from './latex-text';
import { FUNCTION_NAMES, GREEK_NAMES, safeMath } from './math-sanitizer';
import { plainToLatexMath } from './plain-math';
import { UNITS } from './typed-math';

/**
 * "Typeset the equations": formulas written as plain text inside sentences (`E = hf`,
 * `h = 6.63 x 10^-34 J s`, `KEmax = 3.1 - 2.2 = 0.9 eV`) become inline LaTeX math. A formula is a
 * symbol, `=`, and the run of mathematical tokens after it (numbers, operators, symbols, units); the
 * first ordinary word ends it. Text already in math mode is left alone.
 */

/** Short words of prose that are never a symbol or a unit. */
const STOP = new Set(
  `is an of in on at to or so by as it be if we no do up the and for are was has its can may not but
  with this that than then when where which while`.split(/\s+/),
);
const OPERATORS = /^(?:[-+−–*/×·^=<>≈()]|x|\\times|\\cdot)$/;
const MATH_CHUNK = /\$[^$]*\$|\\\([\s\S]*?\\\)|\\\[[\s\S]*?\\\]/g;

function isSymbol(plain: string): boolean {
  if (STOP.has(plain.toLowerCase())) return false;
  return /^[A-Za-z][A-Za-z0-9_]{0,7}$/.test(plain) && (plain.length <= 3 || /max|min|[_0-9]/.test(plain));
}

function isMathToken(plain: string): boolean {
  if (!plain || STOP.has(plain.toLowerCase())) return false;
  if (OPERATORS.test(plain) || UNITS.has(plain)) return true;
  if (/\d|[\^_/]/.test(plain) && !/[A-Za-z]{4,}/.test(plain.replace(/sqrt|pi|\\[a-z]+/g, ''))) return true;
  if (GREEK_NAMES.has(plain) || FUNCTION_NAMES.has(plain.replace(/\(.*/, '')) || /^sqrt\(/.test(plain))
    return true;
  return /^\(?[A-Za-z]{1,2}\)?$/.test(plain);
}

const NUMBER_UNIT =
  /^([-+−]?\d+(?:\.\d+)?)(?:\s*(?:x|×|\*)\s*10\s*\^\s*\{?([-+−]?\d+)\}?)?\s*((?:[A-Za-zΩμ]{1,4}(?:\s*\/\s*|\s*)){0,3})$/;

/** One side of a formula: a quantity with its unit gets `\times 10^{n}` and an upright unit. */
function side(plain: string): string {
  const value = NUMBER_UNIT.exec(plain.trim());
  if (
    value &&
    value[3]!
      .split(/[\s/]+/)
      .filter(Boolean)
      .every((u) => UNITS.has(u))
  ) {
    const [, mantissa, exponent, unit] = value;
    const power = exponent ? `\\times 10^{${exponent.replace('−', '-')}}` : '';
    const units = unit!
      .trim()
      .replace(/\s*\/\s*/g, '/')
      .split(/\s+/)
      .join('\\,');
    return `${mantissa!.replace('−', '-')}${power}${units ? `\\,\\mathrm{${units}}` : ''}`;
  }
  const name = /^([A-Z][A-Za-z]*?)(max|min)$/.exec(plain.trim());
  if (name) return `\\mathrm{${name[1]}}_{\\${name[2]}}`;
  return plainToLatexMath(plain);
}

/** The plain formula as inline LaTeX math, or null when it does not make safe math. */
export function formulaToMath(plain: string): string | null {
  const math = plain
    .split(/\s*=\s*/)
    .map(side)
    .join(' = ');
  return safeMath(math, 'inline');
}

function typesetChunk(chunk: string): { text: string; count: number } {
  const tokens = chunk.replace(/(\S)=(\S)/g, '$1 = $2').split(/(\s+)/);
  const plain = tokens.map((t, i) => (i % 2 ? ' ' : latexToPlain(t)));
  let count = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (plain[i] !== '=' || i < 2 || !isSymbol(plain[i - 2]!.replace(/^\(/, ''))) continue;
    let end = i;
    let trail = '';
    for (let j = i + 2; j < tokens.length; j += 2) {
      const word = plain[j]!.replace(/[.,;:]$/, '');
      if (!isMathToken(word) && !/^[-+−]?\d/.test(word)) break;
      end = j;
      if (word !== plain[j]) {
        trail = plain[j]!.slice(word.length);
        break;
      }
    }
    if (end === i) continue;
    const start = i - 2;
    const formula = plain
      .slice(start, end + 1)
      .join('')
      .replace(/[.,;:]$/, '');
    const math = formulaToMath(formula);
    if (!math) continue;
    tokens.splice(start, end - start + 1, `$${math}$${trail}`);
    plain.splice(start, end - start + 1, '$');
    count++;
    i = start;
  }
  return { text: tokens.join(''), count };
}

/**
 * A first generation typesets the numbers and scripts of prose on their own (`h = $6.63\times
 * 10^{-34}$ J s`, `P = I$^{2}$ R`). They belong to the formula around them, so while formulas are
 * found they read as plain tokens (`6.63x10^{-34}`, `I^{2}`); any not taken into a formula go back
 * as they were.
 */
const TYPESET_VALUE = /\$((?:[-+−]?\d+(?:\.\d+)?\s*\\times\s*)?10\^\{[-+−]?\d+\}|[\^_]\{[^${}]*\})\$/g;
const plainValue = (math: string) => math.replace(/\s*\\times\s*/, 'x');

function outsideMath(text: string, edit: (plain: string) => string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(MATH_CHUNK)) {
    out += edit(text.slice(last, m.index)) + m[0];
    last = m.index + m[0].length;
  }
  return out + edit(text.slice(last));
}

/** The text with its plain formulas in math mode, and how many there were. */
export function typesetFormulas(text: string): { text: string; count: number } {
  const values = new Map<string, string>();
  const plain = text.replace(TYPESET_VALUE, (chunk, math: string) => {
    values.set(plainValue(math), chunk);
    return plainValue(math);
  });
  let count = 0;
  const typeset = outsideMath(plain, (chunk) => {
    const done = typesetChunk(chunk);
    count += done.count;
    return done.text;
  });
  if (count === 0) return { text, count };
  const restore = (chunk: string) =>
    [...values].reduce((out, [value, original]) => out.split(value).join(original), chunk);
  return { text: outsideMath(typeset, restore), count };
}
