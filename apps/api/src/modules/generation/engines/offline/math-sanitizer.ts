import { UNICODE_MATH, UNICODE_SCRIPTS } from './unicode-math';

/**
 * Math from material is kept as math only when it is plainly mathematics that compiles: whitelisted
 * commands with their arguments present, balanced groups, \left/\right pairs, no double scripts, no `^^`
 * character codes, no `#`, `%` or `$`. Anything else is shown as text, so a document never fails to
 * compile (and never runs a command) because of what was pasted into it.
 */

export type MathMode = 'inline' | 'display';

const words = (list: string): string[] => list.split(' ');

const GREEK = words(
  'alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta iota kappa lambda mu nu xi pi ' +
    'varpi rho varrho sigma varsigma tau upsilon phi varphi chi psi omega Gamma Delta Theta Lambda Xi ' +
    'Pi Sigma Upsilon Phi Psi Omega',
);
export const GREEK_NAMES = new Set(GREEK);
export const FUNCTION_NAMES = new Set(
  words('sin cos tan sec csc cot arcsin arccos arctan sinh cosh tanh exp ln log lg'),
);
const SYMBOLS = new Set([
  ...GREEK,
  ...FUNCTION_NAMES,
  ...words(
    'cdot times div pm mp leq le geq ge neq ne approx equiv propto sim simeq cong ll gg infty partial ' +
      'nabla sum prod int iint oint lim max min sup inf det dim deg quad qquad rightarrow to leftarrow ' +
      'Rightarrow Leftarrow leftrightarrow Leftrightarrow mapsto implies iff langle rangle ldots cdots ' +
      'dots vdots ddots circ prime in notin subset subseteq supset cup cap forall exists neg hbar ell ' +
      'angle perp parallel therefore because star ast bullet oplus otimes emptyset varnothing Re Im ' +
      'aleph nonumber notag displaystyle textstyle lvert rvert lfloor rfloor lceil ' +
      'rceil vert Vert mid colon surd triangle uparrow downarrow',
  ),
]);
const ONE_ARG = new Set(
  words(
    'vec hat bar dot ddot tilde overline underline widehat widetilde overrightarrow mathrm mathbf ' +
      'mathit mathsf mathcal mathbb boldsymbol',
  ),
);
const TWO_ARGS = new Set(['frac', 'dfrac', 'tfrac', 'binom']);
/** Commands that may stand as an argument without braces (`x^\prime`, `\frac\pi2`): single symbols. */
const BARE_ARGUMENTS = new Set([
  ...GREEK,
  ...words('infty partial nabla prime circ ast star bullet cdot times pm mp hbar ell ldots cdots'),
]);
/** `\big(` and friends: a delimiter must follow, and they are no argument themselves. */
const SIZED_DELIMITERS = new Set(['big', 'Big', 'bigg', 'Bigg']);
/** Their argument is text: only plain characters may appear in it. */
const TEXT_ARG = new Set(['text', 'textrm', 'mbox', 'operatorname']);
const ENVIRONMENTS = new Set(words('aligned cases matrix pmatrix bmatrix vmatrix Vmatrix gathered split'));
const DELIMITER_CS = new Set(words('{ } | langle rangle lvert rvert lfloor rfloor lceil rceil vert Vert'));
const CONTROL_SYMBOLS = new Set([',', ';', ':', '!', ' ', '{', '}', '|', '%', '&', '#', '_', '$']);
const PLAIN_CHARS = /^[A-Za-z0-9 +\-*/=<>()[\]|.,;:!?'"@~]$/;
const TEXT_ARG_CHARS = /^[A-Za-z0-9 ,.;:()'/-]$/;
const MAX_DEPTH = 24;

type Token = { cs: string } | { ch: string };

class Invalid extends Error {}

function tokenize(math: string): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < math.length; i++) {
    const ch = math[i]!;
    if (ch !== '\\') {
      tokens.push({ ch });
      continue;
    }
    const word = /^[A-Za-z]+/.exec(math.slice(i + 1, i + 40));
    if (word) {
      tokens.push({ cs: word[0] });
      i += word[0].length;
    } else if (i + 1 < math.length) {
      tokens.push({ cs: math[++i]! });
    } else {
      throw new Invalid();
    }
  }
  return tokens;
}

const isCh = (t: Token | undefined, ch: string) => t !== undefined && 'ch' in t && t.ch === ch;

class MathChecker {
  private pos = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly mode: MathMode,
  ) {}

  check(): void {
    this.sequence({ until: 'eof' }, 0, this.mode === 'display');
  }

  private peek(): Token | undefined {
    while (isCh(this.tokens[this.pos], ' ')) this.pos++;
    return this.tokens[this.pos];
  }

  private take(): Token | undefined {
    const t = this.peek();
    this.pos++;
    return t;
  }

  /** `alignable`: `&` and `\\` may appear here (top level of display math, or an environment's body). */
  private sequence(stop: { until: 'eof' | '}' } | { env: string }, depth: number, alignable = false): void {
    if (depth > MAX_DEPTH) throw new Invalid();
    let sup: 'none' | 'prime' | 'explicit' = 'none';
    let sub = false;
    let lefts = 0;
    const atom = () => {
      sup = 'none';
      sub = false;
    };
    for (;;) {
      const t = this.take();
      if (t === undefined) {
        if ('until' in stop && stop.until === 'eof' && lefts === 0) return;
        throw new Invalid();
      }
      if ('ch' in t) {
        if (t.ch === '}') {
          if ('until' in stop && stop.until === '}' && lefts === 0) return;
          throw new Invalid();
        }
        if (t.ch === '^' || t.ch === '_') {
          if (t.ch === '^' ? sup === 'explicit' : sub) throw new Invalid();
          this.argument(depth);
          // A prime takes only a superscript that follows it at once: x'_1^2 is a double superscript.
          if (t.ch === '^' || sup === 'prime') sup = 'explicit';
          if (t.ch === '_') sub = true;
          continue;
        }
        if (t.ch === "'") {
          if (sup === 'explicit') throw new Invalid();
          sup = 'prime';
          continue;
        }
        if (t.ch === '{') this.sequence({ until: '}' }, depth + 1);
        else if (t.ch === '&') {
          if (!alignable || lefts > 0) throw new Invalid();
        } else if (!PLAIN_CHARS.test(t.ch)) throw new Invalid();
        atom();
        continue;
      }
      const cs = t.cs;
      if (cs === 'end') {
        const name = this.name();
        if ('env' in stop && stop.env === name && lefts === 0) return;
        throw new Invalid();
      }
      if (cs === 'begin') {
        const name = this.name();
        if (this.mode !== 'display' || !ENVIRONMENTS.has(name)) throw new Invalid();
        this.sequence({ env: name }, depth + 1, true);
      } else if (SIZED_DELIMITERS.has(cs)) {
        this.delimiter();
      } else if (cs === 'left' || cs === 'right') {
        if (cs === 'right' && --lefts < 0) throw new Invalid();
        if (cs === 'left') lefts++;
        this.delimiter();
      } else if (cs === '\\') {
        // `\\[` and `\\*` would read what follows as a spacing argument.
        if (!alignable || lefts > 0 || isCh(this.peek(), '[') || isCh(this.peek(), '*')) throw new Invalid();
      } else if (cs === 'sqrt') {
        if (isCh(this.peek(), '[')) this.optional(depth);
        this.argument(depth);
      } else if (ONE_ARG.has(cs)) this.argument(depth);
      else if (TWO_ARGS.has(cs)) {
        this.argument(depth);
        this.argument(depth);
      } else if (TEXT_ARG.has(cs)) this.textArgument();
      else if (!SYMBOLS.has(cs) && !CONTROL_SYMBOLS.has(cs)) throw new Invalid();
      atom();
    }
  }

  /** A script or command argument: one character, one symbol command, or a group. */
  private argument(depth: number): void {
    const t = this.take();
    if (t === undefined) throw new Invalid();
    if ('ch' in t) {
      if (t.ch === '{') return this.sequence({ until: '}' }, depth + 1);
      // `~` is an active character (a macro), not an argument.
      if (!PLAIN_CHARS.test(t.ch) || "&'~".includes(t.ch)) throw new Invalid();
      return;
    }
    if (!BARE_ARGUMENTS.has(t.cs)) throw new Invalid();
  }

  private optional(depth: number): void {
    this.pos++;
    let guard = 0;
    while (!isCh(this.peek(), ']')) {
      if (this.peek() === undefined || ++guard > 20) throw new Invalid();
      this.argument(depth);
    }
    this.pos++;
  }

  private name(): string {
    if (!isCh(this.take(), '{')) throw new Invalid();
    let name = '';
    for (let t = this.tokens[this.pos++]; !isCh(t, '}'); t = this.tokens[this.pos++]) {
      if (t === undefined || !('ch' in t) || !/[A-Za-z*]/.test(t.ch) || name.length > 20) throw new Invalid();
      name += t.ch;
    }
    return name;
  }

  private textArgument(): void {
    if (!isCh(this.take(), '{')) throw new Invalid();
    for (let t = this.tokens[this.pos++]; !isCh(t, '}'); t = this.tokens[this.pos++]) {
      if (t === undefined || !('ch' in t) || !TEXT_ARG_CHARS.test(t.ch)) throw new Invalid();
    }
  }

  private delimiter(): void {
    const t = this.take();
    if (t && 'ch' in t && '()[]|./'.includes(t.ch)) return;
    if (t && 'cs' in t && DELIMITER_CS.has(t.cs)) return;
    throw new Invalid();
  }
}

const MAX_MATH = 2000;

/** Whitespace collapsed (a blank line inside display math is an error), Unicode symbols as commands. */
function normalizeMath(math: string): string {
  let out = '';
  for (const ch of math) out += UNICODE_MATH[ch] ? `${UNICODE_MATH[ch]} ` : (UNICODE_SCRIPTS[ch] ?? ch);
  return out
    .replace(/\\label\{[\w:.-]{0,60}\}/g, '')
    .replace(/\^\^/g, '^{}{}^')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The math made safe, or null when it must be shown as text instead. */
export function safeMath(math: string, mode: MathMode): string | null {
  if (math.length > MAX_MATH) return null;
  const normal = normalizeMath(math);
  if (!normal) return null;
  try {
    new MathChecker(tokenize(normal), mode).check();
  } catch (err) {
    if (err instanceof Invalid) return null;
    throw err;
  }
  return normal;
}

/** Display math with `&` or `\\` outside an inner environment needs align rather than equation. */
export function needsAlign(math: string): boolean {
  let depth = 0;
  for (let i = 0; i < math.length; i++) {
    if (math.startsWith('\\begin{', i)) depth++;
    else if (math.startsWith('\\end{', i)) depth--;
    else if (depth === 0 && (math[i] === '&' || math.startsWith('\\\\', i))) return true;
    if (math[i] === '\\') i++;
  }
  return false;
}
