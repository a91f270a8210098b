/** Shared text handling for the essay checkers: input capping, paragraphs, sentences and words. */
import { ESSAY_MAX_CHARS } from '@eps/contracts';

/**
 * The routes refuse essays over ESSAY_MAX_CHARS; callers that are not routes (the offline engine, a
 * bench) get longer text cut here, so a pasted book or binary garbage cannot keep the checkers busy.
 */
export const ESSAY_CHECK_MAX_CHARS = ESSAY_MAX_CHARS;

export interface Sentence {
  text: string;
  /** Offset of the sentence's first character in the checked text. */
  start: number;
  /** Index of the paragraph the sentence belongs to. */
  paragraph: number;
}

// Control characters other than tab and newlines, and the Unicode replacement character that
// binary data decodes to, carry no words.
// eslint-disable-next-line no-control-regex
const NOISE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/g;

/** Normalises line endings, drops control characters and caps the length at a word boundary. */
export function prepareText(raw: string): string {
  const clean = String(raw ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(NOISE, ' ');
  if (clean.length <= ESSAY_CHECK_MAX_CHARS) return clean;
  const cut = clean.lastIndexOf(' ', ESSAY_CHECK_MAX_CHARS);
  return clean.slice(0, cut > ESSAY_CHECK_MAX_CHARS / 2 ? cut : ESSAY_CHECK_MAX_CHARS);
}

// Abbreviations whose full stop does not end a sentence.
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'jr',
  'sr',
  'no',
]);

/** Splits text into sentences, keeping each sentence's offset and paragraph. */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  const paragraphPattern = /[^\n]+(?:\n(?!\s*\n)[^\n]*)*/g;
  let paragraph = 0;
  for (const block of text.matchAll(paragraphPattern)) {
    if (!block[0].trim()) continue;
    const base = block.index ?? 0;
    const body = block[0];
    let from = 0;
    const enders = /[.!?]+["'”’)\]]*(?=\s|$)/g;
    for (const end of body.matchAll(enders)) {
      const stop = (end.index ?? 0) + end[0].length;
      const lastWord =
        /([\w.]+)[.!?]*["'”’)\]]*$/.exec(body.slice(from, stop))?.[1]?.replace(/\.$/, '') ?? '';
      if (end[0] === '.' && ABBREVIATIONS.has(lastWord.toLowerCase())) continue;
      // '"Why now?" she asked.' is one sentence: a lower-case word does not start a new one.
      if (/^\s+[a-z]/.test(body.slice(stop, stop + 3))) continue;
      pushSentence(sentences, body.slice(from, stop), base + from, paragraph);
      from = stop;
    }
    pushSentence(sentences, body.slice(from), base + from, paragraph);
    paragraph += 1;
  }
  return sentences;
}

function pushSentence(into: Sentence[], raw: string, start: number, paragraph: number): void {
  const lead = raw.length - raw.trimStart().length;
  const text = raw.trim();
  if (/[A-Za-z0-9]/.test(text)) into.push({ text, start: start + lead, paragraph });
}

export interface Word {
  text: string;
  start: number;
}

/** Words (letters, digits, inner apostrophes and hyphens) with their offsets in the given string. */
export function wordsOf(text: string): Word[] {
  return [...text.matchAll(/[A-Za-z0-9]+(?:['’-][A-Za-z0-9]+)*/g)].map((m) => ({
    text: m[0],
    start: m.index ?? 0,
  }));
}

/** Rough English syllable count, good enough for a readability grade. */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  const groups = w
    .replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '')
    .replace(/^y/, '')
    .match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

/** Replaces [start, end) of a sentence with a replacement, for suggestions. */
export function replaceSpan(sentence: string, start: number, end: number, replacement: string): string {
  return sentence.slice(0, start) + replacement + sentence.slice(end);
}
