import type { Expr } from './formula';

/** What can be done with a parsed formula: compute it, print it with numbers, write it as numpy. */

// prettier-ignore
const MATH_FUNCTIONS: Record<string, (x: number) => number> = {
  sin: Math.sin, cos: Math.cos, tan: Math.tan, sec: (x) => 1 / Math.cos(x), csc: (x) => 1 / Math.sin(x),
  cot: (x) => 1 / Math.tan(x), arcsin: Math.asin, arccos: Math.acos, arctan: Math.atan, sinh: Math.sinh,
  cosh: Math.cosh, tanh: Math.tanh, exp: Math.exp, ln: Math.log, log: Math.log10, lg: Math.log10,
  sqrt: Math.sqrt,
};

export function evaluate(e: Expr, values: ReadonlyMap<string, number>): number {
  switch (e.t) {
    case 'num':
      return e.v;
    case 'var':
      return values.get(e.name) ?? NaN;
    case 'const':
      return e.name === 'pi' ? Math.PI : Math.E;
    case 'neg':
      return -evaluate(e.a, values);
    case 'pow':
      return evaluate(e.a, values) ** evaluate(e.b, values);
    case 'fn':
      return MATH_FUNCTIONS[e.name]!(evaluate(e.a, values));
    case 'bin': {
      const a = evaluate(e.a, values);
      const b = evaluate(e.b, values);
      return e.op === '+' ? a + b : e.op === '-' ? a - b : e.op === '*' ? a * b : a / b;
    }
  }
}

function precedence(e: Expr): number {
  if (e.t === 'bin') return e.op === '+' || e.op === '-' ? 1 : 2;
  if (e.t === 'neg') return 2;
  if (e.t === 'pow') return 4;
  return 5;
}

/** The formula's right-hand side as LaTeX, with the variables in `values` replaced by numbers. */
export function substituteLatex(e: Expr, values: ReadonlyMap<string, string>): string {
  const wrap = (x: Expr, min: number) => {
    const s = substituteLatex(x, values);
    return precedence(x) < min ? `\\left(${s}\\right)` : s;
  };
  switch (e.t) {
    case 'num':
      return String(e.v);
    case 'var': {
      const v = values.get(e.name);
      return v === undefined ? e.latex : v.startsWith('-') ? `(${v})` : v;
    }
    case 'const':
      return e.name === 'pi' ? '\\pi' : 'e';
    case 'neg':
      return `-${wrap(e.a, 3)}`;
    case 'pow': {
      const base = wrap(e.a, 5);
      return `${/^[\d.]+$/.test(base) || base.length === 1 || base.startsWith('\\') ? base : `{${base}}`}^{${substituteLatex(e.b, values)}}`;
    }
    case 'fn': {
      const arg = substituteLatex(e.a, values);
      return e.name === 'sqrt' ? `\\sqrt{${arg}}` : `\\${e.name}\\left(${arg}\\right)`;
    }
    case 'bin': {
      if (e.op === '/') return `\\frac{${substituteLatex(e.a, values)}}{${substituteLatex(e.b, values)}}`;
      if (e.op === '*') {
        const a = wrap(e.a, 2);
        const b = wrap(e.b, 3);
        if (/^[-\d(]/.test(b) || b.startsWith('\\left')) return `${a} \\times ${b}`;
        const space =
          (/\d$/.test(a) && !b.startsWith('\\')) || (/\\[A-Za-z]+$/.test(a) && /^[A-Za-z]/.test(b));
        return space ? `${a} ${b}` : `${a}${b}`;
      }
      return `${wrap(e.a, 1)} ${e.op} ${wrap(e.b, e.op === '-' ? 2 : 1)}`;
    }
  }
}

// prettier-ignore
const PY_FUNCTIONS: Record<string, string> = {
  sin: 'np.sin', cos: 'np.cos', tan: 'np.tan', sec: '1 / np.cos', csc: '1 / np.sin', cot: '1 / np.tan',
  arcsin: 'np.arcsin', arccos: 'np.arccos', arctan: 'np.arctan', sinh: 'np.sinh', cosh: 'np.cosh',
  tanh: 'np.tanh', exp: 'np.exp', ln: 'np.log', log: 'np.log10', lg: 'np.log10', sqrt: 'np.sqrt',
};

/** numpy code for the expression; `names` gives each variable's Python name. */
export function toPython(e: Expr, names: ReadonlyMap<string, string>): string {
  const wrap = (x: Expr, min: number) => {
    const s = toPython(x, names);
    return precedence(x) < min ? `(${s})` : s;
  };
  switch (e.t) {
    case 'num':
      return String(e.v);
    case 'var':
      return names.get(e.name)!;
    case 'const':
      return e.name === 'pi' ? 'np.pi' : 'np.e';
    case 'neg':
      return `-${wrap(e.a, 3)}`;
    case 'pow':
      return `${wrap(e.a, 5)} ** ${wrap(e.b, 5)}`;
    case 'fn': {
      const call = `${PY_FUNCTIONS[e.name]}(${toPython(e.a, names)})`;
      return call.startsWith('1 /') ? `(${call})` : call;
    }
    case 'bin':
      return `${wrap(e.a, e.op === '+' || e.op === '-' ? 1 : 2)} ${e.op} ${wrap(e.b, e.op === '+' ? 1 : e.op === '-' || e.op === '*' ? 2 : 3)}`;
  }
}
