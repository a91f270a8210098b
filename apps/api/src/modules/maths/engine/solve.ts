import type { MathNode } from 'mathjs';
import type { MathEvaluateResult } from '@eps/contracts';
import { math } from '../../questions/answer-checking';
import type { CasWorker } from './cas-worker';
import { fromCas, isApproximate, toCas, toLatex, toText } from './notation';
import { near, samplePoints, valueAt, type Scope } from './numeric';
import { MathUnsupportedError, readEquation, splitSystem, variablesOfAll, type Equation } from './read-input';
import { formatValue, type Check } from './result';
import { polynomialRoots } from './polynomial-roots';
import { numericCoefficients, solvingSteps } from './solving-steps';

/**
 * Equations and systems. One equation: nerdamer's solve (real and complex roots). A system: substitution
 * — solve one equation for one variable, put each solution into the others, repeat — so a linear and a
 * quadratic equation give every intersection, which nerdamer's own solveEquations does not. Every
 * solution is substituted back into every equation (complex values included) before it is shown.
 */

const MAX_SYSTEM_SIZE = 4;
const MAX_BRANCHES = 16;

type Solution = Record<string, string>;

export async function solve(cas: CasWorker, expression: string, asked?: string): Promise<MathEvaluateResult> {
  const parts = splitSystem(expression);
  if (parts.length > MAX_SYSTEM_SIZE)
    throw new MathUnsupportedError(`a system can have at most ${MAX_SYSTEM_SIZE} equations`);
  const equations = parts.map(readEquation);
  const allVariables = variablesOfAll(equations.map((e) => e.zeroForm));
  const unknowns =
    equations.length === 1
      ? [asked ?? (allVariables.includes('x') ? 'x' : allVariables[0])].filter(Boolean)
      : [...allVariables].sort((a, b) => unknownRank(a) - unknownRank(b)).slice(0, equations.length);
  if (unknowns.length === 0) throw new MathUnsupportedError('there is no variable to solve for');
  const absent = unknowns.find((name) => !allVariables.includes(name));
  if (absent) throw new MathUnsupportedError(`${absent} does not occur in the equation`);
  const zeroForms = equations.map((e) => toCas(e.zeroForm));
  const solutions = await solveSystem(cas, zeroForms, unknowns, { branches: 0 });
  let read = solutions.map((solution) =>
    Object.fromEntries(unknowns.map((name) => [name, fromCas(solution[name] ?? name, 'a solution')])),
  );
  let check = checkSolutions(equations, read, allVariables);
  // nerdamer finds some roots only numerically (e^x = 5); they are shown as decimals, and said to be.
  if (solutions.some((solution) => Object.values(solution).some(isApproximate)))
    check = {
      ...check,
      description: `${check.description} Some roots were found numerically and are shown as decimals.`,
    };
  const coefficients =
    equations.length === 1
      ? await numericCoefficients(cas, zeroForms[0], equations[0].zeroForm, unknowns[0])
      : null;
  if (check.status === 'failed' && coefficients && coefficients.length > 2) {
    read = polynomialRoots(coefficients).map((root) => ({ [unknowns[0]]: math.parse(formatValue(root)) }));
    const numeric = checkSolutions(equations, read, allVariables);
    check = {
      ...numeric,
      description: `The exact roots failed the substitution check, so all ${read.length} roots were found numerically instead (Durand–Kerner). ${numeric.description}`,
    };
  }
  const steps = coefficients ? solvingSteps(coefficients, unknowns[0]) : [];
  return {
    operation: 'solve',
    inputLatex: equations.map((e) => `${toLatex(e.lhs)} = ${toLatex(e.rhs)}`).join(',\\quad '),
    resultLatex: describe(read, unknowns, 'latex'),
    resultText: describe(read, unknowns, 'text'),
    approximation: approximate(read, unknowns),
    steps,
    check,
  };
}

/** A system is solved for x, y, z first; other letters (a, k) are parameters unless more are needed. */
function unknownRank(name: string): number {
  const preferred = ['x', 'y', 'z'].indexOf(name);
  return preferred >= 0 ? preferred : 3;
}

async function solveSystem(
  cas: CasWorker,
  equations: string[],
  unknowns: string[],
  budget: { branches: number },
): Promise<Solution[]> {
  if (equations.length === 0 || unknowns.length === 0) return [{}];
  // The shortest equation first: usually the linear one, which gives one clean substitution.
  const order = equations
    .map((text, index) => ({ text, index }))
    .sort((a, b) => a.text.length - b.text.length);
  for (const { text, index } of order) {
    const present = unknowns.filter((name) => new RegExp(`\\b${name}\\b`).test(text));
    for (const name of present) {
      const roots = await cas.run('solve', text, name);
      if (roots.length === 0) continue;
      const others = equations.filter((_, i) => i !== index);
      const rest = unknowns.filter((u) => u !== name);
      const found: Solution[] = [];
      for (const root of roots) {
        if (others.length > 0 && ++budget.branches > MAX_BRANCHES)
          throw new MathUnsupportedError('this system has too many cases to work through');
        const substituted = await Promise.all(
          others.map((other) => cas.run('substitute', other, name, root)),
        );
        for (const partial of await solveSystem(cas, substituted, rest, budget)) {
          let value = root;
          // Tidied by nerdamer's plain evaluation (sqrt(9) → 3); its simplify is avoided here because
          // it turns some complex roots into 0 (the check would catch that, but the root would be lost).
          for (const [other, otherValue] of Object.entries(partial))
            value = await cas.run('substitute', value, other, otherValue);
          if (Object.keys(partial).length > 0) value = await cas.run('expression', value);
          found.push({ ...partial, [name]: value });
        }
      }
      return dedupe(found);
    }
  }
  return [];
}

function dedupe(solutions: Solution[]): Solution[] {
  const seen = new Map(solutions.map((s) => [JSON.stringify(Object.entries(s).sort()), s]));
  return [...seen.values()];
}

/** Each solution put back into each equation; other letters (parameters) take sample values. */
function checkSolutions(
  equations: Equation[],
  solutions: Record<string, MathNode>[],
  variables: string[],
): Check {
  if (solutions.length === 0)
    return { status: 'none', description: 'No solution was found; that there is none was not checked.' };
  const parameters = variables.filter((name) => !(name in solutions[0]));
  const points: Scope[] = parameters.length ? samplePoints(parameters, 4) : [{}];
  let failed = 0;
  for (const solution of solutions) {
    const ok = points.every((point) => {
      const scope: Scope = { ...point };
      for (const [name, node] of Object.entries(solution)) {
        const value = valueAt(node, point);
        if (!value) return false;
        scope[name] = math.complex(value.re, value.im);
      }
      return equations.every((equation) => {
        const left = valueAt(equation.lhs, scope);
        const right = valueAt(equation.rhs, scope);
        return left !== null && right !== null && near(left, right, 1e-6);
      });
    });
    if (!ok) failed++;
  }
  const each =
    solutions.length === 1 ? 'The solution satisfies' : `Each of the ${solutions.length} solutions satisfies`;
  if (failed === 0)
    return {
      status: 'passed',
      description: `${each} ${equations.length === 1 ? 'the equation' : 'every equation'} when substituted back.`,
    };
  return {
    status: 'failed',
    description: `Check failed: ${failed} of ${solutions.length} solutions do not satisfy the equations when substituted back. Do not trust this result.`,
  };
}

function describe(
  solutions: Record<string, MathNode>[],
  unknowns: string[],
  format: 'latex' | 'text',
): string {
  const show = format === 'latex' ? toLatex : toText;
  if (solutions.length === 0) return format === 'latex' ? '\\text{no solution}' : 'no solution';
  const joiner = format === 'latex' ? ' \\quad\\text{or}\\quad ' : ' or ';
  if (unknowns.length === 1)
    return solutions.map((s) => `${unknowns[0]} = ${show(s[unknowns[0]])}`).join(joiner);
  const tuple = (values: string[]) =>
    format === 'latex' ? `\\left(${values.join(', ')}\\right)` : `(${values.join(', ')})`;
  return `${tuple(unknowns)} = ${solutions.map((s) => tuple(unknowns.map((name) => show(s[name])))).join(joiner)}`;
}

/** Decimal values of a single unknown's numeric solutions ("1.414213562, -1.414213562"), else null. */
function approximate(solutions: Record<string, MathNode>[], unknowns: string[]): string | null {
  if (unknowns.length !== 1 || solutions.length === 0) return null;
  const values = solutions.map((s) => valueAt(s[unknowns[0]], {}));
  if (values.some((v) => v === null)) return null;
  return values.map((v) => formatValue(v!)).join(', ');
}
