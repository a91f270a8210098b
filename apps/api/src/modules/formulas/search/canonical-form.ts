import type { MathNode } from 'mathjs';
import { parseExpression } from '../../questions/answer-checking';

/**
 * The shape of a formula up to the names of its variables and the order of sums and products, so that
 * `\frac{1}{2}mv^2`, `\frac{m v^2}{2}`, `0.5*m*v^2` and `\frac12 M u^2` have one key. The LaTeX is read by
 * the answer checker's parser (mathjs); the tree is then normalised: a − b is a + (−1)·b, a / b is a·b⁻¹,
 * √a is a^0.5, numbers in a product fold into one coefficient, a power of a product is a product of
 * powers. Commutative operands are sorted by their shape (names erased), variables are renamed in order of
 * first appearance, and the sort and renaming are repeated with the new names until the key is stable.
 */
type Canon =
  | { k: 'num'; v: number }
  | { k: 'sym'; name: string; variable: boolean }
  | { k: 'fn'; name: string; args: Canon[] }
  | { k: 'add' | 'mul'; items: Canon[] }
  | { k: 'pow'; base: Canon; exp: Canon }
  | { k: 'rel'; op: string; items: Canon[] };

const CONSTANTS = new Set(['pi', 'e', 'Infinity', 'deg']);
const RELATIONS: Record<string, string> = {
  equal: '=',
  smaller: '<',
  larger: '>',
  smallerEq: '<=',
  largerEq: '>=',
  unequal: '!=',
};
const UPPER_GREEK = /\\(Delta|Phi|Omega|Sigma|Lambda|Gamma|Theta|Psi)(?![A-Za-z])/g;

const num = (v: number): Canon => ({ k: 'num', v });

function mul(items: Canon[]): Canon {
  const flat = items.flatMap((c) => (c.k === 'mul' ? c.items : [c]));
  let coefficient = 1;
  const rest: Canon[] = [];
  for (const item of flat) {
    if (item.k === 'num') coefficient *= item.v;
    else rest.push(item);
  }
  if (coefficient === 0) return num(0);
  if (coefficient !== 1) rest.unshift(num(coefficient));
  if (rest.length === 0) return num(coefficient);
  return rest.length === 1 ? rest[0] : { k: 'mul', items: rest };
}

function add(items: Canon[]): Canon {
  const flat = items.flatMap((c) => (c.k === 'add' ? c.items : [c]));
  const constant = flat.reduce((sum, c) => (c.k === 'num' ? sum + c.v : sum), 0);
  const rest: Canon[] = flat.filter((c) => c.k !== 'num');
  if (constant !== 0 || rest.length === 0) rest.push(num(constant));
  return rest.length === 1 ? rest[0] : { k: 'add', items: rest };
}

function pow(base: Canon, exp: Canon): Canon {
  if (exp.k === 'num') {
    if (exp.v === 1) return base;
    if (exp.v === 0) return num(1);
    if (base.k === 'num') return num(base.v ** exp.v);
    if (base.k === 'mul') return mul(base.items.map((item) => pow(item, exp)));
    if (base.k === 'pow' && base.exp.k === 'num') return pow(base.base, num(base.exp.v * exp.v));
  }
  return { k: 'pow', base, exp };
}

type Node = MathNode & {
  op?: string;
  fn?: string | { name?: string };
  args?: MathNode[];
  content?: MathNode;
  value?: unknown;
  name?: string;
  conditionals?: string[];
  params?: MathNode[];
};

function toCanon(node: MathNode): Canon {
  const n = node as Node;
  switch (n.type) {
    case 'ParenthesisNode':
      return toCanon(n.content!);
    case 'ConstantNode':
      return num(Number(n.value));
    case 'SymbolNode':
      return { k: 'sym', name: n.name!, variable: !CONSTANTS.has(n.name!) };
    case 'RelationalNode':
      return {
        k: 'rel',
        op: n.conditionals!.map((c) => RELATIONS[c] ?? c).join(''),
        items: n.params!.map(toCanon),
      };
    case 'FunctionNode': {
      const name = typeof n.fn === 'object' ? (n.fn.name ?? '') : String(n.fn);
      const args = n.args!.map(toCanon);
      if (name === 'sqrt') return pow(args[0], num(0.5));
      if (name === 'nthRoot' && args[1]?.k === 'num') return pow(args[0], num(1 / args[1].v));
      if (name === 'exp') return pow({ k: 'sym', name: 'e', variable: false }, args[0]);
      return { k: 'fn', name, args };
    }
    case 'OperatorNode': {
      const fn = String(n.fn);
      const args = n.args!.map(toCanon);
      if (fn in RELATIONS) return { k: 'rel', op: RELATIONS[fn], items: args };
      switch (fn) {
        case 'add':
          return add(args);
        case 'subtract':
          return add([args[0], mul([num(-1), args[1]])]);
        case 'unaryMinus':
          return mul([num(-1), args[0]]);
        case 'unaryPlus':
          return args[0];
        case 'multiply':
          return mul(args);
        case 'divide':
          return mul([args[0], pow(args[1], num(-1))]);
        case 'pow':
          return pow(args[0], args[1]);
        default:
          return { k: 'fn', name: fn, args };
      }
    }
    default:
      throw new Error(`${n.type} has no canonical form`);
  }
}

const formatNumber = (v: number) => String(Number(v.toPrecision(10)));

/** The key of a tree: variable names come from `names` (first appearance order) or are all `?`. */
function keyOf(c: Canon, names: Map<string, number> | null): string {
  switch (c.k) {
    case 'num':
      return formatNumber(c.v);
    case 'sym':
      if (!c.variable) return c.name;
      return names ? `v${names.get(c.name) ?? '?'}` : '?';
    case 'fn':
      return `${c.name}(${c.args.map((a) => keyOf(a, names)).join(',')})`;
    case 'pow':
      return `(${keyOf(c.base, names)})^(${keyOf(c.exp, names)})`;
    case 'add':
    case 'mul':
      return `${c.k}[${c.items.map((a) => keyOf(a, names)).join(',')}]`;
    case 'rel':
      return `[${c.items.map((a) => keyOf(a, names)).join(c.op)}]`;
  }
}

const isCommutative = (c: Canon) => c.k === 'add' || c.k === 'mul' || (c.k === 'rel' && c.op === '=');

function sortTree(c: Canon, names: Map<string, number> | null): Canon {
  switch (c.k) {
    case 'fn':
      return { ...c, args: c.args.map((a) => sortTree(a, names)) };
    case 'pow':
      return { ...c, base: sortTree(c.base, names), exp: sortTree(c.exp, names) };
    case 'add':
    case 'mul':
    case 'rel': {
      const items = c.items.map((a) => sortTree(a, names));
      if (isCommutative(c))
        items.sort((a, b) => {
          const ka = keyOf(a, names);
          const kb = keyOf(b, names);
          return ka < kb ? -1 : ka > kb ? 1 : 0;
        });
      return { ...c, items };
    }
    default:
      return c;
  }
}

function firstAppearance(c: Canon, names = new Map<string, number>()): Map<string, number> {
  if (c.k === 'sym' && c.variable && !names.has(c.name)) names.set(c.name, names.size);
  const children = c.k === 'fn' ? c.args : c.k === 'pow' ? [c.base, c.exp] : 'items' in c ? c.items : [];
  for (const child of children) firstAppearance(child, names);
  return names;
}

function canonicalKey(tree: Canon): string {
  let sorted = sortTree(tree, null);
  let names = firstAppearance(sorted);
  let key = keyOf(sorted, names);
  for (let round = 0; round < 3; round++) {
    sorted = sortTree(sorted, names);
    names = firstAppearance(sorted);
    const next = keyOf(sorted, names);
    if (next === key) break;
    key = next;
  }
  return key;
}

function subtrees(c: Canon): Canon[] {
  const children = c.k === 'fn' ? c.args : c.k === 'pow' ? [c.base, c.exp] : 'items' in c ? c.items : [];
  return [c, ...children.flatMap(subtrees)];
}

/** LaTeX the answer parser does not read, rewritten to what it does (display-only notation dropped). */
function prepare(latex: string): string {
  return (
    latex
      // Δx is "the change in x": written with or without it (E = mgh for ΔE = mgΔh), the shape is one.
      .replace(/\\Delta\s*(?=[\\A-Za-z(])/g, '')
      // "m1" typed for m₁ (not inside a command or log10).
      .replace(
        /(?<!\\[A-Za-z]*)([A-Za-z])(\d+)(?![\d.])/g,
        (whole, letter: string, digits: string, at: number, all: string) =>
          all.slice(Math.max(0, at - 2), at) === 'lo' ? whole : `${letter}_{${digits}}`,
      )
      // "2bc\cos A": without a space the parser would read "bccos" as one run of letters.
      .replace(/(?<=[A-Za-z0-9])\\(?=[A-Za-z])/g, ' \\')
      // "cos A" typed without a backslash or brackets reads as \cos A.
      .replace(/(?<![\\A-Za-z])(sin|cos|tan|sec|csc|cot|ln|log)\s+(?=[A-Za-z0-9\\])/g, '\\$1 ')
      .replace(UPPER_GREEK, (_m, name: string) => `\\${name.toLowerCase()}`)
      .replace(/\\var(epsilon|theta|phi|rho)/g, '\\$1')
      .replace(/\\(bar|hat|overline|tilde)\{([A-Za-z])\}/g, '$2_{$1}')
      .replace(/\\(sin|cos|tan|sec|csc|cot)\^(\{[^{}]*\}|\d)\s*(\\[A-Za-z]+|[A-Za-z])/g, '(\\$1 $3)^$2')
      .replace(/\\approx|≈/g, '=')
      // "Gm_1" is G·m₁: the parser would read a run of letters before a subscript as one name.
      .replace(/(?<![\\A-Za-z])([A-Za-z]+)([A-Za-z])(?=_)/g, '$1 $2')
      // …and "m_1m_2" as one name too: a subscript ends where its group or its one character ends.
      .replace(/_(\{[^{}]*\}|[A-Za-z0-9])/g, '_$1 ')
  );
}

/** The sides of a chain of equations `a = b = c`, split outside braces. */
function splitEquals(latex: string): string[] {
  const sides: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < latex.length; i++) {
    const c = latex[i];
    if (c === '{' || c === '(') depth++;
    else if (c === '}' || c === ')') depth--;
    else if (c === '=' && depth === 0 && latex[i - 1] !== '<' && latex[i - 1] !== '>') {
      sides.push(latex.slice(start, i));
      start = i + 1;
    }
  }
  sides.push(latex.slice(start));
  return sides.map((s) => s.trim()).filter(Boolean);
}

const isTrivial = (c: Canon) => c.k === 'num' || c.k === 'sym';

/** A formula's or a query's shape keys: the whole (a chain of equations pairs neighbours) and each side. */
export interface CanonicalForms {
  /** The whole input: its equation (all sides) or its expression. */
  primary: string;
  /** Whole equations and whole sides: an exact match of the query. */
  whole: string[];
  /** Every part of every side: the query is one term of the formula. */
  parts: string[];
}

/** Shape keys of LaTeX or plain maths, or null when the parser cannot read it. */
export function canonicalForms(latex: string): CanonicalForms | null {
  let sides: Canon[];
  try {
    sides = splitEquals(prepare(latex)).map((side) => toCanon(parseExpression(side)));
  } catch {
    return null;
  }
  if (sides.length === 0) return null;
  const primary = canonicalKey(sides.length > 1 ? { k: 'rel', op: '=', items: sides } : sides[0]);
  const whole = new Set<string>();
  const parts = new Set<string>();
  for (let i = 0; i + 1 < sides.length; i++)
    whole.add(canonicalKey({ k: 'rel', op: '=', items: [sides[i], sides[i + 1]] }));
  for (const side of sides) {
    if (!isTrivial(side)) whole.add(canonicalKey(side));
    for (const part of subtrees(side)) if (!isTrivial(part)) parts.add(canonicalKey(part));
  }
  if (sides.length > 2) whole.add(primary);
  for (const key of whole) parts.delete(key);
  return whole.size ? { primary, whole: [...whole], parts: [...parts] } : null;
}

/** Whether two pieces of maths have the same shape (up to variable names and operand order). */
export function sameShape(a: string, b: string): boolean {
  const fa = canonicalForms(a);
  const fb = canonicalForms(b);
  return Boolean(fa && fb && fa.primary === fb.primary);
}
