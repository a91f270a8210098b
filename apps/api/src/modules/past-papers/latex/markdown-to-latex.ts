/**
 * The bank's question text (Markdown with $…$ / $$…$$ / \(…\) / \[…\] maths) as LaTeX for pdflatex.
 * Text is escaped character by character, so nothing a question says can run a TeX command; maths is
 * kept as written (it is TeX already), with its Unicode symbols mapped to commands. Markdown's
 * paragraphs, **bold**, *italic*, bullet and numbered lists and pipe tables are typeset.
 */
import { GREEK_LATEX } from '../../../common/greek-letters';

const TEXT_ESCAPES: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '#': '\\#',
  $: '\\$',
  '%': '\\%',
  '&': '\\&',
  _: '\\_',
  '^': '\\textasciicircum{}',
  '~': '\\textasciitilde{}',
  '<': '\\textless{}',
  '>': '\\textgreater{}',
  '|': '\\textbar{}',
};

/** Symbols pdflatex's utf8 input does not know; \ensuremath makes each work in text and in maths. */
const UNICODE_SYMBOLS: Record<string, string> = {
  ...GREEK_LATEX,
  '−': '-',
  '×': '\\times',
  '÷': '\\div',
  '·': '\\cdot',
  '°': '^{\\circ}',
  '→': '\\rightarrow',
  '←': '\\leftarrow',
  '⇌': '\\rightleftharpoons',
  '↔': '\\leftrightarrow',
  '≤': '\\leq',
  '≥': '\\geq',
  '≈': '\\approx',
  '≠': '\\neq',
  '±': '\\pm',
  '∝': '\\propto',
  '∞': '\\infty',
  '√': '\\surd',
  '½': '\\tfrac{1}{2}',
  '¼': '\\tfrac{1}{4}',
  '¾': '\\tfrac{3}{4}',
  '′': '\\prime',
  '²': '^{2}',
  '³': '^{3}',
  '¹': '^{1}',
  '⁰': '^{0}',
  '⁻': '^{-}',
  '₂': '_{2}',
  '₃': '_{3}',
};

/** Text-mode forms of typographic characters the T1 fonts have. */
const UNICODE_TEXT: Record<string, string> = {
  '–': '--',
  '—': '---',
  '‘': '`',
  '’': "'",
  '“': '``',
  '”': "''",
  '•': '\\textbullet{}',
  '£': '\\pounds{}',
  '€': 'EUR',
  '…': '\\ldots{}',
  '\u00a0': '~',
};

/** Latin-1 letters (é, ø, ü…) that inputenc and T1 typeset as they are. */
const isLatin1Letter = (c: string) => /[\u00c0-\u00ff]/.test(c) && c !== '×' && c !== '÷';

function unicodeChar(c: string): string | null {
  if (UNICODE_TEXT[c]) return UNICODE_TEXT[c];
  if (UNICODE_SYMBOLS[c]) return `\\ensuremath{${UNICODE_SYMBOLS[c]}}`;
  return null;
}

/** One run of plain text, every TeX-special and non-ASCII character made safe. */
export function escapeText(text: string): string {
  let out = '';
  for (const c of text) {
    if (TEXT_ESCAPES[c]) out += TEXT_ESCAPES[c];
    else if (c.charCodeAt(0) < 128) out += c;
    else if (isLatin1Letter(c)) out += c;
    else out += unicodeChar(c) ?? '?';
  }
  return out;
}

/** Maths is TeX already; only its Unicode symbols need commands. Stray text-mode breakers are dropped. */
function mathBody(tex: string): string {
  let out = '';
  for (const c of tex.replace(/\n\s*\n/g, '\n')) {
    if (c.charCodeAt(0) < 128) out += c;
    else if (UNICODE_SYMBOLS[c]) out += `{${UNICODE_SYMBOLS[c]}}`;
    else out += unicodeChar(c) ? `\\text{${unicodeChar(c)}}` : '?';
  }
  return out;
}

const MATH = /\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)|\$((?:\\\$|[^$])+?)\$/g;

/** Inline Markdown: maths kept, **bold** and *italic* typeset, everything else escaped. */
export function inlineToLatex(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(MATH)) {
    out += emphasis(text.slice(last, m.index));
    const display = m[1] ?? m[2];
    out += display !== undefined ? `\\[${mathBody(display)}\\]` : `$${mathBody(m[3] ?? m[4])}$`;
    last = m.index + m[0].length;
  }
  return out + emphasis(text.slice(last));
}

function emphasis(text: string): string {
  return text
    .split(/(\*\*[^*\n]+\*\*|(?<![\w*])\*[^*\s][^*\n]*?\*(?![\w*]))/)
    .map((piece) => {
      if (/^\*\*[^*]+\*\*$/.test(piece)) return `\\textbf{${escapeText(piece.slice(2, -2))}}`;
      if (/^\*[^*]+\*$/.test(piece)) return `\\emph{${escapeText(piece.slice(1, -1))}}`;
      return escapeText(piece);
    })
    .join('');
}

const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
const cells = (row: string) =>
  row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

function table(lines: string[]): string {
  const [head, , ...body] = lines;
  const columns = cells(head).length;
  const row = (line: string) => {
    const values = cells(line).slice(0, columns);
    while (values.length < columns) values.push('');
    return `${values.map(inlineToLatex).join(' & ')} \\\\`;
  };
  return [
    '\\begin{center}\\small',
    `\\begin{tabular}{${'l'.repeat(columns)}}`,
    '\\toprule',
    row(head),
    '\\midrule',
    ...body.map(row),
    '\\bottomrule',
    '\\end{tabular}',
    '\\end{center}',
  ].join('\n');
}

function list(lines: string[], ordered: boolean): string {
  const env = ordered ? 'enumerate' : 'itemize';
  const items = lines.map((l) => `  \\item ${inlineToLatex(l.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, ''))}`);
  return [`\\begin{${env}}`, ...items, `\\end{${env}}`].join('\n');
}

const BULLET = /^\s*[-*+]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;

/** A block of Markdown (several paragraphs) as LaTeX paragraphs, lists and tables. */
export function markdownToLatex(markdown: string): string {
  const blocks: string[] = [];
  for (const paragraph of markdown.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = paragraph.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0) continue;
    if (lines.length >= 2 && lines[0].includes('|') && TABLE_RULE.test(lines[1])) blocks.push(table(lines));
    else if (lines.every((l) => BULLET.test(l)) && !/^\s*\*[^*\s][^*]*\*/.test(lines[0]))
      blocks.push(list(lines, false));
    else if (lines.every((l) => NUMBERED.test(l))) blocks.push(list(lines, true));
    else blocks.push(inlineToLatex(lines.join('\n')));
  }
  return blocks.join('\n\n');
}

/** Units as the bank writes them ("m s^-1", "kJ mol^-1") with their powers raised. */
export function unitsToLatex(units: string): string {
  return units
    .split(/\^(-?\d+)/)
    .map((piece, i) =>
      i % 2 === 1 ? `\\textsuperscript{${piece.replace('-', '\\textminus{}')}}` : escapeText(piece),
    )
    .join('');
}
