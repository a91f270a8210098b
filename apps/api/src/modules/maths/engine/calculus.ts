import type { MathNode } from 'mathjs';
import type { MathEvaluateResult } from '@eps/contracts';
import { math } from '../../questions/answer-checking';
import type { CasWorker } from './cas-worker';
import { checkLimit } from './limit-check';
import { formatNumber, fromCas, toCas, toLatex } from './notation';
import { compareAtPoints, isReal, simpson, valueAt } from './numeric';
import {
  MathInputError,
  MathUnsupportedError,
  pickVariable,
  readExpression,
  variablesOfAll,
} from './read-input';
import { buildResult, verdict, type Check } from './result';
import { derivativeSteps } from './steps';

/** `d/dx`, `\frac{d}{dx}` or `\frac{\mathrm{d}}{\mathrm{d}x}` written in front: the variable, not a fraction. */
const DERIVATIVE_OPERATOR =
  /^\s*(?:\\frac\{(?:d|\\mathrm\{d\})\}\{(?:d|\\mathrm\{d\})\s*([A-Za-z])\}|d\/d([A-Za-z]))\s*/;

/** d/dx by nerdamer, checked against central differences of the input; steps name the rules used. */
export async function differentiate(
  cas: CasWorker,
  expression: string,
  asked?: string,
): Promise<MathEvaluateResult> {
  const operator = DERIVATIVE_OPERATOR.exec(expression);
  const input = readExpression(operator ? expression.slice(operator[0].length) : expression);
  const variable = pickVariable([input], asked ?? operator?.slice(1).find(Boolean)) ?? 'x';
  const output = fromCas(await cas.run('diff', toCas(input), variable), 'the derivative');
  const check = verdict(
    compareAtPoints(output, input, withVariable([input], variable), variable),
    'The derivative agrees with the slope of the expression measured numerically',
  );
  return buildResult({
    operation: 'differentiate',
    input,
    output,
    check,
    steps: derivativeSteps(input, variable),
  });
}

interface Integral {
  integrand: string;
  variable?: string;
  bounds?: [string, string];
}

/** `∫ f dx`, `\int_{a}^{b} f \, dx` and `f from a to b` → integrand, variable and bounds. */
export function readIntegral(expression: string): Integral {
  let text = expression.trim();
  let bounds: [string, string] | undefined;
  const fromTo = /^(.*)\bfrom\b(.+)\bto\b(.+)$/s.exec(text);
  if (fromTo) {
    text = fromTo[1];
    bounds = [fromTo[2].trim(), fromTo[3].trim()];
  }
  const integral = /^(?:\\int|∫)\s*(?:_\s*(\{[^}]*\}|[^\s{^]+)\s*\^\s*(\{[^}]*\}|[^\s{]+))?(.*)$/s.exec(text);
  if (integral) {
    if (integral[1] !== undefined) bounds = [unbrace(integral[1]), unbrace(integral[2])];
    text = integral[3];
  }
  const differential = /(?:\\,|\\;|\s|\*)*(?:\\mathrm\{d\}|\bd)\s*([A-Za-z]|\\theta)\s*$/.exec(text);
  let variable: string | undefined;
  if ((integral || fromTo) && differential) {
    variable = differential[1].replace('\\', '');
    text = text.slice(0, differential.index);
  }
  return { integrand: text, variable, bounds };
}

function unbrace(text: string): string {
  return text.startsWith('{') ? text.slice(1, -1) : text;
}

/** ∫ by nerdamer; checked by differentiating the result numerically (indefinite) or by Simpson's rule. */
export async function integrate(
  cas: CasWorker,
  expression: string,
  asked?: string,
): Promise<MathEvaluateResult> {
  const integral = readIntegral(expression);
  const input = readExpression(integral.integrand);
  const variable = pickVariable([input], asked ?? integral.variable) ?? 'x';
  const antiderivative = fromCas(await cas.run('integrate', toCas(input), variable), 'an antiderivative');
  if (!integral.bounds) {
    const check = verdict(
      compareAtPoints(input, antiderivative, withVariable([input], variable), variable),
      'Differentiating the result gives back the integrand',
    );
    return buildResult({
      operation: 'integrate',
      input,
      inputLatex: `\\int ${toLatex(input)}\\,d${variable}`,
      output: antiderivative,
      check,
      suffix: { latex: '+C', text: ' + C' },
    });
  }
  const [from, to] = integral.bounds.map((bound) => readExpression(bound));
  const value = await definiteValue(cas, toCas(input), variable, toCas(from), toCas(to), antiderivative);
  const a = valueAt(from, {});
  const b = valueAt(to, {});
  const exact = valueAt(value, {});
  if (!isReal(a) || !isReal(b)) throw new MathInputError('the bounds of the integral must be numbers');
  const numeric = simpson(input, variable, a.re, b.re);
  if ('undefinedAt' in numeric && numeric.interior)
    throw new MathUnsupportedError(
      `the integrand is undefined at ${variable} = ${formatNumber(numeric.undefinedAt)}, between the bounds: this improper integral is not evaluated`,
    );
  const check: Check =
    'undefinedAt' in numeric || !isReal(exact)
      ? { status: 'none', description: 'Not checked: the integrand is undefined at a bound.' }
      : Math.abs(numeric.value - exact.re) <= 1e-6 * Math.max(1, Math.abs(numeric.value))
        ? {
            status: 'passed',
            description: `Simpson's rule on 2000 strips gives the same value (${formatNumber(numeric.value)}).`,
          }
        : {
            status: 'failed',
            description: `Check failed: Simpson's rule gives ${formatNumber(numeric.value)}. Do not trust this result.`,
          };
  return buildResult({
    operation: 'integrate',
    input,
    inputLatex: `\\int_{${toLatex(from)}}^{${toLatex(to)}} ${toLatex(input)}\\,d${variable}`,
    output: value,
    check,
    approximation: isReal(exact) ? formatNumber(exact.re) : null,
  });
}

/**
 * nerdamer's defint; where it gives up, F(b) − F(a) from the antiderivative (wrong if F jumps between
 * the bounds, which the Simpson check then reports).
 */
async function definiteValue(
  cas: CasWorker,
  integrand: string,
  variable: string,
  from: string,
  to: string,
  antiderivative: MathNode,
): Promise<MathNode> {
  const direct = await cas.run('expression', `defint(${integrand}, ${from}, ${to}, ${variable})`);
  if (!/\bdefint\(/.test(direct)) return fromCas(direct, 'the definite integral');
  const primitive = toCas(antiderivative);
  const [upper, lower] = await Promise.all([
    cas.run('substitute', primitive, variable, to),
    cas.run('substitute', primitive, variable, from),
  ]);
  return fromCas(await cas.run('simplify', `(${upper}) - (${lower})`), 'the definite integral');
}

/** The variables to sample: those of the trees, and the one worked in even if it does not occur. */
function withVariable(nodes: MathNode[], variable: string): string[] {
  const names = variablesOfAll(nodes);
  return names.includes(variable) ? names : [...names, variable];
}

/** lim by nerdamer, checked by evaluating the expression ever closer to the point, from both sides. */
export async function limit(
  cas: CasWorker,
  expression: string,
  asked: string | undefined,
  approaching: string | undefined,
): Promise<MathEvaluateResult> {
  const written = readLimit(expression);
  const towards = approaching ?? written.approaching;
  if (!towards)
    throw new MathInputError('a limit needs the value the variable approaches (approaching: "0", "inf")');
  const input = readExpression(written.expression);
  const variable = pickVariable([input], asked ?? written.variable) ?? 'x';
  const point = readApproach(towards);
  if (variablesOfAll([input]).some((name) => name !== variable))
    throw new MathUnsupportedError('a limit can only have one variable');
  const output = fromCas(await cas.run('limit', toCas(input), variable, toCas(point)), 'the limit');
  const check = checkLimit(input, variable, point, output);
  return buildResult({ operation: 'limit', input, output, check, approximation: numberOf(output) });
}

/** `\lim_{x \to 0} f` (or → / ->): the variable and the point written in the expression itself. */
export function readLimit(expression: string): {
  expression: string;
  variable?: string;
  approaching?: string;
} {
  const written = /^\s*\\lim\s*_\s*\{\s*(\\?[A-Za-z]+)\s*(?:\\to|\\rightarrow|->|→)\s*([^}]*)\}(.*)$/s.exec(
    expression,
  );
  if (!written) return { expression };
  return { variable: written[1].replace('\\', ''), approaching: written[2], expression: written[3] };
}

function readApproach(text: string): MathNode {
  const infinity = /^\s*([+-]?)\s*(inf|infinity|∞|oo|\\infty)\s*$/i.exec(text);
  if (infinity) return math.parse(infinity[1] === '-' ? '-Infinity' : 'Infinity');
  const point = readExpression(text);
  if (variablesOfAll([point]).length > 0 || !isReal(valueAt(point, {})))
    throw new MathInputError(`approaching must be a number, such as 0, pi/2 or inf (got "${text}")`);
  return point;
}

function numberOf(node: MathNode): string | null {
  const value = valueAt(node, {});
  return isReal(value) ? formatNumber(value.re) : null;
}
