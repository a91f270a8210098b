import type { Block, ListBlock, ListItem, Table } from './blocks';

/**
 * A generated document's LaTeX (a section, a subsection or a frame, from this engine or a model) back
 * to blocks the regenerate rules can restructure: paragraphs, lists, display math, definition and
 * example boxes. Everything else (figures, plot blocks, tables, unknown environments) is kept verbatim
 * as raw blocks, so a rewrite never loses or breaks what it does not understand.
 */

/** The text of the balanced group that opens at `open` (a `{`), and the index after it. */
export function readGroup(src: string, open: number): { text: string; end: number } | null {
  if (src[open] !== '{') return null;
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\\') i++;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return { text: src.slice(open + 1, i), end: i + 1 };
  }
  return null;
}

/** Index just after the `\end{name}` matching the `\begin{name}` at `start` (nesting counted). */
export function environmentEnd(src: string, start: number, name: string): number {
  const begin = `\\begin{${name}}`;
  const end = `\\end{${name}}`;
  let depth = 0;
  let i = start;
  for (;;) {
    const b = src.indexOf(begin, i);
    const e = src.indexOf(end, i);
    if (e < 0) return src.length;
    if (b >= 0 && b < e) {
      depth++;
      i = b + begin.length;
    } else {
      depth--;
      i = e + end.length;
      if (depth === 0) return i;
    }
  }
}

const LIST_ENVS = new Set(['itemize', 'enumerate']);
const MATH_ENVS = /^(equation|align|gather|multline)\*?$/;
const LAYOUT_LINE =
  /^\\(medskip|smallskip|bigskip|noindent|newpage|clearpage|centering|par|vspace\*?\{[^}]*\})\s*$/;

/** Splits a list body at its top-level `\item`s; a nested list becomes the item's children. */
function readList(name: string, body: string): ListBlock {
  const items: ListItem[] = [];
  let depth = 0;
  let start = -1;
  const push = (end: number) => {
    if (start < 0) return;
    let text = body.slice(start, end).trim();
    let children: ListBlock | undefined;
    const nested = /\\begin\{(itemize|enumerate)\}/.exec(text);
    if (nested) {
      const close = environmentEnd(text, nested.index, nested[1]!);
      const inner = text.slice(nested.index + nested[0].length, close - `\\end{${nested[1]}}`.length);
      children = readList(nested[1]!, inner);
      text = `${text.slice(0, nested.index)} ${text.slice(close)}`.trim();
    }
    items.push(children ? { text: oneLine(text), children } : { text: oneLine(text) });
  };
  for (let i = 0; i < body.length; i++) {
    if (body.startsWith('\\begin{', i)) depth++;
    else if (body.startsWith('\\end{', i)) depth--;
    else if (depth === 0 && body.startsWith('\\item', i) && !/[A-Za-z]/.test(body[i + 5] ?? '')) {
      push(i);
      start = i + 5;
    }
  }
  push(body.length);
  return { kind: 'list', ordered: name === 'enumerate', items };
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

/** `\begin{name}{Title}` → the title and the body. */
function titled(chunk: string, name: string): { title: string; body: string } {
  const afterBegin = `\\begin{${name}}`.length;
  const group = readGroup(chunk, afterBegin);
  const bodyStart = group ? group.end : afterBegin;
  return {
    title: group?.text ?? '',
    body: chunk.slice(bodyStart, chunk.length - `\\end{${name}}`.length).trim(),
  };
}

function environmentBlock(name: string, chunk: string): Block {
  const inner = () => chunk.slice(`\\begin{${name}}`.length, chunk.length - `\\end{${name}}`.length);
  if (!chunk.endsWith(`\\end{${name}}`)) return { kind: 'raw', latex: chunk };
  if (LIST_ENVS.has(name)) return readList(name, inner().replace(/^\[[^\]\n]*\]/, ''));
  if (MATH_ENVS.test(name)) {
    const math = inner().trim();
    return { kind: 'equation', math, align: /^(align|gather|multline)/.test(name) };
  }
  if (name === 'definitionbox' || name === 'block') {
    const { title, body } = titled(chunk, name);
    if (name === 'definitionbox' || /^Definition\b/.test(title))
      return { kind: 'definition', term: title.replace(/^Definition:?\s*/, ''), text: oneLine(body) };
  }
  if (name === 'examplebox') {
    const { title, body } = titled(chunk, name);
    return { kind: 'example', title, body };
  }
  if (name === 'keypointsbox') {
    const list = readBlocks(inner()).find((b): b is ListBlock => b.kind === 'list');
    if (list) return { kind: 'keyPoints', section: '', items: list.items.map((i) => i.text) };
  }
  return { kind: 'raw', latex: chunk };
}

/** Environments whose text is not LaTeX: comments inside them are not comments. */
const VERBATIM = /\\begin\{(pythonplot|verbatim|lstlisting|minted|comment)\}[\s\S]*?\\end\{\1\}/g;
/** A `%` comment with its line end (unless a blank line follows), after an even run of backslashes. */
const COMMENT = /(^|[^\\])((?:\\\\)*)%[^\n]*(?:\n(?![ \t]*\n)[ \t]*)?/gm;

/** LaTeX without its comments (the writers cut long words with `%` line ends), verbatim text untouched. */
export function withoutComments(src: string): string {
  let out = '';
  let last = 0;
  for (const m of src.matchAll(VERBATIM)) {
    out += src.slice(last, m.index).replace(COMMENT, '$1$2') + m[0];
    last = m.index + m[0].length;
  }
  return out + src.slice(last).replace(COMMENT, '$1$2');
}

/** Reads a body of LaTeX (no document preamble) into blocks. */
export function readBlocks(latex: string): Block[] {
  const src = withoutComments(latex);
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const text = paragraph.join(' ').trim();
    if (text) blocks.push({ kind: 'paragraph', text });
    paragraph = [];
  };
  let i = 0;
  while (i < src.length) {
    const lineEnd = src.indexOf('\n', i) < 0 ? src.length : src.indexOf('\n', i);
    const line = src.slice(i, lineEnd);
    const t = line.trim();
    const env = /^\\begin\{([A-Za-z*]+)\}/.exec(t);
    const display = t.startsWith('\\[') ? '\\]' : t.startsWith('$$') ? '$$' : null;
    if (!t || LAYOUT_LINE.test(t)) {
      if (!t) flush();
      i = lineEnd + 1;
    } else if (env) {
      flush();
      const start = i + line.indexOf('\\begin');
      const end = environmentEnd(src, start, env[1]!);
      blocks.push(environmentBlock(env[1]!, src.slice(start, end)));
      i = end;
    } else if (display) {
      flush();
      const start = i + line.indexOf(display === '$$' ? '$$' : '\\[') + 2;
      const close = src.indexOf(display, start);
      const end = close < 0 ? src.length : close;
      const math = src.slice(start, end).trim();
      blocks.push({ kind: 'equation', math, align: /&|\\\\/.test(math) });
      i = close < 0 ? src.length : close + 2;
    } else if (/^\\(sub)*section\*?\{|^\\paragraph\*?\{/.test(t)) {
      flush();
      blocks.push({ kind: 'raw', latex: t });
      i = lineEnd + 1;
    } else {
      paragraph.push(t);
      i = lineEnd + 1;
    }
  }
  flush();
  return blocks;
}

/** Tables found anywhere in LaTeX (for the numbers of a worked example): simple tabulars only. */
export function tablesIn(src: string): Table[] {
  const tables: Table[] = [];
  for (
    let at = src.indexOf('\\begin{tabular}');
    at >= 0 && tables.length < 10;
    at = src.indexOf('\\begin{tabular}', at + 1)
  ) {
    const end = environmentEnd(src, at, 'tabular');
    const spec = readGroup(src, at + '\\begin{tabular}'.length);
    if (!spec) continue;
    const rows = src
      .slice(spec.end, end - '\\end{tabular}'.length)
      .replace(/\\(toprule|midrule|bottomrule|hline)/g, '')
      .split('\\\\')
      .map((r) => r.trim())
      .filter(Boolean)
      .map((r) => r.split('&').map((c) => c.trim()));
    if (rows.length >= 2) tables.push({ kind: 'table', header: rows[0]!, rows: rows.slice(1) });
  }
  return tables;
}

/** The document body without its preamble, plot code, and frame wrappers: the text to draw on. */
export function bodyOf(documentLatex: string): string {
  const begin = documentLatex.indexOf('\\begin{document}');
  return (begin >= 0 ? documentLatex.slice(begin + '\\begin{document}'.length) : documentLatex)
    .replace(/\\begin\{pythonplot\}[\s\S]*?\\end\{pythonplot\}/g, '')
    .replace(/\\begin\{frame\}(\[[^\]\n]*\])?(\{[^}\n]*\})?|\\end\{frame\}|\\end\{document\}/g, '\n\n');
}
