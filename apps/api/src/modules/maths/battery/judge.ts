import { all, create, type MathNode } from 'mathjs';
import type { MathEvaluateResult } from '@eps/contracts';
import type { BatteryItem } from './battery-items';

/**
 * The battery's independent judge: the engine's `resultText` (what a student reads) parsed by a fresh
 * mathjs instance and compared numerically with the item's mathjs `reference`: derivatives against
 * mathjs' own symbolic derivative, antiderivatives by central differences, definite integrals by a
 * midpoint sum, limits by evaluating close to the point, solutions by substitution. Nothing here uses
 * the engine's reader, nerdamer or the engine's own check. Returns null when right, else why not.
 */

const judgeMath = create(all);
const POINTS = [0.37, 0.81, 1.23, 1.69, 2.11, 0.55, 1.97];

/** resultText is in school notation: ln natural, log base 10, "+ C" after an antiderivative. */
export function readResult(text: string): MathNode {
  return judgeMath.parse(
    text
      .replace(/\s*\+\s*C$/, '')
      .replace(/\blog\(/g, 'log10(')
      .replace(/\bln\(/g, 'log('),
  );
}

function at(node: MathNode, scope: Record<string, unknown>): { re: number; im: number } | null {
  try {
    const value: unknown = node.evaluate({ ...scope });
    if (typeof value === 'number') return Number.isFinite(value) ? { re: value, im: 0 } : null;
    if (judgeMath.isComplex(value)) return { re: value.re, im: value.im };
  } catch {
    return null;
  }
  return null;
}

const close = (a: { re: number; im: number }, b: { re: number; im: number }, tol: number) =>
  Math.hypot(a.re - b.re, a.im - b.im) <= tol * Math.max(1, Math.hypot(b.re, b.im));

function variables(node: MathNode): string[] {
  return [
    ...new Set(
      node
        .filter(
          (n, _p, parent) =>
            n.type === 'SymbolNode' &&
            !(parent?.type === 'FunctionNode' && (parent as unknown as { fn: MathNode }).fn === n),
        )
        .map((n) => (n as unknown as { name: string }).name)
        .filter((name) => !['pi', 'e', 'i'].includes(name)),
    ),
  ];
}

/** expected and actual agree at the points where expected is real; fails with fewer than 3 such points. */
type Fn = (scope: Record<string, number>) => { re: number; im: number } | null;
const valueOf =
  (node: MathNode): Fn =>
  (scope) =>
    at(node, scope);

function agreeAtPoints(expected: Fn, actual: Fn, names: string[], tol = 1e-6): string | null {
  let compared = 0;
  for (const [i, p] of POINTS.entries()) {
    const scope = Object.fromEntries(
      names.map((name, k) => [name, POINTS[(i + k) % POINTS.length] + 0.1 * k]),
    );
    const want = expected(scope);
    if (!want || Math.abs(want.im) > 1e-12) continue;
    const got = actual(scope);
    if (!got || !close(got, want, tol))
      return `differs at ${JSON.stringify(scope)} (${p}): want ${want.re}, got ${got ? `${got.re}+${got.im}i` : 'nothing'}`;
    compared++;
  }
  return compared >= 3 ? null : `only ${compared} comparable points`;
}

export function judge(item: BatteryItem, result: MathEvaluateResult): string | null {
  const reference = item.reference ? judgeMath.parse(item.reference) : null;
  const variable = item.variable ?? 'x';
  switch (item.operation) {
    case 'differentiate': {
      const derivative = judgeMath.derivative(reference!, variable);
      return agreeAtPoints(valueOf(derivative), valueOf(readResult(result.resultText)), [variable]);
    }
    case 'integrate': {
      if (item.bounds) return judgeDefinite(reference!, item.bounds, result);
      const antiderivative = readResult(result.resultText);
      const slope: Fn = (s) => {
        const h = 1e-5;
        const plus = at(antiderivative, { ...s, [variable]: s[variable] + h });
        const minus = at(antiderivative, { ...s, [variable]: s[variable] - h });
        return plus && minus
          ? { re: (plus.re - minus.re) / (2 * h), im: (plus.im - minus.im) / (2 * h) }
          : null;
      };
      return agreeAtPoints(valueOf(reference!), slope, [variable], 1e-5);
    }
    case 'limit':
      return judgeLimit(reference!, item.approaching!, result);
    case 'solve':
      return judgeSolve(item, result);
    case 'evaluate':
      return judgeNumber(item, result);
    default: {
      const names = variables(reference!);
      return agreeAtPoints(valueOf(reference!), valueOf(readResult(result.resultText)), names);
    }
  }
}

function judgeDefinite(
  integrand: MathNode,
  [a, b]: [number, number],
  result: MathEvaluateResult,
): string | null {
  const n = 100_000;
  const h = (b - a) / n;
  const f = integrand.compile();
  let sum = 0;
  for (let i = 0; i < n; i++) sum += f.evaluate({ x: a + (i + 0.5) * h }) as number;
  const got = at(readResult(result.resultText), {});
  return got && close(got, { re: sum * h, im: 0 }, 1e-6)
    ? null
    : `midpoint sum ${sum * h}, got ${result.resultText}`;
}

function judgeLimit(expression: MathNode, approaching: string, result: MathEvaluateResult): string | null {
  const point = approaching === 'inf' ? Infinity : Number(approaching);
  const xs = Number.isFinite(point) ? [point - 1e-5, point + 1e-5] : [1e7];
  const got = at(readResult(result.resultText), {});
  if (!got) return `the limit ${result.resultText} is not a number`;
  for (const x of xs) {
    const near = at(expression, { x });
    if (!near || !close(got, near, 1e-3))
      return `at x = ${x} the expression is ${near?.re}, not ${result.resultText}`;
  }
  return null;
}

/** "x = 2 or x = 3", "(x, y) = (-1, 1) or (3, 9)" → one scope per solution. */
export function readSolutions(text: string): Record<string, MathNode>[] {
  if (text === 'no solution') return [];
  const tuple = /^\((.*)\) = (.*)$/.exec(text);
  if (!tuple)
    return text.split(' or ').map((part) => {
      const [name, value] = part.split(' = ');
      return { [name.trim()]: readResult(value) };
    });
  const names = tuple[1].split(', ');
  return tuple[2].split(' or ').map((group) => {
    const values = splitTopLevel(group.trim().slice(1, -1));
    return Object.fromEntries(names.map((name, i) => [name, readResult(values[i])]));
  });
}

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim());
}

function judgeSolve(item: BatteryItem, result: MathEvaluateResult): string | null {
  const solutions = readSolutions(result.resultText);
  if (solutions.length !== item.solutions) return `${solutions.length} solutions, expected ${item.solutions}`;
  const equations = item.reference.split(';').map((e) => judgeMath.parse(e));
  // Letters that are not solved for are parameters: each gets a value, the same everywhere.
  const parameters = Object.fromEntries(
    equations
      .flatMap(variables)
      .filter((name) => !(name in (solutions[0] ?? {})))
      .map((name, k) => [name, 0.83 + 0.31 * k]),
  );
  for (const solution of solutions) {
    const scope: Record<string, unknown> = { ...parameters };
    for (const [name, node] of Object.entries(solution)) {
      const value = at(node, parameters);
      scope[name] = value ? judgeMath.complex(value.re, value.im) : Number.NaN;
    }
    for (const equation of equations) {
      const residual = at(equation, scope);
      if (!residual || Math.hypot(residual.re, residual.im) > 1e-6)
        return `${JSON.stringify(scope)} leaves ${equation.toString()} = ${residual?.re}`;
    }
  }
  return null;
}

function judgeNumber(item: BatteryItem, result: MathEvaluateResult): string | null {
  if (item.si) {
    const unit = judgeMath.evaluate(result.resultText) as { toNumber(unit: string): number };
    const value = unit.toNumber(item.si.unit);
    return Math.abs(value - item.si.value) <= 1e-9 * Math.abs(item.si.value)
      ? null
      : `${value} ${item.si.unit}`;
  }
  const exact = at(readResult(result.resultText), {});
  const decimal = Number(result.approximation);
  if (!exact || !close(exact, { re: item.value!, im: 0 }, 1e-9))
    return `exact form ${result.resultText} is not ${item.value}`;
  return Math.abs(decimal - item.value!) <= 1e-8 * Math.max(1, Math.abs(item.value!))
    ? null
    : `approximation ${result.approximation}`;
}
