/**
 * LaTeX as answers are written (OATutor's `$$…$$` step answers, a student's pasted formula) → the plain
 * expression syntax of mathjs. mathjs cannot read LaTeX, so this rewrites the commands an answer uses:
 * \frac, \sqrt[n], ^{…}, _{…}, \cdot, \times, \div, \pi, \left( \right), \left| \right|, \ln/\sin…,
 * \text{unit}, ^\circ, thousands separators {,}. Unknown commands are kept, so the parser fails on them
 * (an honest "cannot read") instead of guessing.
 */

const FUNCTIONS: Record<string, string> = {
  ln: 'ln',
  log: 'log',
  exp: 'exp',
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  sec: 'sec',
  csc: 'csc',
  cot: 'cot',
  arcsin: 'asin',
  arccos: 'acos',
  arctan: 'atan',
  sinh: 'sinh',
  cosh: 'cosh',
  tanh: 'tanh',
};

export const GREEK_LETTERS = new Set([
  'alpha',
  'beta',
  'gamma',
  'delta',
  'epsilon',
  'zeta',
  'eta',
  'theta',
  'kappa',
  'lambda',
  'mu',
  'nu',
  'xi',
  'rho',
  'sigma',
  'tau',
  'phi',
  'chi',
  'psi',
  'omega',
]);

const SYMBOLS: Record<string, string> = {
  pi: 'pi',
  cdot: '*',
  times: '*',
  ast: '*',
  div: '/',
  infty: 'Infinity',
  le: '<=',
  leq: '<=',
  ge: '>=',
  geq: '>=',
  neq: '!=',
  pm: '+',
  '%': '%',
  circ: ' deg',
  degree: ' deg',
};

/** Spacing and font commands that carry no meaning for the value. */
const DROPPED = new Set([
  ',',
  ';',
  ':',
  '!',
  ' ',
  'quad',
  'qquad',
  'displaystyle',
  'left',
  'right',
  'big',
  'Big',
]);

class Reader {
  pos = 0;
  constructor(readonly src: string) {}
  done() {
    return this.pos >= this.src.length;
  }
  peek() {
    return this.src[this.pos];
  }
  skipSpaces() {
    while (this.peek() === ' ') this.pos++;
  }
  /** The next group `{…}` (its inside), or the next single character / command. */
  group(): string {
    this.skipSpaces();
    if (this.peek() === '{') {
      let depth = 0;
      const start = this.pos + 1;
      for (; this.pos < this.src.length; this.pos++) {
        if (this.src[this.pos] === '{') depth++;
        else if (this.src[this.pos] === '}' && --depth === 0) {
          this.pos++;
          return this.src.slice(start, this.pos - 1);
        }
      }
      throw new Error('unbalanced braces');
    }
    if (this.peek() === '\\') {
      const name = /^\\([A-Za-z]+|.)/.exec(this.src.slice(this.pos))![0];
      this.pos += name.length;
      return name;
    }
    return this.src[this.pos++] ?? '';
  }
  optional(): string | null {
    this.skipSpaces();
    if (this.peek() !== '[') return null;
    const end = this.src.indexOf(']', this.pos);
    if (end < 0) throw new Error('unbalanced brackets');
    const inside = this.src.slice(this.pos + 1, end);
    this.pos = end + 1;
    return inside;
  }
}

function convert(src: string): string {
  const r = new Reader(src);
  let out = '';
  while (!r.done()) {
    const c = r.peek();
    if (c === '\\') {
      const name = /^\\([A-Za-z]+|.)/.exec(src.slice(r.pos))?.[1] ?? '';
      r.pos += name.length + 1;
      if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
        const num = convert(r.group());
        const den = convert(r.group());
        out += `((${num})/(${den}))`;
      } else if (name === 'sqrt') {
        const index = r.optional();
        const radicand = convert(r.group());
        out += index ? `nthRoot(${radicand}, ${convert(index)})` : `sqrt(${radicand})`;
      } else if (name === 'text' || name === 'mathrm' || name === 'textrm' || name === 'mbox') {
        out += ` ${r.group().trim()} `;
      } else if (name === 'operatorname' || name === 'mathit' || name === 'mathbf') {
        out += convert(r.group());
      } else if (name === '{' || name === '}') {
        out += name === '{' ? '(' : ')';
      } else if (name === '|') {
        out += '|';
      } else if (name in FUNCTIONS) {
        r.skipSpaces();
        // "\sin x" or "\ln 2": the argument is the next atom when no bracket follows.
        if (r.peek() === '(' || r.src.startsWith('\\left', r.pos)) out += FUNCTIONS[name];
        else out += `${FUNCTIONS[name]}(${convert(r.group())})`;
      } else if (GREEK_LETTERS.has(name)) {
        // \rho_0 stays one name; otherwise a space keeps \rho x from reading as "rhox".
        out += r.peek() === '_' ? ` ${name}` : ` ${name} `;
      } else if (name in SYMBOLS) {
        out += ` ${SYMBOLS[name]} `;
      } else if (DROPPED.has(name)) {
        out += ' ';
      } else {
        out += `\\${name}`;
      }
    } else if (c === '^' && /^\^\s*[-+(\d.]/.test(src.slice(r.pos))) {
      // Plain syntax after the caret (x^-5, x^2.5, x^(n+1)) stays as it is.
      const plain = /^\^\s*([-+]?[\d.]+|[-+]?(?=\()|\()/.exec(src.slice(r.pos))!;
      out += `^${plain[1]}`;
      r.pos += plain[0].length;
    } else if (c === '^' || c === '_') {
      r.pos++;
      const g = r.group();
      const inner = convert(g);
      if (c === '^') out += inner.trim() === 'deg' ? ' deg' : `^(${inner})`;
      // A subscript names a variable (x_1, v_0): kept as one identifier.
      else out += `_${inner.replace(/[^A-Za-z0-9]/g, '')}`;
    } else if (c === '{') {
      out += `(${convert(r.group())})`;
    } else if (c === '}') {
      throw new Error('unbalanced braces');
    } else {
      out += c;
      r.pos++;
    }
  }
  return out;
}

/** The `$$…$$`, `$…$`, `\(…\)` and `\[…\]` delimiters of an answer, taken off (text outside them is kept). */
export function stripMathDelimiters(answer: string): string {
  return answer
    .replace(/\$\$?/g, ' ')
    .replace(/\\[()[\]]/g, ' ')
    .trim();
}

/**
 * "$$\frac{1}{2}\cdot 4$$" → "((1)/(2)) * 4". Absolute bars |x| become abs(x) when they pair up.
 * Throws on unbalanced braces; the result may still be unreadable for mathjs (then it throws there).
 */
export function latexToExpression(latex: string): string {
  let text = stripMathDelimiters(latex.replace(/\\\$/g, '').replace(/\.\s*$/, ''))
    .replace(/\{,\}/g, '')
    .replace(/\\!|\\,|\\;|\\:/g, '')
    .replace(/−/g, '-')
    .replace(/·|×/g, '*')
    .replace(/÷/g, '/')
    .replace(/π/g, 'pi')
    .replace(/√/g, '\\sqrt')
    .replace(/°|\*\*\{\\circ\}/g, ' \\circ ')
    .replace(/\\log_\{?10\}?/g, 'log10');
  text = convert(text);
  // |…| pairs (innermost first), after conversion so \left| \right| are plain bars too.
  for (let i = 0; i < 5 && /\|[^|]+\|/.test(text); i++) text = text.replace(/\|([^|]+)\|/g, 'abs($1)');
  return text.replace(/\s+/g, ' ').trim();
}
