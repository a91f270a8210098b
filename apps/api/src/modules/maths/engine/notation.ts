import type { MathNode } from 'mathjs';
import { math } from '../../questions/answer-checking';
import { MathInputError, MathUnsupportedError } from './read-input';

/**
 * Between the three notations the engine meets: mathjs trees (what the reader produces, what checks
 * evaluate), nerdamer's strings (what the CAS reads and writes) and what the student sees (LaTeX, and
 * text in school notation: ln for the natural log). mathjs and nerdamer agree on log = natural log.
 */

/** nerdamer writes a numeric root it found as a rational (58804968/7958387); shown as a decimal instead. */
const APPROXIMATE_RATIONAL = /\b(\d{6,})\s*\/\s*(\d{6,})\b/g;

/** A mathjs tree → nerdamer's syntax. */
export function toCas(node: MathNode): string {
  return node.toString({
    parenthesis: 'all',
    implicit: 'show',
    handler: (n: MathNode, options: object) => {
      if (n.type === 'FunctionNode') {
        const { fn, args } = n as unknown as { fn: { name: string }; args: MathNode[] };
        if (fn.name === 'nthRoot') {
          const [radicand, index] = args.map((arg) => arg.toString(options));
          return `((${radicand})^(1/(${index ?? '2'})))`;
        }
        if (fn.name === 'cbrt') return `((${args[0].toString(options)})^(1/3))`;
      }
      if (n.type === 'SymbolNode' && (n as unknown as { name: string }).name === 'deg') return '(pi/180)';
      return undefined;
    },
  });
}

/** True when nerdamer gave an approximation (a huge rational) rather than an exact value. */
export function isApproximate(casText: string): boolean {
  return new RegExp(APPROXIMATE_RATIONAL.source).test(casText);
}

/** nerdamer's answer → a mathjs tree; an answer that still holds an unevaluated operation is refused. */
export function fromCas(casText: string, what: string): MathNode {
  if (/\b(limit|integrate|diff|defint|solve)\(/.test(casText))
    throw new MathUnsupportedError(`it cannot find ${what} in closed form`);
  const decimals = casText.replace(APPROXIMATE_RATIONAL, (_m, p: string, q: string) =>
    formatNumber(Number(p) / Number(q)),
  );
  try {
    return math.parse(decimals);
  } catch {
    throw new MathInputError(`the engine's answer for ${what} could not be read back`);
  }
}

/** A number as people read it: 10 significant digits, no trailing zeros. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : value < 0 ? '-Infinity' : 'NaN';
  return String(Number(value.toPrecision(10)));
}

/** A number times a letter, a function or a power is written as in school: 4x, 3sin(x), 2x². */
function schoolProducts(node: MathNode): MathNode {
  return node.transform((n) => {
    const { op, args } = n as unknown as { op?: string; args?: MathNode[] };
    if (n.type !== 'OperatorNode' || op !== '*' || args?.length !== 2) return n;
    const [left, right] = args;
    const letterLike =
      right.type === 'SymbolNode' ||
      right.type === 'FunctionNode' ||
      (right.type === 'OperatorNode' && (right as unknown as { op: string }).op === '^');
    if (left.type !== 'ConstantNode' || !letterLike) return n;
    return new math.OperatorNode('*', 'multiply', [left, right], true);
  });
}

export function toLatex(node: MathNode): string {
  return schoolProducts(node)
    .toTex({ parenthesis: 'auto', implicit: 'hide' })
    .replace(/\{\s+/g, '{')
    .replace(/\\mathrm\{i\}/g, 'i')
    .replace(/~/g, ' ')
    .replace(/\s{2,}/g, ' ');
}

/** School notation: ln for the natural log, log for base 10 (what the reader reads back the same way). */
export function toText(node: MathNode): string {
  return schoolProducts(node)
    .toString({ parenthesis: 'auto', implicit: 'hide' })
    .replace(/ \^ /g, '^')
    .replace(/\blog\(/g, 'ln(')
    .replace(/\blog10\(/g, 'log(');
}
