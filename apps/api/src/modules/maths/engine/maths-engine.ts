import type { MathNode } from 'mathjs';
import type { MathEvaluateResult, MathOperation } from '@eps/contracts';
import { math } from '../../questions/answer-checking';
import { CasWorker } from './cas-worker';
import { differentiate, integrate, limit } from './calculus';
import { fromCas, isApproximate, toCas } from './notation';
import { compareAtPoints, valueAt } from './numeric';
import { MathUnsupportedError, normaliseUnicode, readExpression, variablesOfAll } from './read-input';
import { buildResult, formatValue, verdict } from './result';
import { solve } from './solve';
import { evaluateUnits } from './units';

export interface EngineRequest {
  expression: string;
  operation: MathOperation;
  variable?: string;
  approaching?: string;
  angleUnit: 'rad' | 'deg';
}

const TRIG = new Set(['sin', 'cos', 'tan', 'sec', 'csc', 'cot']);
const INVERSE_TRIG = new Set(['asin', 'acos', 'atan']);

/** sin(30) in degrees: trigonometric arguments scaled by π/180, inverse results by 180/π. */
function inDegrees(node: MathNode): MathNode {
  return node.transform((n) => {
    if (n.type !== 'FunctionNode') return n;
    const name = (n as unknown as { fn: { name: string } }).fn.name;
    if (TRIG.has(name)) {
      const { args } = n as unknown as { args: MathNode[] };
      return new math.FunctionNode(name, [math.parse(`(${args[0].toString()}) * pi / 180`)]);
    }
    if (INVERSE_TRIG.has(name)) return math.parse(`(${n.toString()}) * 180 / pi`);
    return n;
  });
}

const TRANSFORMS = { simplify: 'simplify', expand: 'expand', factorise: 'factor' } as const;
const TRANSFORM_WORDS = { simplify: 'simplified', expand: 'expanded', factorise: 'factorised' } as const;

/**
 * The maths engine. Symbolic work is done by nerdamer-prime in a worker (cas-worker.ts); reading input,
 * numbers, units and LaTeX by mathjs; every algebra result is checked numerically by mathjs.
 */
export class MathsEngine {
  constructor(private readonly cas: CasWorker) {}

  async run(request: EngineRequest): Promise<MathEvaluateResult> {
    const { operation, expression } = request;
    switch (operation) {
      case 'evaluate':
        return evaluateUnits(normaliseUnicode(expression)) ?? this.evaluate(request);
      case 'simplify':
      case 'expand':
      case 'factorise':
        return this.transform(operation, expression);
      case 'solve':
        return solve(this.cas, expression, request.variable);
      case 'differentiate':
        return differentiate(this.cas, expression, request.variable);
      case 'integrate':
        return integrate(this.cas, expression, request.variable);
      case 'limit':
        return limit(this.cas, expression, request.variable, request.approaching);
    }
  }

  close(): Promise<void> {
    return this.cas.close();
  }

  private async evaluate(request: EngineRequest): Promise<MathEvaluateResult> {
    const read = readExpression(request.expression);
    refuseEquation(read);
    const input = request.angleUnit === 'deg' ? inDegrees(read) : read;
    const output = fromCas(await this.cas.run('expression', toCas(input)), 'the value');
    const variables = variablesOfAll([input]);
    if (variables.length > 0) {
      const check = verdict(
        compareAtPoints(input, output, variables),
        'The result and the expression have the same value',
      );
      return buildResult({ operation: 'evaluate', input: read, output, check });
    }
    const direct = valueAt(input, {});
    const exact = valueAt(output, {});
    if (!direct) throw new MathUnsupportedError('the expression has no finite value');
    const agree =
      exact !== null &&
      Math.hypot(direct.re - exact.re, direct.im - exact.im) <=
        1e-9 * Math.max(1, Math.hypot(direct.re, direct.im));
    return buildResult({
      operation: 'evaluate',
      input: read,
      output,
      approximation: formatValue(direct),
      check: agree
        ? { status: 'passed', description: 'The exact form and a direct decimal evaluation agree.' }
        : {
            status: 'failed',
            description:
              'Check failed: the exact form and a direct decimal evaluation differ. Do not trust this result.',
          },
    });
  }

  private async transform(
    operation: keyof typeof TRANSFORMS,
    expression: string,
  ): Promise<MathEvaluateResult> {
    const input = readExpression(expression);
    refuseEquation(input);
    let casText = await this.cas.run(TRANSFORMS[operation], toCas(input));
    // nerdamer's simplify sometimes turns surds into huge approximate fractions; its plain
    // evaluation keeps them exact, so that form is taken instead when it is.
    if (operation === 'simplify' && isApproximate(casText)) {
      const plain = await this.cas.run('expression', toCas(input));
      if (!isApproximate(plain)) casText = plain;
    }
    const output = fromCas(casText, `the ${operation}d form`);
    const check = verdict(
      compareAtPoints(input, output, variablesOfAll([input])),
      `The ${TRANSFORM_WORDS[operation]} form and the expression have the same value`,
    );
    return buildResult({ operation, input, output, check });
  }
}

/** `=` and inequalities belong to solve; elsewhere they would be read as true/false. */
export function refuseEquation(node: MathNode): void {
  let relational = false;
  node.traverse((n) => {
    if (
      n.type === 'RelationalNode' ||
      (n.type === 'OperatorNode' &&
        ['<', '>', '<=', '>=', '!=', '=='].includes((n as unknown as { op: string }).op))
    )
      relational = true;
  });
  if (relational)
    throw new MathUnsupportedError('an equation or inequality can only be solved (operation "solve")');
}
