import { math, fractionMath, trigFunctions, UndefinedValueError, type AngleUnit } from '../calc-math';

/** What the scientific calculator shows for one input. */
export type ScientificResult =
  | {
      ok: true;
      /** The answer as shown: "0.5", "5000 m", "2 + 3i". */
      display: string;
      /** The numeric value when the answer is a real number (for memory and Ans), else null. */
      value: number | null;
      /** An exact fraction when the answer is a rational that is not a whole number: "1/3". */
      fraction: string | null;
    }
  | { ok: false; error: string };

/** Significant digits shown: enough for exams, few enough to hide binary rounding (0.1 + 0.2). */
const PRECISION = 12;
const MAX_DENOMINATOR = 1_000_000;

/** The keypad's and phones' symbols → what mathjs reads. */
export function toMathjsSyntax(input: string): string {
  return input
    .replace(/×/g, '*')
    .replace(/÷/g, '/')
    .replace(/−/g, '-')
    .replace(/π/g, 'pi')
    .replace(/√/g, 'sqrt')
    .replace(/²/g, '^2');
}

function readableError(error: unknown): string {
  if (error instanceof UndefinedValueError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  if (/Undefined symbol (\w+)/.test(message)) {
    return `"${/Undefined symbol (\w+)/.exec(message)![1]}" is not a number, constant or unit the calculator knows.`;
  }
  if (/Unexpected end of expression/.test(message))
    return 'The expression is not finished (a bracket or a number is missing).';
  if (/Parenthesis \) expected/.test(message)) return 'A bracket is not closed.';
  if (/actual: function/.test(message)) {
    return 'A function name is used as a value: give it brackets, as in sqrt(2), and write units in full (minute, not min).';
  }
  if (/Units do not match|not compatible/i.test(message))
    return `Those units cannot be converted: ${message}.`;
  return `Could not work that out: ${message}.`;
}

function formatted(value: unknown): string {
  return math.format(value as number, { precision: PRECISION });
}

/** A number as the calculator shows it (12 significant digits). */
export function formatNumber(value: number): string {
  return formatted(value);
}

/** The exact fraction of a rational answer, only when it agrees with the decimal worked out separately. */
function exactFraction(expression: string, decimal: number): string | null {
  try {
    const exactMath = fractionMath();
    const exact: unknown = exactMath.evaluate(expression);
    if (math.typeOf(exact) !== 'Fraction') return null;
    const fraction = exact as { n: bigint | number; d: bigint | number; s: bigint | number };
    // A whole number needs no fraction; a huge denominator (1/10^20) says less than the decimal.
    if (Number(fraction.d) === 1 || Number(fraction.d) > MAX_DENOMINATOR) return null;
    const value = exactMath.number(exact as never) as number;
    if (Math.abs(value - decimal) > 1e-9 * Math.max(1, Math.abs(decimal))) return null;
    return exactMath.format(exact as never, { fraction: 'ratio' });
  } catch {
    // Irrational or beyond fractions (sqrt 2, pi, sin): the decimal stands alone.
    return null;
  }
}

/**
 * Evaluates a scientific calculator input in the browser: numbers, functions, constants, units
 * (`5 km to m`), complex numbers; `ans` is the previous answer. Division by zero and other undefined
 * values are reported as errors, never printed as a number.
 */
export function evaluateScientific(input: string, unit: AngleUnit, ans: number | null): ScientificResult {
  const expression = toMathjsSyntax(input).trim();
  if (!expression) return { ok: false, error: 'Type an expression, such as 2^10 or sin(30).' };
  const scope = new Map<string, unknown>(Object.entries(trigFunctions(unit)));
  if (ans !== null) scope.set('ans', ans);
  let result: unknown;
  try {
    result = math.evaluate(expression, scope);
  } catch (error) {
    return { ok: false, error: readableError(error) };
  }
  const type = math.typeOf(result);
  if (type === 'number') {
    const value = result as number;
    if (Number.isNaN(value)) return { ok: false, error: 'The answer is undefined (not a number).' };
    if (!Number.isFinite(value))
      return { ok: false, error: 'The answer is undefined (division by zero or too large).' };
    return { ok: true, display: formatted(value), value, fraction: exactFraction(expression, value) };
  }
  if (type === 'Complex') {
    const complex = result as { re: number; im: number };
    if (!Number.isFinite(complex.re) || !Number.isFinite(complex.im)) {
      return { ok: false, error: 'The answer is undefined (division by zero).' };
    }
    if (complex.im === 0)
      return { ok: true, display: formatted(complex.re), value: complex.re, fraction: null };
    return { ok: true, display: formatted(result), value: null, fraction: null };
  }
  if (type === 'Unit' || type === 'BigNumber' || type === 'Fraction' || type === 'boolean') {
    return { ok: true, display: formatted(result), value: null, fraction: null };
  }
  if (type === 'function' || result === undefined) {
    return { ok: false, error: 'That is a function, not a value: give it an argument, such as sqrt(2).' };
  }
  return { ok: true, display: formatted(result), value: null, fraction: null };
}
