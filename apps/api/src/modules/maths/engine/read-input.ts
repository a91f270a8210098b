import type { MathNode } from 'mathjs';
import { MATH_EXPRESSION_MAX_CHARS } from '@eps/contracts';
import { math, parseExpression, UnreadableAnswerError, variablesOf } from '../../questions/answer-checking';

/**
 * What a student types → mathjs trees. The question bank's reader (parseExpression: LaTeX, implicit
 * multiplication, ln/log, a whitelist of functions) does the parsing; this adds what a calculator needs
 * on top: Unicode maths as phones and Word produce it (x², √(x), θ, ∞, ≤), equations (`=`) and systems
 * (`;` or new lines).
 */

const SUPERSCRIPTS: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
  '⁺': '+',
  ⁿ: 'n',
};

const UNICODE_NAMES: Record<string, string> = {
  α: 'alpha',
  β: 'beta',
  γ: 'gamma',
  δ: 'delta',
  ε: 'epsilon',
  θ: 'theta',
  λ: 'lambda',
  μ: 'mu',
  φ: 'phi',
  ω: 'omega',
  '∞': 'Infinity',
  '∛': 'cbrt',
  '⋅': '*',
  '∗': '*',
  '–': '-',
  '∕': '/',
};

/** Words that belong to a structure (∫ … from a to b, a conversion), left over when it was not complete. */
const KEYWORDS = /\b(from|to|in|lim|int|and|of)\b/;

/** The input could not be read: what went wrong; the service adds an example that works. */
export class MathInputError extends Error {}
/** The input was read but the engine cannot do what was asked with it. */
export class MathUnsupportedError extends Error {}

/** Unicode maths → the ASCII and LaTeX the question bank's reader understands. */
export function normaliseUnicode(input: string): string {
  return (
    input
      .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺ⁿ]+/g, (run) => `^(${[...run].map((c) => SUPERSCRIPTS[c]).join('')})`)
      .replace(/[αβγδεθλμφω∞∛⋅∗–∕]/g, (c) => ` ${UNICODE_NAMES[c]} `)
      // √x, √2 and √(x+1): the root of the next bracket or atom.
      .replace(/√\s*(\(|[A-Za-z0-9.]+)/g, (_m, next: string) => (next === '(' ? 'sqrt(' : `sqrt(${next})`))
      .replace(/≤/g, '<=')
      .replace(/≥/g, '>=')
  );
}

/** One side of an equation or a plain expression → a mathjs tree, or a MathInputError saying why not. */
export function readExpression(text: string): MathNode {
  const source = normaliseUnicode(text).trim();
  if (!source) throw new MathInputError('one side of the equation is empty');
  if (/(?<![<>!=])=(?!=)/.test(source))
    throw new MathUnsupportedError('an equation can only be solved (operation "solve")');
  const keyword = KEYWORDS.exec(source);
  if (keyword)
    throw new MathInputError(
      `the word "${keyword[1]}" is not understood here (write a definite integral as "x^2 from 0 to 3", a conversion as "5 km to m")`,
    );
  try {
    // The request is capped at MATH_EXPRESSION_MAX_CHARS; Unicode rewriting (² → ^(2)) may lengthen it.
    return parseExpression(source, 2 * MATH_EXPRESSION_MAX_CHARS);
  } catch (err) {
    if (err instanceof UnreadableAnswerError)
      throw new MathInputError(`"${source.slice(0, 60)}" is not maths the engine reads (${err.message})`);
    throw err;
  }
}

export interface Equation {
  /** `lhs - rhs`, which is zero where the equation holds. */
  zeroForm: MathNode;
  lhs: MathNode;
  rhs: MathNode;
}

/** `x^2 = 4` → lhs, rhs; `x^2 - 4` (no sign) reads as `x^2 - 4 = 0`. Inequalities are refused. */
export function readEquation(text: string): Equation {
  const sides = normaliseUnicode(text).split(/(?<![<>!=])=(?!=)|==/);
  if (sides.length > 2) throw new MathInputError(`"${text.trim()}" has more than one = sign`);
  if (/[<>≤≥]/.test(sides.join('')))
    throw new MathUnsupportedError('inequalities cannot be solved yet; write an equation with =');
  const lhs = readExpression(sides[0]);
  const rhs = sides.length === 2 ? readExpression(sides[1]) : readExpression('0');
  const zeroForm = new math.OperatorNode('-', 'subtract', [lhs, rhs]);
  return { zeroForm, lhs, rhs };
}

/** A system: equations separated by `;` or new lines (a LaTeX `\\` line break too). */
export function splitSystem(text: string): string[] {
  return text
    .split(/;|\n|\\\\/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The variables of some trees, in order of first letter (x before y), Greek names after Latin. */
export function variablesOfAll(nodes: MathNode[]): string[] {
  const names = new Set(nodes.flatMap((node) => variablesOf(node)));
  return [...names].sort((a, b) => a.length - b.length || a.localeCompare(b));
}

/** The variable to work in: the one asked for, else x, else the only one there is. */
export function pickVariable(nodes: MathNode[], asked?: string): string | null {
  if (asked) return asked;
  const names = variablesOfAll(nodes);
  if (names.includes('x')) return 'x';
  return names[0] ?? null;
}
