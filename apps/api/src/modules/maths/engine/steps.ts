import type { MathNode } from 'mathjs';
import type { MathStep } from '@eps/contracts';
import { math } from '../../questions/answer-checking';
import { toLatex } from './notation';

/**
 * A derivative's working, rule by rule, from the outside in: the rule that applies to the outermost
 * operation (sum, constant multiple, product, quotient, power, chain, standard derivative), with the
 * parts' derivatives worked out by mathjs. The final, simplified answer is nerdamer's (and is checked);
 * these steps show how it comes about. Deep trees stop after MAX_STEPS rather than drown the reader.
 */

const MAX_STEPS = 8;

interface Op {
  type: string;
  op?: string;
  fn?: string | { name: string };
  args?: MathNode[];
  content?: MathNode;
  name?: string;
}

const view = (node: MathNode) => node as unknown as Op;

function unwrap(node: MathNode): MathNode {
  let n = node;
  while (n.type === 'ParenthesisNode') n = view(n).content!;
  return n;
}

function dependsOn(node: MathNode, variable: string): boolean {
  return node.filter((n) => n.type === 'SymbolNode' && view(n).name === variable).length > 0;
}

function d(node: MathNode, variable: string): MathNode {
  return math.derivative(node, variable);
}

function dx(variable: string, node: MathNode): string {
  return `\\frac{d}{d${variable}}\\left(${toLatex(node)}\\right)`;
}

export function derivativeSteps(input: MathNode, variable: string): MathStep[] {
  const steps: MathStep[] = [];
  const visit = (raw: MathNode): void => {
    if (steps.length >= MAX_STEPS) return;
    const node = unwrap(raw);
    if (!dependsOn(node, variable) || node.type === 'SymbolNode') return;
    const step = ruleFor(node, variable);
    if (!step) return;
    steps.push({ description: step.description, latex: `${dx(variable, node)} = ${step.latex}` });
    step.parts.forEach(visit);
  };
  try {
    visit(input);
  } catch {
    // mathjs cannot differentiate some part (abs, a function it lacks): no made-up working.
    return [];
  }
  return steps;
}

interface Rule {
  description: string;
  latex: string;
  /** The sub-expressions whose derivatives the rule needs, explained next. */
  parts: MathNode[];
}

function ruleFor(node: MathNode, v: string): Rule | null {
  const { type, op, args = [] } = view(node);
  const tex = (n: MathNode) => toLatex(n);
  const dtex = (n: MathNode) => toLatex(d(n, v));
  if (type === 'OperatorNode' && (op === '+' || op === '-') && args.length === 2) {
    return {
      description: 'Sum rule: differentiate each term separately.',
      latex: `${dtex(args[0])} ${op} \\left(${dtex(args[1])}\\right)`,
      parts: args,
    };
  }
  if (type === 'OperatorNode' && op === '-' && args.length === 1) {
    return {
      description: 'A minus sign stays in front of the derivative.',
      latex: `-\\left(${dtex(args[0])}\\right)`,
      parts: args,
    };
  }
  if (type === 'OperatorNode' && op === '*') {
    const [u, w] = args;
    if (!dependsOn(u, v) || !dependsOn(w, v)) {
      const [constant, inner] = dependsOn(u, v) ? [w, u] : [u, w];
      return {
        description: 'Constant multiple rule: keep the constant, differentiate the rest.',
        latex: `${tex(constant)} \\cdot ${dtex(inner)}`,
        parts: [inner],
      };
    }
    return {
      description: "Product rule: (uv)' = u'v + uv'.",
      latex: `\\left(${dtex(u)}\\right)\\left(${tex(w)}\\right) + \\left(${tex(u)}\\right)\\left(${dtex(w)}\\right)`,
      parts: [u, w],
    };
  }
  if (type === 'OperatorNode' && op === '/') {
    const [u, w] = args;
    if (!dependsOn(w, v))
      return {
        description: 'Dividing by a constant: differentiate the numerator.',
        latex: `\\frac{${dtex(u)}}{${tex(w)}}`,
        parts: [u],
      };
    return {
      description: "Quotient rule: (u/v)' = (u'v − uv') / v².",
      latex: `\\frac{\\left(${dtex(u)}\\right)\\left(${tex(w)}\\right) - \\left(${tex(u)}\\right)\\left(${dtex(w)}\\right)}{\\left(${tex(w)}\\right)^2}`,
      parts: [u, w],
    };
  }
  if (type === 'OperatorNode' && op === '^') {
    const [base, exponent] = args.map(unwrap);
    if (!dependsOn(exponent, v)) {
      const inner = base.type === 'SymbolNode' ? '' : ` \\cdot ${dtex(base)}`;
      return {
        description:
          base.type === 'SymbolNode'
            ? 'Power rule: bring the power down, reduce it by one.'
            : 'Power rule with the chain rule: times the derivative of the bracket.',
        latex: `${tex(exponent)} \\left(${tex(base)}\\right)^{${tex(exponent)} - 1}${inner}`,
        parts: base.type === 'SymbolNode' ? [] : [base],
      };
    }
    if (!dependsOn(base, v))
      return {
        description: 'Exponential rule: d/dx aᵘ = aᵘ · ln a · u′.',
        latex: `${tex(node)} \\ln\\left(${tex(base)}\\right) \\cdot ${dtex(exponent)}`,
        parts: [exponent],
      };
    return null;
  }
  if (type === 'FunctionNode' && args.length === 1) {
    const inner = unwrap(args[0]);
    if (inner.type === 'SymbolNode')
      return { description: `Standard derivative of ${tex(node)}.`, latex: dtex(node), parts: [] };
    const name = (view(node).fn as { name: string }).name;
    const outer = d(new math.FunctionNode(name, [new math.SymbolNode('u')]), 'u').transform((n) =>
      n.type === 'SymbolNode' && view(n).name === 'u' ? new math.ParenthesisNode(inner) : n,
    );
    return {
      description: `Chain rule: the derivative of ${name} at the inside, times the derivative of the inside.`,
      latex: `${tex(outer)} \\cdot \\left(${dtex(inner)}\\right)`,
      parts: [inner],
    };
  }
  return null;
}
