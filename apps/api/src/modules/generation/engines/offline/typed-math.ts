import {
  isConstantNode,
  isFunctionNode,
  isOperatorNode,
  isParenthesisNode,
  isSymbolNode,
  parse,
  type MathNode,
  type OperatorNode as MathOperatorNode,
  type OperatorNodeFn,
  type OperatorNodeOp,
} from 'mathjs';
import { FUNCTION_NAMES, GREEK_NAMES } from './math-sanitizer';

/**
 * Maths as students type it (`F = -kx`, `T = 2*pi*sqrt(m/k)`, `E = ½kA²`, `S = k_B ln W`,
 * `rate = k*[A]^m`) parsed by mathjs and printed as LaTeX. mathjs reads the structure (precedence,
 * fractions, powers, calls); the printing here follows how such formulas are typeset by hand: a product
 * is juxtaposition, `x_max` is `x_{\mathrm{max}}`, `T2` is `T_{2}`, a word is upright, `[H+]` is a
 * concentration. Numbers print exactly as typed (`2.0` stays `2.0`). Null when mathjs cannot parse it.
 */

const RELATIONS: Record<string, string> = {
  '<=': '\\leq', '>=': '\\geq', '!=': '\\neq', '≤': '\\leq', '≥': '\\geq', '≠': '\\neq',
  '≈': '\\approx', '∝': '\\propto', '=': '=', '<': '<', '>': '>',
}; // prettier-ignore
const RELATION_SPLIT = /\s*(<=|>=|!=|≤|≥|≠|≈|∝|=|<|>)\s*/;

// prettier-ignore
const GREEK_LETTERS: Record<string, string> = {
  α: 'alpha', β: 'beta', γ: 'gamma', δ: 'delta', ε: 'epsilon', θ: 'theta', κ: 'kappa', λ: 'lambda', μ: 'mu',
  ν: 'nu', ξ: 'xi', π: 'pi', ρ: 'rho', σ: 'sigma', τ: 'tau', φ: 'phi', χ: 'chi', ψ: 'psi', ω: 'omega',
  Γ: 'Gamma', Δ: 'Delta', '∆': 'Delta', Θ: 'Theta', Λ: 'Lambda', Π: 'Pi', Φ: 'Phi', Ψ: 'Psi', Ω: 'Omega',
};
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const SUBSCRIPT = '₀₁₂₃₄₅₆₇₈₉';
const FRACTIONS: Record<string, string> = { '½': '(1/2)', '⅓': '(1/3)', '¼': '(1/4)', '¾': '(3/4)' };
/** Functions typed by name and their LaTeX operator; the rest print as `name(…)`. */
const OPERATOR_NAMES = new Set([...FUNCTION_NAMES, 'max', 'min', 'lim', 'det']);

/** Placeholders mathjs reads as symbols; `$` never starts a typed name. */
interface Held {
  numbers: string[];
  brackets: string[];
}

/** Unicode maths to the ASCII mathjs reads: `ω = √(k/m)` → `omega = sqrt(k/m)`, `x²` → `x^2`. */
function asciiMath(text: string): string {
  let out = '';
  const chars = [...text.normalize('NFC')];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (GREEK_LETTERS[ch]) out += ` ${GREEK_LETTERS[ch]} `;
    else if (ch === 'Σ' || ch === '∑') out += ' $sum ';
    else if (ch === '√') {
      // √n and √(k/m) alike become sqrt(…): the radicand is the bracket or the name after the sign.
      let run = '';
      while (i + 1 < chars.length && /[A-Za-z0-9_.]/.test(chars[i + 1]!)) run += chars[++i];
      out += run ? ` sqrt(${run}) ` : ' sqrt';
    } else if (SUPERSCRIPT.includes(ch) || ch === '⁻') {
      let run = '';
      for (; i < chars.length && (SUPERSCRIPT.includes(chars[i]!) || chars[i] === '⁻'); i++)
        run += chars[i] === '⁻' ? '-' : String(SUPERSCRIPT.indexOf(chars[i]!));
      i--;
      out += run.length > 1 ? `^(${run})` : `^${run}`;
    } else if (SUBSCRIPT.includes(ch)) out += `_${SUBSCRIPT.indexOf(ch)}`;
    else if (FRACTIONS[ch]) out += `${FRACTIONS[ch]} `;
    else if (ch === '\u0304') out += 'bar';
    else if ('×·∙⋅'.includes(ch)) out += '*';
    else if ('−–'.includes(ch)) out += '-';
    else if (ch === '÷') out += '/';
    else out += ch;
  }
  return out;
}

/** Numbers, concentrations (`[H+]`) and primes (`f'`) become symbols mathjs keeps whole. */
function hold(text: string, held: Held): string {
  return text
    .replace(
      /\[([A-Za-z][A-Za-z0-9]*[+-]?)\]/g,
      (_m, inner: string) => ` $b${held.brackets.push(inner) - 1} `,
    )
    .replace(/([A-Za-z])'/g, '$1$prime')
    .replace(
      /(?<![A-Za-z_\d.$])\d+(?:\.\d+)?(?:[eE][-+]?\d+(?![A-Za-z]))?/g,
      (n) => ` $n${held.numbers.push(n) - 1} `,
    );
}

const chemical = (inner: string) => inner.replace(/(\d+)/g, '_{$1}').replace(/([+-])$/, '^{$1}');

function numberTex(typed: string): string {
  const m = /^(\d+(?:\.\d+)?)[eE]([-+]?\d+)$/.exec(typed);
  return m ? `${m[1]}\\times 10^{${Number(m[2])}}` : typed;
}

/** A name as typed: letters with an optional subscript after `_` or trailing digits. */
function symbolTex(name: string, held: Held): string {
  if (name.startsWith('$n')) return numberTex(held.numbers[Number(name.slice(2))]!);
  if (name.startsWith('$b'))
    return `\\left[\\mathrm{${chemical(held.brackets[Number(name.slice(2))]!)}}\\right]`;
  if (name === '$sum') return '\\sum';
  const prime = name.endsWith('$prime');
  const bare = prime ? name.slice(0, -'$prime'.length) : name;
  const underscore = bare.indexOf('_');
  const digits = /^([A-Za-z]+)(\d+)$/.exec(bare);
  const [base, sub] =
    underscore > 0
      ? [bare.slice(0, underscore), bare.slice(underscore + 1)]
      : digits && digits[1]!.length <= 2
        ? [digits[1]!, digits[2]!]
        : [bare, ''];
  let tex = baseTex(base);
  if (prime) tex += "'";
  if (sub) tex += `_{${sub.length === 1 || /^\d+$/.test(sub) ? symbolTex(sub, held) : `\\mathrm{${sub}}`}}`;
  return tex;
}

function baseTex(name: string): string {
  if (GREEK_NAMES.has(name) || OPERATOR_NAMES.has(name)) return `\\${name}`;
  const bar = /^([A-Za-z]{1,2})bar$/.exec(name);
  if (bar) return `\\bar{${bar[1]}}`;
  if (name.length === 1) return name;
  if (name.length <= 3 && !/^[A-Z]{3}$/.test(name)) return name;
  return `\\mathrm{${name}}`;
}

type AnyOperator = MathOperatorNode<OperatorNodeOp, OperatorNodeFn, MathNode[]>;

const unwrap = (node: MathNode): MathNode => (isParenthesisNode(node) ? unwrap(node.content) : node);
const isOperator = (node: MathNode | undefined, fn: string): node is AnyOperator =>
  node !== undefined && isOperatorNode(node) && node.fn === fn;

function texOf(node: MathNode, held: Held): string {
  const tex = (n: MathNode) => texOf(n, held);
  if (isSymbolNode(node)) return symbolTex(node.name, held);
  if (isConstantNode(node)) return String(node.value);
  if (isParenthesisNode(node)) return `\\left(${tex(node.content)}\\right)`;
  if (isOperatorNode(node)) return operatorTex(node as AnyOperator, held);
  if (!isFunctionNode(node)) throw new Error(`unsupported ${node.type}`);
  const name = node.fn.name;
  const args = node.args.map((a) => tex(unwrap(a)));
  if (name === 'sqrt' && args.length === 1) return `\\sqrt{${args[0]}}`;
  if (name === 'abs' && args.length === 1) return `\\left|${args[0]}\\right|`;
  if (name === 'log10') return `\\log_{10}\\left(${args.join(', ')}\\right)`;
  if (name === 'sum' || name === '$sum') return `\\sum\\left(${args.join(', ')}\\right)`;
  const head = OPERATOR_NAMES.has(name) ? `\\${name}` : symbolTex(name, held);
  return `${head}\\left(${args.join(', ')}\\right)`;
}

function operatorTex(node: AnyOperator, held: Held): string {
  const [a, b] = node.args as MathNode[];
  const tex = (n: MathNode) => texOf(n, held);
  switch (node.fn) {
    case 'unaryMinus':
      return `-${tex(a!)}`;
    case 'unaryPlus':
      return `+${tex(a!)}`;
    case 'add':
      return `${tex(a!)} + ${tex(b!)}`;
    case 'subtract':
      return `${tex(a!)} - ${tex(b!)}`;
    case 'divide':
      return `\\frac{${tex(unwrap(a!))}}{${tex(unwrap(b!))}}`;
    case 'pow': {
      const base = tex(a!);
      return `${/['^]/.test(base) ? `{${base}}` : base}^{${tex(unwrap(b!))}}`;
    }
    case 'multiply': {
      // "(1/2) k" prints as \frac{1}{2} k: the fraction bar already groups it.
      const left = tex(isOperator(unwrap(a!), 'divide') ? unwrap(a!) : a!);
      const right = tex(b!);
      if (isOperator(b, 'pow') && /^10\^/.test(right)) return `${left}\\times ${right}`;
      // Juxtaposition, except between two numbers: 2 \pi r, but 2.0 \cdot 4180.
      return /^\{*[\d.]/.test(right) && /[\d}]$/.test(left) ? `${left}\\cdot ${right}` : `${left} ${right}`;
    }
    default:
      throw new Error(`unsupported operator ${node.op}`);
  }
}

/** Units a value in a formula may end with (`= 0.080 mol`, `= 20 m/s`), printed upright. */
export const UNITS = new Set(
  `J kJ MJ eV keV MeV GeV s ms us μs ns min h Hz kHz MHz GHz m cm mm km nm μm um pm kg g mg N kN W kW
  MW V mV kV A mA μA Ω ohm ohms K C mol Pa kPa rad sr T Wb F H L cd dm dm3 cm3 mL`.split(/\s+/),
);
const TRAILING_UNIT = /^(.*[\d)])\s+([A-Za-zμµΩ][A-Za-z0-9μµΩ/^\-\s()]*)$/;

/** One side of a relation, or null when mathjs does not read it. */
function sideTex(side: string, held: Held): string | null {
  if (!side.trim()) return null;
  const unit = TRAILING_UNIT.exec(side.trim());
  if (
    unit &&
    unit[2]!
      .split(/[\s/()^\-\d]+/)
      .filter(Boolean)
      .every((u) => UNITS.has(u))
  ) {
    const value = sideTex(unit[1]!, held);
    const upright = unit[2]!
      .trim()
      .replace(/\^(-?\d+)/g, '^{$1}')
      .replace(/\s+/g, '\\,');
    return value === null ? null : `${value}\\,\\mathrm{${upright}}`;
  }
  try {
    return texOf(parse(hold(side, held)), held);
  } catch {
    return null;
  }
}

/** Two names of two letters or more in a row ("The period is T"): prose, not a formula. */
const PROSE = /(?<![\w\\])(?!(?:[A-Za-z]+_))([A-Za-z]{2,})\s+([A-Za-z]{2,})\b/g;
const isProse = (text: string) =>
  [...text.matchAll(PROSE)].some(
    ([, a, b]) => ![a!, b!].some((w) => UNITS.has(w) || GREEK_NAMES.has(w) || OPERATOR_NAMES.has(w)),
  );

export function typedMathToTex(line: string): string | null {
  if (/[\\{}$]/.test(line)) return null;
  const text = asciiMath(line.trim().replace(/[.,;]+$/, '')).replace(/(\d)\s*[xX]\s*(?=10\s*\^)/g, '$1 * ');
  if (isProse(text)) return null;
  const parts = text.split(RELATION_SPLIT);
  if (parts.length < 3) return null;
  const held: Held = { numbers: [], brackets: [] };
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    if (i % 2) {
      out += ` ${RELATIONS[parts[i]!]} `;
      continue;
    }
    const tex = sideTex(parts[i]!, held);
    if (tex === null) return null;
    out += tex;
  }
  return out.replace(/\s+/g, ' ').trim();
}
