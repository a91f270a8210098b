import type { MathNode } from 'mathjs';
import { evaluateAt, parseExpression, UnreadableAnswerError, variablesOf } from './expression';

export type Equivalence = 'equivalent' | 'different' | 'given-unreadable' | 'expected-unreadable';

const MIN_AGREEING_POINTS = 4;
const POINTS_PER_RANGE = 8;

/**
 * Deterministic points, so a verdict never depends on luck, in four ranges so that an expression defined
 * only on part of the line still meets enough of its domain: |x| < 1 (arcsin, ln(1-y)), 0.3 < |x| < 3.2,
 * large positive values (√(x-5)), and whole numbers ((-9)^n).
 */
function pointValue(trial: number, variable: number): number {
  const x = Math.sin((trial + 1) * 12.9898 + (variable + 1) * 78.233) * 43758.5453;
  const unit = x - Math.floor(x);
  const sign = trial % 3 === 2 ? -1 : 1;
  switch (Math.floor(trial / POINTS_PER_RANGE)) {
    case 0:
      return sign * (0.3 + 2.9 * unit);
    case 1:
      return sign * (0.05 + 0.9 * unit);
    case 2:
      return 5 + 55 * unit;
    default:
      return 2 + Math.floor(8 * unit);
  }
}
const TRIALS = 4 * POINTS_PER_RANGE;

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-7 * Math.max(1, Math.abs(a), Math.abs(b));

/** Significant figures of a plain decimal as written ("0.0450" → 3), or 0 when it is not one. */
function significantFigures(text: string): { figures: number; decimals: number } | null {
  const m = /^[-+]?(\d*)(?:\.(\d+))?$/.exec(text.replace(/\s/g, ''));
  if (!m || (!m[1] && !m[2])) return null;
  const digits = (m[1] + (m[2] ?? '')).replace(/^0+/, '');
  return { figures: digits.length, decimals: m[2]?.length ?? 0 };
}

function sidesOf(text: string): string[] {
  return text.split(/(?<![<>!])=(?!=)/);
}

function parseSide(text: string, who: 'given' | 'expected'): MathNode | Equivalence {
  try {
    return parseExpression(text);
  } catch (err) {
    if (err instanceof UnreadableAnswerError)
      return who === 'given' ? 'given-unreadable' : 'expected-unreadable';
    throw err;
  }
}

function sameValue(given: MathNode, expected: MathNode, givenText: string): Equivalence {
  const variables = [...new Set([...variablesOf(given), ...variablesOf(expected)])];
  if (!variables.length) {
    const g = evaluateAt(given, {});
    const e = evaluateAt(expected, {});
    if (typeof g !== 'number' || typeof e !== 'number') return 'different';
    if (close(g, e)) return 'equivalent';
    // A decimal of three or more significant figures rounded correctly from the exact value (7854 for 2500π).
    const written = significantFigures(givenText);
    return written && written.figures >= 3 && Math.abs(g - e) <= 0.5 * 10 ** -written.decimals + 1e-12
      ? 'equivalent'
      : 'different';
  }
  let agreeing = 0;
  for (let trial = 0; trial < TRIALS; trial++) {
    const scope = Object.fromEntries(variables.map((v, i) => [v, pointValue(trial, i)]));
    const g = evaluateAt(given, scope);
    const e = evaluateAt(expected, scope);
    // Outside either domain (ln of a negative, a division by 0) a point says nothing: ln(x²) and 2ln(x) agree where both exist.
    if (typeof g !== 'number' || typeof e !== 'number' || !Number.isFinite(g) || !Number.isFinite(e))
      continue;
    if (!close(g, e)) return 'different';
    agreeing++;
  }
  return agreeing >= MIN_AGREEING_POINTS ? 'equivalent' : 'different';
}

/**
 * Whether `given` and `expected` are the same expression: equal at a dozen points for their variables
 * (a general test that needs no rewriting rules: 2(x+1) = 2x+2, x^2-1 = (x-1)(x+1)). Equations compare
 * side by side; a bare expression answers an expected "y = …" or "f(x) = …" by its right-hand side.
 */
export function equivalentExpressions(given: string, expected: string): Equivalence {
  const g = sidesOf(given);
  const e = sidesOf(expected);
  const pairs: [string, string][] =
    g.length === e.length
      ? g.map((side, i) => [side, e[i]])
      : g.length === 1
        ? [[g[0], e[e.length - 1]]]
        : [];
  if (!pairs.length) return 'different';
  for (const [gs, es] of pairs) {
    const gn = parseSide(gs, 'given');
    if (typeof gn === 'string') return gn;
    const en = parseSide(es, 'expected');
    if (typeof en === 'string') return en;
    const result = sameValue(gn, en, gs);
    if (result !== 'equivalent') return result;
  }
  return 'equivalent';
}
