import { latexToPlain } from './latex-text';

/**
 * Sentences and words of inline LaTeX, and extractive key sentences: the offline engine's "summary" is
 * always sentences of the material itself, ranked by how many of the text's frequent words they carry.
 */

const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'etc',
  'vs',
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'fig',
  'eq',
  'eqn',
  'approx',
  'cf',
  'no',
  'st',
  'al',
  'ca',
  'resp',
]);

function isAbbreviation(word: string): boolean {
  const w = word.replace(/^[("'`\\{]+/, '').toLowerCase();
  return ABBREVIATIONS.has(w);
}

/**
 * Walks LaTeX one character at a time, skipping escaped characters, and tells for each whether a math
 * span or a brace group is open before it: where it is safe to split or cut.
 */
function* latexScan(latex: string): Generator<{ i: number; ch: string; open: boolean }> {
  let depth = 0;
  let inMath = false;
  for (let i = 0; i < latex.length; i++) {
    const ch = latex[i]!;
    yield { i, ch, open: depth > 0 || inMath };
    if (ch === '\\') i++;
    else if (ch === '$') inMath = !inMath;
    else if (ch === '{') depth++;
    else if (ch === '}') depth = Math.max(0, depth - 1);
  }
}

/**
 * Splits at `.`, `!` or `?` followed by a blank and a capital, digit or command; never inside math or a
 * brace group, so every sentence is balanced LaTeX.
 */
export function splitSentences(latex: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  let wordStart = 0;
  for (const { i, ch, open } of latexScan(latex)) {
    if (ch === ' ') wordStart = i + 1;
    if (open || (ch !== '.' && ch !== '!' && ch !== '?') || latex[i + 1] !== ' ') continue;
    const after = latex[i + 2] ?? '';
    if (!/[A-Z0-9\\$("`']/.test(after)) continue;
    if (ch === '.' && isAbbreviation(latex.slice(wordStart, i))) continue;
    sentences.push(latex.slice(start, i + 1).trim());
    start = i + 2;
  }
  const rest = latex.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/** Words split at blanks outside math and outside braces, so each word is balanced LaTeX. */
export function latexWords(latex: string): string[] {
  const words: string[] = [];
  let start = 0;
  for (const { i, ch, open } of latexScan(latex)) {
    if (open || !/\s/.test(ch)) continue;
    if (i > start) words.push(latex.slice(start, i));
    start = i + 1;
  }
  if (start < latex.length) words.push(latex.slice(start));
  return words;
}

export function wordCount(latex: string): number {
  return latexWords(latex).length;
}

const LONG_TOKEN = 60;

/** The first `length`-odd characters of a word, cut where no group, math or command is open. */
function safePrefix(word: string, length: number): string {
  for (const { i, ch, open } of latexScan(word)) {
    const insideCommand = /[A-Za-z]/.test(ch) && /\\[A-Za-z]+$/.test(word.slice(Math.max(0, i - 30), i));
    if (i >= length && !open && !insideCommand) return word.slice(0, i);
  }
  return word;
}

/** At most `maxWords` words; an over-long word is cut where that keeps its LaTeX whole. */
export function truncateWords(latex: string, maxWords: number): string {
  const words = latexWords(latex);
  let cut = words.length > maxWords;
  const kept = words.slice(0, maxWords).map((w) => {
    if (w.length <= LONG_TOKEN) return w;
    cut = true;
    return safePrefix(w, LONG_TOKEN);
  });
  const text = kept.join(' ');
  return cut ? `${text.replace(/[.,;:]$/, '')}\\ldots{}` : text;
}

/**
 * Inline LaTeX in pieces of at most `maxWords` words and about `maxChars` characters, each balanced: a
 * giant token is cut where no group, math or command is open. Nothing is left out.
 */
export function splitLatex(latex: string, maxWords: number, maxChars: number): string[] {
  const pieces: string[] = [];
  let words: string[] = [];
  let chars = 0;
  const push = () => {
    if (words.length) pieces.push(words.join(' '));
    words = [];
    chars = 0;
  };
  for (let word of latexWords(latex)) {
    while (word.length > maxChars) {
      const head = safePrefix(word, maxChars);
      if (head.length === word.length) break;
      push();
      pieces.push(head);
      word = word.slice(head.length);
    }
    if (words.length && (words.length >= maxWords || chars + word.length > maxChars)) push();
    words.push(word);
    chars += word.length + 1;
  }
  push();
  return pieces;
}

// prettier-ignore
const STOPWORDS = new Set(('a about above after again against all also am an and any are as at be because been before ' +
  'being below between both but by can could did do does doing down during each few for from further had has have ' +
  'having he her here hers him his how i if in into is it its itself just me more most my no nor not now of off on ' +
  'once only or other our ours out over own same she should so some such than that the their theirs them then there ' +
  'these they this those through to too under until up very was we were what when where which while who whom why ' +
  'will with would you your yours one two three using used use us can may might must shall thus therefore however').split(' '));

export function contentWords(latex: string): string[] {
  return (
    latexToPlain(latex)
      .toLowerCase()
      .match(/[a-z][a-z'-]{2,}/g) ?? []
  ).filter((w) => !STOPWORDS.has(w));
}

export function termFrequencies(texts: string[]): Map<string, number> {
  const freq = new Map<string, number>();
  for (const text of texts) for (const w of contentWords(text)) freq.set(w, (freq.get(w) ?? 0) + 1);
  return freq;
}

function score(sentence: string, position: number, freq: Map<string, number>): number {
  const words = new Set(contentWords(sentence));
  let sum = 0;
  for (const w of words) sum += freq.get(w) ?? 0;
  const lead = position === 0 ? 1.25 : 1;
  return (lead * sum) / Math.sqrt(Math.max(6, wordCount(sentence)));
}

/** The `keep` best sentences in their original order (ties go to the earlier sentence). */
export function keySentences(sentences: string[], keep: number, freq: Map<string, number>): string[] {
  if (sentences.length <= keep) return sentences;
  const ranked = sentences
    .map((s, i) => ({ i, score: score(s, i, freq) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, Math.max(1, keep))
    .map((r) => r.i)
    .sort((a, b) => a - b);
  return ranked.map((i) => sentences[i]!);
}

/** Sentence sets compare by their words, so the same sentence typed or re-wrapped differently matches. */
export function sentenceKey(latex: string): string {
  return latexToPlain(latex)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
