import { safeMath } from './math-sanitizer';
import { scientificSegments } from './scientific-text';
import { UNICODE_MATH } from './unicode-math';

/**
 * Text as teachers paste it, made safe for pdflatex: every LaTeX special character becomes text (so
 * `\input{/etc/passwd}` prints instead of running), characters the T1/utf8 set-up cannot typeset become
 * math or a stand-in, and only math that passes the sanitizer is kept as math.
 */

// prettier-ignore
const TEXT_SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}', '{': '\\{', '}': '\\}', $: '\\$', '&': '\\&', '%': '\\%', '#': '\\#',
  _: '\\_', '~': '\\textasciitilde{}', '^': '\\textasciicircum{}',
  // T1 turns << and >> into guillemets; the text commands keep them as typed.
  '<': '\\textless{}', '>': '\\textgreater{}', '|': '\\textbar{}',
};

/** Typeset directly by pdflatex with T1 and the kernel's utf8 and textcomp definitions. */
const DIRECT = new Set([...'–—‘’“”…•€†‡‰←→↑↓‚„‹›™']);
const UNSUPPORTED_LATIN = new Set([0x126, 0x127, 0x138, 0x13f, 0x140, 0x149, 0x166, 0x167, 0x17f]);
// prettier-ignore
const SMALL_REPLACEMENTS: Record<string, string> = {
  '−': '-', '‐': '-', '‑': '-', '⁰': '\\textsuperscript{0}', '⁴': '\\textsuperscript{4}',
  '⁵': '\\textsuperscript{5}', '⁶': '\\textsuperscript{6}', '⁷': '\\textsuperscript{7}',
  '⁸': '\\textsuperscript{8}', '⁹': '\\textsuperscript{9}', '⁻': '\\textsuperscript{-}',
  '₀': '\\textsubscript{0}', '₁': '\\textsubscript{1}', '₂': '\\textsubscript{2}',
  '₃': '\\textsubscript{3}', '✓': '(yes)', '✗': '(no)',
};

function escapeChar(ch: string): string {
  const special = TEXT_SPECIALS[ch];
  if (special) return special;
  const code = ch.codePointAt(0)!;
  if (code >= 0x20 && code < 0x7f) return ch;
  if (code === 0x09 || code === 0x0a || code === 0x0d) return ' ';
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return '';
  if (code === 0xa0) return '~';
  if (code <= 0x17f && !UNSUPPORTED_LATIN.has(code)) return ch;
  if (DIRECT.has(ch)) return ch;
  if ((code >= 0x2000 && code <= 0x200a) || code === 0x202f || code === 0x205f) return ' ';
  if ((code >= 0x200b && code <= 0x200f) || code === 0x2060 || code === 0xfeff) return '';
  const math = UNICODE_MATH[ch];
  if (math) return `$${math}$`;
  const small = SMALL_REPLACEMENTS[ch];
  if (small) return small;
  // Accented letters outside Latin-1/Extended-A keep their base letter; anything else is a stand-in.
  const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return /^[A-Za-z]$/.test(base) ? base : '?';
}

/** Plain text to LaTeX text: nothing in it is a command any more. */
export function escapeText(raw: string): string {
  let out = '';
  for (const ch of raw.normalize('NFC')) out += escapeChar(ch);
  return out;
}

/**
 * Plain text to LaTeX text with its numbers typeset as typed: "10^14" is $10^{14}$, "H_2O" is H$_{2}$O
 * and "−5" is $-5$, never a caret, an underscore or a hyphen in text. The math is made of digits and
 * letters only (scientific-text builds it); everything else is escaped.
 */
export function textToLatex(raw: string): string {
  // Two math segments in a row ("a^2^3") stay two formulas: `{}` keeps `$$` from opening display math.
  return scientificSegments(raw.normalize('NFC'))
    .map((s) => (s.kind === 'math' ? `$${s.math}$` : escapeText(s.text)))
    .join('')
    .replace(/\$\$/g, '${}$');
}

const MAX_SPAN = 300;

/** Pandoc's rule for `$…$`: no blank after the opener or before the closer, no digit after the closer. */
function dollarMathEnd(raw: string, open: number): number {
  if (raw[open + 1] === '$' || raw[open + 1] === undefined || /\s/.test(raw[open + 1]!)) return -1;
  const close = raw.indexOf('$', open + 1);
  if (close < 0 || close - open > MAX_SPAN || /\s/.test(raw[close - 1]!)) return -1;
  if (/\d/.test(raw[close + 1] ?? '')) return -1;
  return close;
}

function spanEnd(raw: string, from: number, closer: string): number {
  const close = raw.indexOf(closer, from);
  return close >= 0 && close - from <= MAX_SPAN ? close : -1;
}

/**
 * One line of material to inline LaTeX: `$…$` and `\(…\)` math kept when it is safe, **bold**, *italic*
 * and `code` marked up, everything else escaped. Linear: every span is bounded.
 */
export function inlineLatex(raw: string, allowMarkup = true): string {
  let out = '';
  let plain = '';
  const flush = () => {
    out += textToLatex(plain);
    plain = '';
  };
  let i = 0;
  while (i < raw.length) {
    const ch = raw[i]!;
    const next = raw[i + 1];
    if (ch === '$' && raw[i - 1] !== '\\') {
      const close = dollarMathEnd(raw, i);
      const math = close > 0 ? safeMath(raw.slice(i + 1, close), 'inline') : null;
      if (math !== null) {
        flush();
        out += `$${math}$`;
        i = close + 1;
        continue;
      }
    } else if (ch === '\\' && next === '(') {
      const close = spanEnd(raw, i + 2, '\\)');
      const math = close > 0 ? safeMath(raw.slice(i + 2, close), 'inline') : null;
      if (math !== null) {
        flush();
        out += `$${math}$`;
        i = close + 2;
        continue;
      }
    } else if (allowMarkup && ch === '*' && next === '*') {
      const close = spanEnd(raw, i + 2, '**');
      if (close > i + 2 && !/\s/.test(raw[i + 2]!)) {
        flush();
        out += `\\textbf{${inlineLatex(raw.slice(i + 2, close), false)}}`;
        i = close + 2;
        continue;
      }
    } else if (
      allowMarkup &&
      ch === '*' &&
      next &&
      !/[\s*]/.test(next) &&
      /^$|[\s(]/.test(raw[i - 1] ?? '')
    ) {
      const close = spanEnd(raw, i + 1, '*');
      if (close > i + 1 && !/\s/.test(raw[close - 1]!) && /^$|[\s).,;:!?]/.test(raw[close + 1] ?? '')) {
        flush();
        out += `\\emph{${inlineLatex(raw.slice(i + 1, close), false)}}`;
        i = close + 1;
        continue;
      }
    } else if (allowMarkup && ch === '`') {
      const close = spanEnd(raw, i + 1, '`');
      if (close > i + 1) {
        flush();
        out += `\\texttt{${escapeText(raw.slice(i + 1, close))}}`;
        i = close + 1;
        continue;
      }
    }
    plain += ch;
    i++;
  }
  flush();
  return out.replace(/ {2,}/g, ' ').trim();
}

/** Longest run of characters kept on one source line without a break opportunity. */
const LONG_WORD = 160;

/** Where a `%`-newline may cut a word without splitting a control sequence. */
function chopWord(word: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  let inControlWord = false;
  for (let i = 1; i < word.length; i++) {
    const prev = word[i - 1]!;
    if (prev === '\\') inControlWord = /[A-Za-z]/.test(word[i]!);
    else if (!/[A-Za-z]/.test(prev)) inControlWord = false;
    const cuttable = prev !== '\\' && !(inControlWord && /[A-Za-z]/.test(word[i]!));
    if (cuttable && i - start >= LONG_WORD) {
      pieces.push(word.slice(start, i));
      start = i;
    }
  }
  pieces.push(word.slice(start));
  return pieces;
}

/**
 * Breaks inline LaTeX into source lines of about `width` characters: TeX reads a newline as a space, and
 * a very long word is cut with `%` so no input line comes near TeX's buffer limit.
 */
export function wrapLatex(text: string, width = 100): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (!word) continue;
    if (word.length > LONG_WORD) {
      const pieces = chopWord(word);
      if (line) lines.push(line);
      for (const piece of pieces.slice(0, -1)) lines.push(`${piece}%`);
      line = pieces[pieces.length - 1]!;
    } else if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/**
 * Text put right after `\item` or a table's `\\` must not start with `[`, `*` or `<`: LaTeX (and
 * beamer) would read it as an optional argument or an overlay. An empty group in front defuses that.
 */
export const safeStart = (latex: string): string => (/^[[*<]/.test(latex) ? `{}${latex}` : latex);

/** Inline LaTeX back to readable text (labels of plots, word counts, sentence matching). */
export function latexToPlain(latex: string): string {
  return latex
    .replace(/\\textbackslash\{\}/g, '\\')
    .replace(/\\text(?:asciitilde|asciicircum|less|greater|bar)\{\}/g, (m) => PLAIN_OF[m] ?? '')
    .replace(/\\([%&#_{}$])/g, '$1')
    .replace(/\\[A-Za-z]+\*?/g, (m) => GREEK_PLAIN[m.slice(1)] ?? OPERATOR_PLAIN[m.slice(1)] ?? ' ')
    .replace(/[{}$]/g, '')
    .replace(/~/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// prettier-ignore
const PLAIN_OF: Record<string, string> = {
  '\\textasciitilde{}': '~', '\\textasciicircum{}': '^', '\\textless{}': '<', '\\textgreater{}': '>',
  '\\textbar{}': '|',
};

/** Operators the number typesetting writes, read back as the characters they print. */
const OPERATOR_PLAIN: Record<string, string> = { times: '×', cdot: '·', pm: '±', circ: '°', mathrm: '' };

const GREEK_PLAIN: Record<string, string> = Object.fromEntries(
  Object.entries(UNICODE_MATH)
    .filter(([ch]) => /\p{Script=Greek}/u.test(ch))
    .map(([ch, cmd]) => [cmd.slice(1), ch]),
);
