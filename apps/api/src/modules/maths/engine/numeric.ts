import type { Complex, MathNode } from 'mathjs';
import { math } from '../../questions/answer-checking';

/**
 * Numbers for the checks: every symbolic result is compared with its input by evaluating both at
 * points, independently of the CAS that produced it (mathjs evaluates, nerdamer never does).
 */

export type Value = { re: number; im: number };
/** Values of the variables; a complex value (a complex root substituted back) as mathjs' Complex. */
export type Scope = Record<string, number | Complex>;

/** A fixed, irregular spread of points (no integers, no multiples of π, so few singular points). */
const POINTS = [0.7312, -1.3391, 2.1147, 0.2689, -0.6153, 1.5873, -2.4431, 3.1799, 0.9961, -0.1357];

/** The value at a point as a complex number, or null where it is undefined, infinite or not a number. */
export function valueAt(node: MathNode, scope: Scope): Value | null {
  let raw: unknown;
  try {
    raw = node.compile().evaluate({ ...scope });
  } catch {
    return null;
  }
  if (typeof raw === 'number') return Number.isFinite(raw) ? { re: raw, im: 0 } : null;
  if (math.isComplex(raw)) {
    const { re, im } = raw as Complex;
    return Number.isFinite(re) && Number.isFinite(im) ? { re, im } : null;
  }
  if (typeof raw === 'boolean') return { re: raw ? 1 : 0, im: 0 };
  return null;
}

export function isReal(value: Value | null): value is Value {
  return value !== null && Math.abs(value.im) <= 1e-12 * Math.max(1, Math.abs(value.re));
}

export function near(a: Value, b: Value, relative = 1e-7): boolean {
  const scale = Math.max(1, Math.hypot(a.re, a.im), Math.hypot(b.re, b.im));
  return Math.hypot(a.re - b.re, a.im - b.im) <= relative * scale;
}

/** Points for `variables`: each variable gets its own offset into the spread, so x ≠ y at a point. */
export function samplePoints(variables: string[], count = POINTS.length): Scope[] {
  return Array.from({ length: count }, (_, i) =>
    Object.fromEntries(variables.map((name, k) => [name, POINTS[(i + 3 * k) % POINTS.length] + 0.13 * k])),
  );
}

export interface Comparison {
  /** Points where both sides had a real value. */
  compared: number;
  /** Points where they disagreed. */
  disagreed: number;
  /** The result had no value at any point: it uses a function mathjs cannot evaluate. */
  unevaluable?: boolean;
}

/**
 * `actual` against `expected` at sample points where `expected` is real. `derivativeOf` compares
 * `expected` with the central difference of that tree instead (an antiderivative, a derivative).
 */
export function compareAtPoints(
  expected: MathNode,
  actual: MathNode,
  variables: string[],
  derivativeOf?: string,
): Comparison {
  let compared = 0;
  let disagreed = 0;
  let undefinedAt = 0;
  for (const scope of samplePoints(variables)) {
    const want = valueAt(expected, scope);
    if (!isReal(want)) continue;
    const got = derivativeOf ? centralDifference(actual, scope, derivativeOf) : valueAt(actual, scope);
    compared++;
    if (!got) {
      undefinedAt++;
      continue;
    }
    if (!near(want, got, derivativeOf ? 1e-5 : 1e-7)) disagreed++;
  }
  // Undefined everywhere: a function mathjs cannot evaluate (Si, erf of a complex number), not a mismatch.
  if (compared > 0 && undefinedAt === compared) return { compared: 0, disagreed: 0, unevaluable: true };
  return { compared, disagreed: disagreed + undefinedAt };
}

/** f'(x) ≈ (f(x+h) − f(x−h)) / 2h with a step that keeps rounding small. */
export function centralDifference(node: MathNode, scope: Scope, variable: string): Value | null {
  const x = scope[variable] as number;
  const h = 1e-5 * Math.max(1, Math.abs(x));
  const plus = valueAt(node, { ...scope, [variable]: x + h });
  const minus = valueAt(node, { ...scope, [variable]: x - h });
  if (!plus || !minus) return null;
  return { re: (plus.re - minus.re) / (2 * h), im: (plus.im - minus.im) / (2 * h) };
}

export type Quadrature = { value: number } | { undefinedAt: number; interior: boolean };

/** ∫ₐᵇ f by composite Simpson's rule on 2000 intervals, or the first point where f is undefined. */
export function simpson(node: MathNode, variable: string, a: number, b: number): Quadrature {
  const n = 2000;
  const h = (b - a) / n;
  let sum = 0;
  for (let i = 0; i <= n; i++) {
    const v = valueAt(node, { [variable]: a + i * h });
    if (!isReal(v)) return { undefinedAt: a + i * h, interior: i > 0 && i < n };
    sum += v.re * (i === 0 || i === n ? 1 : i % 2 ? 4 : 2);
  }
  return { value: (sum * h) / 3 };
}
