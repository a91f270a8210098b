import { FUNCTION_NAMES, GREEK_NAMES } from './math-sanitizer';

/**
 * Equations of the material as expressions the engine can compute with: `T = 2\pi \sqrt{m/k}` becomes
 * T and an expression tree in m and k, which worked examples evaluate and plots turn into numpy code.
 * Only plain algebra parses (numbers, variables, + − × ÷, powers, roots, the usual functions); anything
 * else is not computed, which is the honest answer.
 */

export type Expr =
  | { t: 'num'; v: number }
  | { t: 'var'; name: string; latex: string }
  | { t: 'const'; name: 'pi' | 'e' }
  | { t: 'neg'; a: Expr }
  | { t: 'bin'; op: '+' | '-' | '*' | '/'; a: Expr; b: Expr }
  | { t: 'pow'; a: Expr; b: Expr }
  | { t: 'fn'; name: string; a: Expr };

export interface Formula {
  /** The quantity the formula gives, e.g. `T` or `x_0`; `latex` is how it is written. */
  lhs: { name: string; latex: string };
  rhs: Expr;
}

type Tok = { k: 'num'; text: string } | { k: 'cs'; name: string } | { k: 'ch'; ch: string };

class Unsupported extends Error {}

const SPACING = new Set([',', ';', ':', '!', ' ', 'quad', 'qquad', 'displaystyle']);
const MULTIPLY = new Set(['cdot', 'times']);
const FRACTIONS = new Set(['frac', 'dfrac', 'tfrac']);

function tokenize(math: string): Tok[] {
  const toks: Tok[] = [];
  for (let i = 0; i < math.length; i++) {
    const ch = math[i]!;
    if (/\s/.test(ch)) continue;
    if (ch === '\\') {
      const word = /^[A-Za-z]+/.exec(math.slice(i + 1, i + 30))?.[0] ?? math[i + 1] ?? '';
      i += word.length;
      if (!SPACING.has(word)) toks.push({ k: 'cs', name: word });
    } else if (/[0-9.]/.test(ch)) {
      const num = /^\d*\.?\d+|^\d+\.?/.exec(math.slice(i, i + 30))?.[0];
      toks.push(num ? { k: 'num', text: num } : { k: 'ch', ch });
      i += (num?.length ?? 1) - 1;
    } else toks.push({ k: 'ch', ch });
  }
  return toks;
}

const isVariableCs = (name: string) => GREEK_NAMES.has(name) && name !== 'pi';

class FormulaParser {
  private pos = 0;
  constructor(private readonly toks: Tok[]) {}

  done(): boolean {
    return this.pos >= this.toks.length;
  }

  private peek(): Tok | undefined {
    return this.toks[this.pos];
  }

  private isCh(ch: string, tok = this.peek()): boolean {
    return tok?.k === 'ch' && tok.ch === ch;
  }

  private isCs(name: string, tok = this.peek()): boolean {
    return tok?.k === 'cs' && tok.name === name;
  }

  private expect(ch: string): void {
    if (!this.isCh(ch)) throw new Unsupported();
    this.pos++;
  }

  private startsPrimary(tok = this.peek()): boolean {
    if (!tok) return false;
    if (tok.k === 'num') return true;
    if (tok.k === 'ch') return /[A-Za-z({]/.test(tok.ch);
    return (
      isVariableCs(tok.name) ||
      ['pi', 'sqrt', 'left'].includes(tok.name) ||
      FRACTIONS.has(tok.name) ||
      FUNCTION_NAMES.has(tok.name)
    );
  }

  expr(): Expr {
    let a = this.term();
    while (this.isCh('+') || this.isCh('-')) {
      const op = (this.toks[this.pos++] as { ch: '+' | '-' }).ch;
      a = { t: 'bin', op, a, b: this.term() };
    }
    return a;
  }

  private term(): Expr {
    let a = this.unary();
    for (;;) {
      const tok = this.peek();
      if (this.isCh('*') || this.isCh('/') || (tok?.k === 'cs' && MULTIPLY.has(tok.name))) {
        this.pos++;
        a = { t: 'bin', op: this.isCh('/', tok) ? '/' : '*', a, b: this.unary() };
      } else if (this.startsPrimary()) {
        a = { t: 'bin', op: '*', a, b: this.power() };
      } else return a;
    }
  }

  private unary(): Expr {
    if (this.isCh('-')) {
      this.pos++;
      return { t: 'neg', a: this.unary() };
    }
    if (this.isCh('+')) this.pos++;
    return this.power();
  }

  private power(): Expr {
    let base = this.primary();
    while (this.isCh('^')) {
      this.pos++;
      base = { t: 'pow', a: base, b: this.argument() };
    }
    return base;
  }

  /** A script or command argument: a braced group or a single token (one digit of a number). */
  private argument(): Expr {
    const tok = this.peek();
    if (this.isCh('{')) {
      this.pos++;
      const e = this.expr();
      this.expect('}');
      return e;
    }
    if (tok?.k === 'num' && tok.text.length > 1) {
      this.toks[this.pos] = { k: 'num', text: tok.text.slice(1) };
      return { t: 'num', v: Number(tok.text[0]) };
    }
    if (this.isCh('-')) throw new Unsupported();
    return this.primary();
  }

  private variable(letter: string, latex: string): Expr {
    if (!this.isCh('_')) return { t: 'var', name: letter, latex };
    this.pos++;
    let sub = '';
    if (this.isCh('{')) {
      this.pos++;
      while (!this.isCh('}')) {
        const tok = this.toks[this.pos++];
        if (!tok || tok.k === 'cs' || (tok.k === 'ch' && !/[A-Za-z]/.test(tok.ch))) throw new Unsupported();
        sub += tok.k === 'num' ? tok.text : tok.ch;
      }
      this.pos++;
    } else {
      const tok = this.toks[this.pos++];
      if (tok?.k === 'num') sub = tok.text;
      else if (tok?.k === 'ch' && /[A-Za-z]/.test(tok.ch)) sub = tok.ch;
      else throw new Unsupported();
    }
    return { t: 'var', name: `${letter}_${sub}`, latex: `${latex}_{${sub}}` };
  }

  private primary(): Expr {
    const tok = this.toks[this.pos++];
    if (!tok) throw new Unsupported();
    if (tok.k === 'num') return { t: 'num', v: Number(tok.text) };
    if (tok.k === 'ch') {
      if (tok.ch === '(' || tok.ch === '{') {
        const e = this.expr();
        this.expect(tok.ch === '(' ? ')' : '}');
        return e;
      }
      if (tok.ch === 'e' && this.isCh('^')) return { t: 'const', name: 'e' };
      if (/[A-Za-z]/.test(tok.ch)) return this.variable(tok.ch, tok.ch);
      throw new Unsupported();
    }
    const name = tok.name;
    if (name === 'pi') return { t: 'const', name: 'pi' };
    if (isVariableCs(name)) return this.variable(name, `\\${name}`);
    if (name === 'left') {
      this.expect('(');
      const e = this.expr();
      if (!this.isCs('right')) throw new Unsupported();
      this.pos++;
      this.expect(')');
      return e;
    }
    if (FRACTIONS.has(name)) return { t: 'bin', op: '/', a: this.argument(), b: this.argument() };
    if (name === 'sqrt') {
      if (this.isCh('[')) throw new Unsupported();
      return { t: 'fn', name: 'sqrt', a: this.argument() };
    }
    if (FUNCTION_NAMES.has(name)) {
      if (this.isCh('^')) throw new Unsupported();
      if (this.isCh('(') || this.isCs('left')) return { t: 'fn', name, a: this.primary() };
      let a = this.power();
      while (
        this.startsPrimary() &&
        !this.isCs('left') &&
        !FUNCTION_NAMES.has((this.peek() as { name?: string }).name ?? '')
      )
        a = { t: 'bin', op: '*', a, b: this.power() };
      return { t: 'fn', name, a };
    }
    throw new Unsupported();
  }

  /** `x`, `x_0`, `\omega`, or `x(t)` (the argument is dropped). */
  lhs(): { name: string; latex: string } {
    const tok = this.toks[this.pos++];
    let v: Expr;
    if (tok?.k === 'ch' && /[A-Za-z]/.test(tok.ch)) v = this.variable(tok.ch, tok.ch);
    else if (tok?.k === 'cs' && isVariableCs(tok.name)) v = this.variable(tok.name, `\\${tok.name}`);
    else throw new Unsupported();
    if (this.isCh('(')) {
      this.pos++;
      this.primary();
      this.expect(')');
    }
    if (v.t !== 'var') throw new Unsupported();
    return { name: v.name, latex: v.latex };
  }

  expectEquals(): void {
    this.expect('=');
  }
}

export function parseFormula(math: string): Formula | null {
  if (math.length > 300 || math.split('=').length !== 2) return null;
  try {
    const parser = new FormulaParser(tokenize(math));
    const lhs = parser.lhs();
    parser.expectEquals();
    const rhs = parser.expr();
    if (!parser.done()) return null;
    const vars = freeVariables(rhs);
    return vars.length === 0 || vars.includes(lhs.name) ? null : { lhs, rhs };
  } catch (err) {
    if (err instanceof Unsupported) return null;
    throw err;
  }
}

export function freeVariables(e: Expr, out: string[] = []): string[] {
  if (e.t === 'var' && !out.includes(e.name)) out.push(e.name);
  if ('a' in e) freeVariables(e.a, out);
  if ('b' in e) freeVariables(e.b, out);
  return out;
}

/** The LaTeX of each variable as the material writes it. */
export function variableLatex(e: Expr, out = new Map<string, string>()): Map<string, string> {
  if (e.t === 'var') out.set(e.name, e.latex);
  if ('a' in e) variableLatex(e.a, out);
  if ('b' in e) variableLatex(e.b, out);
  return out;
}
