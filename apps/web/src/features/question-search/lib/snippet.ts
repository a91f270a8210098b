/**
 * A search snippet as the API sends it (HTML-escaped text in which <mark>…</mark> is the only markup) →
 * pieces to render as React elements: plain text, highlighted text and LaTeX. Nothing here is ever
 * handed to the browser as HTML.
 */
export type SnippetPiece =
  | { kind: 'text'; text: string; marked: boolean }
  /** LaTeX between $…$ or $$…$$; `marked` when a highlight touched any of it. */
  | { kind: 'math'; latex: string; source: string; marked: boolean };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the entities the API's escaping produces (named ones and numeric &#…; forms). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The decoded text and, per character, whether it was inside <mark>. */
function unmark(snippet: string): { text: string; marked: boolean[] } {
  let text = '';
  const marked: boolean[] = [];
  snippet.split(/(<\/?mark>)/).reduce((inside, part) => {
    if (part === '<mark>') return true;
    if (part === '</mark>') return false;
    const decoded = decodeEntities(part);
    text += decoded;
    for (let i = 0; i < decoded.length; i++) marked.push(inside);
    return inside;
  }, false);
  return { text, marked };
}

interface MathSpan {
  start: number;
  end: number;
  latex: string;
}

/** Index of the closing delimiter at or after `from`, skipping backslash-escaped characters; -1 if none. */
function closing(text: string, from: number, delimiter: string): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text.startsWith(delimiter, i)) return i;
  }
  return -1;
}

/**
 * Math spans, Pandoc's way: `$$…$$` anywhere; `$…$` only when the opening `$` has no space after it and the
 * closing one no space before it nor a digit after it, so prices ("$20 and $5") stay text. A delimiter
 * cut off by the snippet's end leaves the rest as text.
 */
export function findMath(text: string): MathSpan[] {
  const spans: MathSpan[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === '\\') {
      i += 2;
      continue;
    }
    if (text[i] !== '$') {
      i++;
      continue;
    }
    if (text[i + 1] === '$') {
      const end = closing(text, i + 2, '$$');
      if (end > i + 2) {
        spans.push({ start: i, end: end + 2, latex: text.slice(i + 2, end) });
        i = end + 2;
      } else i += 2;
      continue;
    }
    const end = /\s/.test(text[i + 1] ?? ' ') ? -1 : closing(text, i + 1, '$');
    if (end > i + 1 && !/\s/.test(text[end - 1]) && !/\d/.test(text[end + 1] ?? '')) {
      spans.push({ start: i, end: end + 1, latex: text.slice(i + 1, end) });
      i = end + 1;
    } else i++;
  }
  return spans;
}

/** Splits text[start, end) into runs of equal highlighting. */
function textRuns(text: string, marked: boolean[], start: number, end: number): SnippetPiece[] {
  const runs: SnippetPiece[] = [];
  let runStart = start;
  for (let i = start + 1; i <= end; i++) {
    if (i === end || marked[i] !== marked[runStart]) {
      runs.push({ kind: 'text', text: text.slice(runStart, i), marked: marked[runStart] });
      runStart = i;
    }
  }
  return runs;
}

/** How the API joins a snippet's fragments (ts_headline's FragmentDelimiter), and marks a cut. */
const FRAGMENT_DELIMITER = ' … ';
/** Characters of LaTeX source that plain prose between $$…$$ does not use. */
const LATEX_SOURCE = /[\\{}^_]/;

/** Positions of the unescaped `$$` in text. */
function displayDelimiters(text: string): number[] {
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text.startsWith('$$', i)) at.push(i++);
  }
  return at;
}

/**
 * A snippet's fragments are cut out of the text by words, so one may begin or end inside $$…$$
 * ("frac{m}{s}$$ along a road … find $$\frac"). Such a cut-off piece of LaTeX is dropped and marked with
 * "…", so the delimiters left pair up as the author wrote them.
 */
function dropCutMath(text: string, marked: boolean[]): { text: string; marked: boolean[] } {
  let outText = '';
  const outMarked: boolean[] = [];
  const add = (t: string, m: boolean[]) => {
    outText += t;
    outMarked.push(...m);
  };
  let start = 0;
  text.split(FRAGMENT_DELIMITER).forEach((fragment, index) => {
    if (index > 0) add(FRAGMENT_DELIMITER, Array<boolean>(FRAGMENT_DELIMITER.length).fill(false));
    let from = 0;
    let to = fragment.length;
    let delimiters = displayDelimiters(fragment);
    if (delimiters.length && LATEX_SOURCE.test(fragment.slice(0, delimiters[0]))) {
      from = delimiters[0] + 2;
      delimiters = delimiters.slice(1);
    }
    if (delimiters.length % 2 === 1) to = delimiters[delimiters.length - 1];
    const spaced = (at: number) => /\s/.test(fragment[at] ?? '');
    const head = from === 0 ? '' : spaced(from) ? '…' : '… ';
    const tail = to === fragment.length ? '' : spaced(to - 1) ? '…' : ' …';
    add(head, Array<boolean>(head.length).fill(false));
    add(fragment.slice(from, to), marked.slice(start + from, start + to));
    add(tail, Array<boolean>(tail.length).fill(false));
    start += fragment.length + FRAGMENT_DELIMITER.length;
  });
  return { text: outText, marked: outMarked };
}

export function parseSnippet(snippet: string): SnippetPiece[] {
  const whole = unmark(snippet);
  const { text, marked } = dropCutMath(whole.text, whole.marked);
  const pieces: SnippetPiece[] = [];
  let at = 0;
  for (const span of findMath(text)) {
    pieces.push(...textRuns(text, marked, at, span.start));
    pieces.push({
      kind: 'math',
      latex: span.latex,
      source: text.slice(span.start, span.end),
      marked: marked.slice(span.start, span.end).some(Boolean),
    });
    at = span.end;
  }
  pieces.push(...textRuns(text, marked, at, text.length));
  return pieces;
}
