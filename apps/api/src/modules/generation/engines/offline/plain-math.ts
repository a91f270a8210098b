import { FUNCTION_NAMES, GREEK_NAMES } from './math-sanitizer';
import { SUPERSCRIPT_DIGITS } from './scientific-text';
import { typedMathToTex, UNITS } from './typed-math';
import { UNICODE_MATH, UNICODE_SCRIPTS } from './unicode-math';

/**
 * Formulas typed as plain text (`a = -omega^2 x`, `T = 2 pi sqrt(m/k)`, `ω = 2π/T`) to LaTeX math.
 * Already-LaTeX formulas pass through unchanged apart from the same normalisations.
 */

/** `name(…)` with its parenthesis replaced by braces: `sqrt(m/k)` → `\sqrt{m/k}`. */
function bracesForCall(text: string, call: string): string {
  let out = '';
  let i = 0;
  for (let at = text.indexOf(call, i); at >= 0; at = text.indexOf(call, i)) {
    let depth = 0;
    let close = -1;
    for (let j = at + call.length - 1; j < text.length; j++) {
      if (text[j] === '(') depth++;
      else if (text[j] === ')' && --depth === 0) {
        close = j;
        break;
      }
    }
    if (close < 0) break;
    const head = call.slice(0, -1);
    out += `${text.slice(i, at)}${head}{${text.slice(at + call.length, close)}}`;
    i = close + 1;
  }
  return out + text.slice(i);
}

function wordToLatex(word: string, before: string): string {
  if (word.startsWith('\\') || before.endsWith('_{') || before.endsWith('\\mathrm{')) return word;
  if (GREEK_NAMES.has(word)) return `\\${word} `;
  if (word === 'sqrt') return '\\sqrt';
  if (FUNCTION_NAMES.has(word)) return `\\${word} `;
  return word;
}

/**
 * Powers of ten as typed in a formula line: "6.63e-34" and "3x10^8" are numbers, not 6.63·e − 34 and
 * 3·x·10^8; superscript characters ("10⁻³⁴") are an exponent.
 */
function scientificNumbers(text: string): string {
  return text
    .replace(
      /[⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺]{2,}|[⁰⁴⁵⁶⁷⁸⁹⁻⁺]/g,
      (run) => `^{${[...run].map((c) => SUPERSCRIPT_DIGITS[c]).join('')}}`,
    )
    .replace(
      /(?<![\w.])(\d+(?:\.\d+)?)[eE]([-+−]?\d{1,3})(?![\w.])/g,
      (_m, mantissa: string, exp: string) => `${mantissa}\\times 10^{${Number(exp.replace('−', '-'))}}`,
    )
    .replace(/(\d)\s*[xX×*·]\s*10\s*(?=\^)/g, '$1\\times 10');
}

/** Typed maths through mathjs (typed-math); what it cannot read goes through the character rules below. */
export function plainToLatexMath(raw: string): string {
  return typedMathToTex(raw) ?? characterRules(raw);
}

function characterRules(raw: string): string {
  let text = '';
  for (const ch of scientificNumbers(raw.trim())) {
    if (ch === '√') text += '\\sqrt';
    else if (UNICODE_MATH[ch]) text += `${UNICODE_MATH[ch]} `;
    else text += UNICODE_SCRIPTS[ch] ?? ch;
  }
  text = text
    .replace(/[.,;]+$/, '')
    .replace(/>=/g, '\\geq ')
    .replace(/<=/g, '\\leq ')
    .replace(/!=/g, '\\neq ')
    .replace(/_([A-Za-z0-9]{2,})/g, '_{$1}');
  text = text.replace(/\\?[A-Za-z]+/g, (word, offset: number) =>
    wordToLatex(word, text.slice(Math.max(0, offset - 8), offset)),
  );
  text = bracesForCall(text, '\\sqrt(');
  text = bracesForCall(text, '^(');
  return text
    .replace(/\^(-?\d+(?:\.\d+)?)/g, (m, exp: string) => (exp.length > 1 ? `^{${exp}}` : m))
    .replace(/\*/g, '\\cdot ')
    .replace(/\s+/g, ' ')
    .replace(/ ([)}])/g, '$1')
    .trim();
}

const MATH_WORDS = new Set([
  ...GREEK_NAMES,
  ...FUNCTION_NAMES,
  'sqrt',
  'frac',
  'cdot',
  'times',
  'left',
  'right',
  'max',
  'min',
]);

/** What may stand next to a name used as a symbol: an operator, a relation, a bracket or the line's end. */
const MATH_NEIGHBOUR = /^$|^[-+*/=<>≈^_()[\]|,]/;

/**
 * A word (three letters or more) of a formula line that reads as prose: not a function, Greek letter or
 * unit, and not a name standing between operators as a symbol does (`rate = k[A]`, `GDP = C + I`,
 * `t_half`). "The period is T = 2 s" has three; `Speed = distance / time` has none.
 */
function isProseWord(t: string, start: number, word: string): boolean {
  const bare = word.replace(/^\\/, '');
  if (word.startsWith('\\') || MATH_WORDS.has(bare) || UNITS.has(bare)) return false;
  const before = t.slice(0, start).trimEnd();
  const after = t.slice(start + word.length).trimStart();
  if (before.endsWith('_') || after.startsWith('_')) return false;
  return !(MATH_NEIGHBOUR.test(before.slice(-1)) && MATH_NEIGHBOUR.test(after));
}

/** A word used as a symbol (`rate`, `GDP`): not maths vocabulary, a unit or a subscript. */
function isNameWord(t: string, start: number, word: string): boolean {
  const bare = word.replace(/^\\/, '');
  if (word.startsWith('\\') || MATH_WORDS.has(bare) || UNITS.has(bare) || bare.length < 4) return false;
  return !t.slice(0, start).endsWith('_') && !t.slice(start + word.length).startsWith('_');
}

/**
 * A line that is clearly a formula: one relation with both sides present, short, and no words of prose
 * (`T = 2\pi \sqrt{m/k}`, `a = -omega^2 x`, `rate = k*[A]^m`, but not "The period is T = 2 s").
 */
export function looksLikeFormula(line: string): boolean {
  const t = line.trim().replace(/[.,;]$/, '');
  if (t.length < 3 || t.length > 120 || /^[-*+•]\s/.test(t) || /[:?!$]/.test(t)) return false;
  const relation = /(?<![<>!=])(=|≈|\\approx|∝|\\propto)(?!=)/.exec(t);
  if (!relation) return false;
  const left = t.slice(0, relation.index).trim();
  const right = t.slice(relation.index + relation[0].length).trim();
  if (!left || !right || left.length > 30) return false;
  let names = 0;
  for (const m of t.matchAll(/\\?[A-Za-z]{3,}/g)) {
    if (isProseWord(t, m.index, m[0])) return false;
    if (isNameWord(t, m.index, m[0])) names++;
  }
  // One word as a symbol is maths (`rate = k[A]`); a formula of words is a sentence (`Speed = distance / time`).
  return names < 2 && !/\.\s+[A-Z]/.test(t);
}
