/**
 * Pure helpers of question search: which query words to spell-check, how to put corrections back, and
 * how to turn ts_headline's output into HTML in which <mark> is the only tag.
 */

/** Marks ts_headline puts around matches: control characters, which no stored text contains. */
export const HIGHLIGHT_START = '\u0001';
export const HIGHLIGHT_END = '\u0002';

/** websearch_to_tsquery's operator word; never a word to correct. */
const OPERATORS = new Set(['or']);
const MIN_CHECKED_LENGTH = 4;

/** The distinct lower-case words of a query worth spell-checking (letters only, long enough, not operators). */
export function wordsToCheck(query: string): string[] {
  const words = query.toLowerCase().match(/[a-z]+/g) ?? [];
  return [...new Set(words.filter((w) => w.length >= MIN_CHECKED_LENGTH && !OPERATORS.has(w)))];
}

/** The query with each corrected word replaced where it stands, quotes and operators kept. */
export function applyCorrections(query: string, corrections: Map<string, string>): string {
  return query.replace(/[A-Za-z]+/g, (word) => corrections.get(word.toLowerCase()) ?? word);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** ts_headline output → safe HTML: everything escaped, then only the highlight marks become <mark>. */
export function highlightHtml(headline: string): string {
  return escapeHtml(headline.replace(/\s+/g, ' ').trim())
    .split(HIGHLIGHT_START)
    .join('<mark>')
    .split(HIGHLIGHT_END)
    .join('</mark>');
}

/** The opening of a text as a snippet when there is no query to highlight. */
export function plainSnippet(text: string, maxChars = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return escapeHtml(flat.length > maxChars ? `${flat.slice(0, maxChars).replace(/\s+\S*$/, '')} …` : flat);
}
