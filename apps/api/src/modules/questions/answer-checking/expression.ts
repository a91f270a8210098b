import { create, all, type MathNode, type Unit } from 'mathjs';
import { GREEK_LETTERS as GREEK, latexToExpression } from './latex-to-expression';

/** A private mathjs instance: answers are parsed, walked and evaluated here, never with import/createUnit. */
export const math = create(all, { number: 'number' });

/** Functions an answer may call; anything else (import, evaluate, createUnit…) is refused. */
const FUNCTIONS = new Set([
  'sqrt',
  'nthRoot',
  'cbrt',
  'abs',
  'log',
  'log10',
  'log2',
  'exp',
  'sin',
  'cos',
  'tan',
  'sec',
  'csc',
  'cot',
  'asin',
  'acos',
  'atan',
  'sinh',
  'cosh',
  'tanh',
]);
const CONSTANTS = new Set(['pi', 'e', 'Infinity', 'deg']);
const MAX_CHARS = 300;
/** School notation → mathjs names: ln is the natural log, log the common one. */
const SPELLED: Record<string, string> = { ln: 'log', log: 'log10' };

export class UnreadableAnswerError extends Error {}

/**
 * A student's or a data file's answer → a mathjs tree. Reads plain syntax ("2(x+1)", "5e-1", "3/4") and
 * LaTeX; a run of letters that is not a function or constant is a product of one-letter variables, as in
 * written maths ("2xy" = 2·x·y). `maxChars` lets the calculator read longer input than an answer.
 */
export function parseExpression(answer: string, maxChars = MAX_CHARS): MathNode {
  if (answer.length > maxChars)
    throw new UnreadableAnswerError(`an answer is at most ${maxChars} characters`);
  let text: string;
  try {
    text = latexToExpression(answer);
  } catch (err) {
    throw new UnreadableAnswerError((err as Error).message);
  }
  if (text.includes('\\')) throw new UnreadableAnswerError('it uses LaTeX the checker does not read');
  text = text
    .replace(/\*\*/g, '^')
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .replace(/(\d)E(?=[-+]?\d)/g, '$1e')
    // mathjs reads 0x…, 0b…, 0o… as hex/binary/octal literals; in an answer "0x" is 0·x.
    .replace(/(^|[^\d.])0(?=[xbo])/gi, (_m, before: string) => `${before}0 * `)
    .replace(/[A-Za-z]+(?:_[A-Za-z0-9]+)?/g, (word, offset: number, all: string) => {
      // log10 and log2 are names already; only a bare "log" is the common log.
      if (word === 'log' && /^(10|2)\b/.test(all.slice(offset + 3))) return word;
      if (word in SPELLED) return SPELLED[word];
      if (
        FUNCTIONS.has(word) ||
        CONSTANTS.has(word) ||
        GREEK.has(word) ||
        word.length === 1 ||
        word.includes('_')
      )
        return word;
      return word.split('').join(' * ');
    })
    // A variable before a bracket multiplies it: y(3x-1) is y·(3x-1), not a call of y.
    .replace(/(?<![A-Za-z_])([A-Za-z]|[A-Za-z]_[A-Za-z0-9]+)\s*\(/g, '$1 * (');
  let node: MathNode;
  try {
    node = math.parse(text);
  } catch (err) {
    throw new UnreadableAnswerError((err as Error).message);
  }
  node.traverse((n) => {
    if (n.type === 'FunctionNode') {
      const name = (n as unknown as { fn: { name?: string } }).fn.name;
      if (!name || !FUNCTIONS.has(name))
        throw new UnreadableAnswerError(`unknown function ${name ?? ''}`.trim());
    } else if (
      !['ConstantNode', 'SymbolNode', 'OperatorNode', 'ParenthesisNode', 'RelationalNode'].includes(n.type)
    ) {
      throw new UnreadableAnswerError(`${n.type} is not part of an answer`);
    }
  });
  return node;
}

/** The free variables of an expression (constants, functions and units excluded). */
export function variablesOf(node: MathNode): string[] {
  const names = new Set<string>();
  node.traverse((n, _path, parent) => {
    if (n.type !== 'SymbolNode') return;
    const name = (n as unknown as { name: string }).name;
    const isCallee = parent?.type === 'FunctionNode' && (parent as unknown as { fn: MathNode }).fn === n;
    if (!isCallee && !CONSTANTS.has(name)) names.add(name);
  });
  return [...names].sort();
}

/** The value at a point; a quantity with a unit (72 deg) in SI base units, so 72° and 1.2566 rad compare. */
export function evaluateAt(node: MathNode, scope: Record<string, number>): number | null {
  try {
    const value: unknown = node.compile().evaluate({ ...scope });
    if (typeof value === 'number') return value;
    // An inequality is true (1) or false (0) at a point, so x ≥ -1/20 and -0.05 ≤ x compare point by point.
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (math.isUnit(value)) return (value as Unit).value;
    return null;
  } catch {
    return null;
  }
}
