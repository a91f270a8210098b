import type { MathNode, Unit } from 'mathjs';
import type { MathEvaluateResult } from '@eps/contracts';
import { math } from '../../questions/answer-checking';
import { formatNumber, toLatex } from './notation';

/**
 * Arithmetic with units (`3 m/s * 2 s`, `5 km to m`, `60 mph in km/h`) through mathjs' units. Only an
 * expression made of numbers, units, constants and arithmetic is taken; anything with a variable or a
 * function call other than the whitelisted ones goes to the algebra path instead.
 */

const FUNCTIONS = new Set(['sqrt', 'abs', 'sin', 'cos', 'tan', 'exp', 'log', 'log10']);
const CONSTANTS = new Set(['pi', 'e']);

function isUnitName(name: string): boolean {
  try {
    return math.Unit.isValuelessUnit(name);
  } catch {
    return false;
  }
}

/**
 * The tree when `text` is a units calculation (at least one unit, no unknown names), else null. A
 * conversion (`… to km/h`) naming an unknown unit is refused rather than read as letters multiplied.
 */
function readUnits(text: string): MathNode | null {
  let node: MathNode;
  try {
    node = math.parse(text);
  } catch {
    return null;
  }
  let units = 0;
  const unknown: string[] = [];
  let foreign = false;
  node.traverse((n, _path, parent) => {
    if (n.type === 'SymbolNode') {
      const name = (n as unknown as { name: string }).name;
      const callee = parent?.type === 'FunctionNode';
      if (callee && FUNCTIONS.has(name)) return;
      if (CONSTANTS.has(name)) return;
      if (!callee && isUnitName(name)) units++;
      else unknown.push(name);
    } else if (!['ConstantNode', 'OperatorNode', 'ParenthesisNode', 'FunctionNode'].includes(n.type)) {
      foreign = true;
    }
  });
  const conversion = node.type === 'OperatorNode' && (node as unknown as { op: string }).op === 'to';
  if (conversion && unknown.length > 0)
    throw new UnitsError(
      `"${unknown[0]}" is not a unit the calculator knows (units are written as m, km, s, h, kg, N, J, mi, ft, degC; speeds as km/h or mi/h)`,
    );
  return units > 0 && unknown.length === 0 && !foreign ? node : null;
}

/** The result of a units calculation, or null when `text` is not one (or gives a plain number). */
export function evaluateUnits(text: string): MathEvaluateResult | null {
  const node = readUnits(text);
  if (!node) return null;
  let value: unknown;
  try {
    value = node.compile().evaluate({});
  } catch (err) {
    // A units calculation that mathjs refuses (adding metres to seconds) is the caller's mistake.
    throw new UnitsError(`the units do not fit together (${(err as Error).message})`);
  }
  if (!math.isUnit(value)) return null;
  const unit = value as Unit;
  const text10 = unit.format({ precision: 10 });
  const magnitude = unit.toNumber();
  return {
    operation: 'evaluate',
    inputLatex: toLatex(node),
    resultLatex: toLatex(math.parse(text10)),
    resultText: text10,
    approximation: formatNumber(magnitude),
    steps: [],
    check: {
      status: 'none',
      description: 'Unit arithmetic and conversion by mathjs; no independent check applies.',
    },
  };
}

export class UnitsError extends Error {}
