import type { EvalFunction, MathNode } from 'mathjs';
import { freeSymbols, math, trigFunctions } from '../calc-math';
import { toMathjsSyntax } from '../scientific/scientific-eval';

/** A function of x as the graph reads it, or why it cannot. */
export type PlotFunction =
  | {
      ok: true;
      source: string;
      /** Free letters other than x: each gets a slider. */
      parameters: string[];
      usesX: boolean;
      at: (x: number, parameters: Record<string, number>) => number;
    }
  | { ok: false; source: string; error: string };

/** "y = x^2", "f(x) = x^2" and "x^2" all mean the right-hand side. */
function rightHandSide(source: string): string {
  return source.replace(/^\s*(y|[a-zA-Z]\s*\(\s*x\s*\))\s*=/, '');
}

function valueOf(compiled: EvalFunction, scope: Map<string, unknown>): number {
  try {
    const value: unknown = compiled.evaluate(scope);
    if (typeof value === 'number') return value;
    // A complex value (sqrt of a negative) has no point on a real graph.
    if (math.typeOf(value) === 'Complex') {
      const { re, im } = value as { re: number; im: number };
      return im === 0 ? re : NaN;
    }
    return NaN;
  } catch {
    return NaN;
  }
}

/**
 * Reads a function of x. Any other free letter (a, k, m) is a parameter the page gives a slider.
 * Trigonometry is in radians, as on every graphing calculator.
 */
export function readPlotFunction(source: string): PlotFunction {
  const text = toMathjsSyntax(rightHandSide(source)).trim();
  if (!text) return { ok: false, source, error: 'Type a function of x, such as x^2 - 1.' };
  let node: MathNode;
  try {
    node = math.parse(text);
  } catch (error) {
    return {
      ok: false,
      source,
      error: `Could not read it: ${error instanceof Error ? error.message : String(error)}.`,
    };
  }
  if (node.type === 'AssignmentNode' || node.type === 'FunctionAssignmentNode') {
    return { ok: false, source, error: 'Write the function as y = … or just its formula, such as x^2 - 1.' };
  }
  const symbols = freeSymbols(node);
  const parameters = symbols.filter((name) => name !== 'x').sort();
  const compiled = node.compile();
  // One scope reused for every point: the graph evaluates thousands of points per frame.
  const scope = new Map<string, unknown>(Object.entries(trigFunctions('rad')));
  return {
    ok: true,
    source,
    parameters,
    usesX: symbols.includes('x'),
    at: (x, values) => {
      scope.set('x', x);
      for (const name of parameters) scope.set(name, values[name] ?? 1);
      return valueOf(compiled, scope);
    },
  };
}

/** True when the text reads as a function of x alone (what a link's expression may prefill on the graph). */
export function isFunctionOfX(source: string): boolean {
  const read = readPlotFunction(source);
  return read.ok && read.usesX && read.parameters.length === 0;
}
