import type { MathNode } from 'mathjs';
import { formatNumber } from './notation';
import { isReal, valueAt } from './numeric';
import type { Check } from './result';

/**
 * A limit checked numerically: the expression evaluated ever closer to the point (h = 10⁻²…10⁻⁷ on each
 * side, or x = 10³…10⁸ towards ±∞). A side agrees with a finite limit L when one of its closest values
 * is within 10⁻³ of L (relative) and the values get closer; with ±∞ when they grow past 10⁵ with that sign.
 */

const STEPS = [2, 3, 4, 5, 6, 7];

type Side = 'left' | 'right';

function approachValues(input: MathNode, variable: string, point: number, side: Side): (number | null)[] {
  return STEPS.map((k) => {
    let x: number;
    if (point === Infinity) x = 10 ** (k + 1);
    else if (point === -Infinity) x = -(10 ** (k + 1));
    else x = point + (side === 'left' ? -1 : 1) * 10 ** -k * Math.max(1, Math.abs(point));
    const value = valueAt(input, { [variable]: x });
    return isReal(value) ? value.re : null;
  });
}

function sideAgrees(values: (number | null)[], target: number): boolean {
  const known = values.filter((v): v is number => v !== null);
  if (known.length < 3) return false;
  if (!Number.isFinite(target))
    return known.slice(-2).every((v) => Math.sign(v) === Math.sign(target) && Math.abs(v) > 1e5);
  const distances = known.map((v) => Math.abs(v - target));
  const tolerance = 1e-3 * Math.max(1, Math.abs(target));
  const closest = Math.min(...distances.slice(1));
  return closest <= tolerance && closest <= distances[0] + tolerance;
}

function describe(values: (number | null)[]): string {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? formatNumber(known[known.length - 1]) : 'undefined';
}

export function checkLimit(input: MathNode, variable: string, pointNode: MathNode, result: MathNode): Check {
  const point = valueAt(pointNode, {})?.re ?? resultInfinity(pointNode) ?? Number.NaN;
  const claimed = valueAt(result, {});
  const target = claimed === null ? resultInfinity(result) : isReal(claimed) ? claimed.re : null;
  if (target === null || Number.isNaN(point))
    return { status: 'none', description: 'Not checked: the limit is not a real number.' };
  const sides: Side[] = Number.isFinite(point) ? ['left', 'right'] : ['left'];
  const failures = sides
    .map((side) => ({ side, values: approachValues(input, variable, point, side) }))
    .filter(({ values }) => !sideAgrees(values, target));
  if (failures.length === 0)
    return {
      status: 'passed',
      description: Number.isFinite(point)
        ? 'Evaluating the expression ever closer to the point, from both sides, approaches the limit.'
        : 'Evaluating the expression at ever larger values approaches the limit.',
    };
  const detail = failures
    .map(({ side, values }) =>
      Number.isFinite(point)
        ? `from the ${side} the values reach ${describe(values)}`
        : `the values reach ${describe(values)}`,
    )
    .join('; ');
  return {
    status: 'failed',
    description: `Check failed: ${detail}. The limit may not exist or may differ. Do not trust this result.`,
  };
}

/** valueAt refuses infinities; ∞ or −∞ as the point or the limit is still a claim to check. */
function resultInfinity(node: MathNode): number | null {
  const text = node.toString().replace(/\s/g, '');
  if (text === 'Infinity') return Infinity;
  if (text === '-Infinity' || text === '-(Infinity)') return -Infinity;
  return null;
}
