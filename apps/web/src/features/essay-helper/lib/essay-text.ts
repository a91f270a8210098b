import {
  DICTIONARY_MAX_WORDS,
  ESSAY_SUBJECT_NAMES,
  type EssayAnalysis,
  type EssayBankResponse,
} from '@eps/contracts';
import { promptLabel } from './prompt-label';

/** Spec section 9: the word count splits on whitespace. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** The essay's paragraphs: blocks separated by blank lines (or single line breaks), empty ones dropped. */
export function splitParagraphs(essay: string): string[] {
  return essay
    .split(/\n+/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/**
 * The word a double-click looks up: lowercased, one trailing punctuation mark removed; null when the
 * selection is empty or longer than the dictionary's limit of two words.
 */
export function lookupWord(selection: string): string | null {
  const word = selection
    .trim()
    .toLowerCase()
    .replace(/[.,;:!?'")\]]$/, '');
  if (word === '' || word.split(/\s+/).length > DICTIONARY_MAX_WORDS) return null;
  return word;
}

export type ScoreColor = 'green' | 'yellow' | 'red';

/** A rubric row's colour: green from 80% of its maximum, yellow from 60%, red below. */
export function scoreColor(score: number, max: number): ScoreColor {
  const share = max > 0 ? score / max : 0;
  if (share >= 0.8) return 'green';
  if (share >= 0.6) return 'yellow';
  return 'red';
}

/** Only plain-text files are read; anything else is ignored (with a short note saying why). */
export function isPlainTextFile(file: Pick<File, 'type'>): boolean {
  return file.type === 'text/plain';
}

/**
 * True when the text reads like writing: a binary file renamed .txt (the browser still calls it
 * text/plain) decodes to NUL bytes, control characters and U+FFFD replacement characters.
 */
export function looksLikeText(text: string): boolean {
  let odd = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0) return false;
    // Control characters other than tab, line feed and carriage return, and the replacement character.
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd) odd += 1;
  }
  return odd <= text.length * 0.01;
}

export interface BankChoice {
  value: string;
  label: string;
  question: string;
  rubric: string;
  subject: string;
}

/** Every bank question, labelled by subject, year and the first 80 characters of its prompt's text. */
export function bankChoices(bank: EssayBankResponse | undefined): BankChoice[] {
  return (bank?.subjects ?? []).flatMap((subject) =>
    subject.years.flatMap((year) =>
      year.questions.map((q) => ({
        value: q.id,
        label: `${ESSAY_SUBJECT_NAMES[subject.id]} ${year.year}: ${promptLabel(q.question)}`,
        question: q.question,
        rubric: q.rubric,
        subject: subject.name,
      })),
    ),
  );
}

/** A passage of text to mark inside a paragraph, with what its tooltip says. */
export interface Mark<K extends string = string> {
  text: string;
  kind: K;
  title: string;
  body: string;
}

export type Segment<K extends string> = { text: string; mark?: Mark<K> };

/**
 * Cuts `paragraph` into plain and marked pieces. Each mark's text is found where it first occurs;
 * a mark that overlaps an earlier one, or is not in this paragraph, is left out.
 */
export function segmentParagraph<K extends string>(paragraph: string, marks: Mark<K>[]): Segment<K>[] {
  const placed: { start: number; end: number; mark: Mark<K> }[] = [];
  for (const mark of marks) {
    const needle = mark.text.trim();
    if (needle === '') continue;
    const start = paragraph.indexOf(needle);
    if (start < 0) continue;
    const end = start + needle.length;
    if (placed.some((p) => start < p.end && end > p.start)) continue;
    placed.push({ start, end, mark });
  }
  placed.sort((a, b) => a.start - b.start);
  const segments: Segment<K>[] = [];
  let at = 0;
  for (const { start, end, mark } of placed) {
    if (start > at) segments.push({ text: paragraph.slice(at, start) });
    segments.push({ text: paragraph.slice(start, end), mark });
    at = end;
  }
  if (at < paragraph.length) segments.push({ text: paragraph.slice(at) });
  return segments;
}

/**
 * Paragraphs are numbered from the first one the analysis covers: what stands before it (a title, or
 * the offline scaffold's label) is a preface, so "paragraph 1" in the analysis texts is the one the
 * reader sees labelled 'Paragraph 1 Analysis'.
 */
export function paragraphNumbering(analysis: EssayAnalysis | null): (index: number) => number {
  const indices = analysis?.paragraphBreakdown.map((p) => p.paragraphIndex) ?? [];
  const first = indices.length ? Math.min(...indices) : 0;
  return (index) => index - first + 1;
}
