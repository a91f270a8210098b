import { splitParagraphs } from './essay-text';

/** A stretch of the essay text, by character offsets (end exclusive). */
export interface EssaySpan {
  start: number;
  end: number;
}

/** A point in the rendered essay: which paragraph (as splitParagraphs finds them) and where in it. */
export interface ParagraphPoint {
  paragraph: number;
  offset: number;
}

// A letter or digit, or an apostrophe or hyphen between two of them ("engineers'" keeps its apostrophe
// only when a letter follows, so a closing quote is not taken for part of the word).
const WORD_CHAR = /[\p{L}\p{N}]/u;
const JOINER = /['’-]/;

function isWordCharAt(text: string, i: number): boolean {
  const c = text.charAt(i);
  if (WORD_CHAR.test(c)) return true;
  return JOINER.test(c) && WORD_CHAR.test(text.charAt(i - 1)) && WORD_CHAR.test(text.charAt(i + 1));
}

/**
 * Widens [start, end) so it neither starts nor ends inside a word ("concedes th" → "concedes that"),
 * then trims the white space at its edges. An empty or blank span stays empty.
 */
export function widenToWords(text: string, span: EssaySpan): EssaySpan {
  let { start, end } = span;
  if (start > 0 && isWordCharAt(text, start - 1) && isWordCharAt(text, start)) {
    while (start > 0 && isWordCharAt(text, start - 1)) start -= 1;
  }
  if (end < text.length && end > 0 && isWordCharAt(text, end - 1) && isWordCharAt(text, end)) {
    while (end < text.length && isWordCharAt(text, end)) end += 1;
  }
  while (start < end && /\s/.test(text.charAt(start))) start += 1;
  while (end > start && /\s/.test(text.charAt(end - 1))) end -= 1;
  return { start, end };
}

/** Where each paragraph splitParagraphs returns starts in the essay. */
export function paragraphStarts(essay: string): number[] {
  const starts: number[] = [];
  let from = 0;
  for (const paragraph of splitParagraphs(essay)) {
    const at = essay.indexOf(paragraph, from);
    starts.push(at);
    from = at + paragraph.length;
  }
  return starts;
}

/**
 * The essay span a selection covers, from its first to its last point in the rendered paragraphs,
 * widened to whole words; null when a point is outside the essay or the selection is blank.
 */
export function selectionSpan(essay: string, from: ParagraphPoint, to: ParagraphPoint): EssaySpan | null {
  const starts = paragraphStarts(essay);
  const start = starts[from.paragraph];
  const end = starts[to.paragraph];
  if (start === undefined || end === undefined) return null;
  const span = widenToWords(essay, { start: start + from.offset, end: end + to.offset });
  return span.end > span.start ? span : null;
}

/**
 * The essay with `span` replaced by `replacement`, or unchanged when the span no longer holds
 * `expected` (the essay was edited after the selection was made).
 */
export function replaceSpan(essay: string, span: EssaySpan, expected: string, replacement: string): string {
  if (essay.slice(span.start, span.end) !== expected) return essay;
  return essay.slice(0, span.start) + replacement + essay.slice(span.end);
}
