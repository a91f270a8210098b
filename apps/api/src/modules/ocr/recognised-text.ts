import type { UncertainWord } from '@eps/contracts';

/** A rectangle in image pixels, y growing downwards. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One character as the recogniser read it, with its confidence from 0 to 100. */
export interface RecognisedSymbol {
  text: string;
  confidence: number;
  bbox: Box;
  /** Set when the character could not be read with certainty (e.g. a raised glyph read as "?"). */
  unsure?: boolean;
}

export interface RecognisedWord {
  symbols: RecognisedSymbol[];
  /** The word's confidence, which includes the language model's view of it. */
  confidence: number;
}

export interface RecognisedLine {
  words: RecognisedWord[];
  confidence: number;
  bbox: Box;
  /** The line's baseline, from its left end to its right end. */
  baseline: Box;
  /** Tesseract's row height (ascender to descender) and descender depth, in pixels. */
  rowHeight: number;
  descenders: number;
}

/** A page as paragraphs of lines, in reading order. */
export type RecognisedPage = RecognisedLine[][];

export interface ReadableText {
  text: string;
  uncertain: UncertainWord[];
}

/**
 * Lines read with this confidence or more are text. Tesseract "reads" noise, photos and drawings as
 * strings of short letter groups at 0–40; printed text, even small or in a photo, mostly scores above 60.
 */
export const MIN_LINE_CONFIDENCE = 50;
/**
 * A line below MIN_LINE_CONFIDENCE is still text when its characters were each read this surely. The
 * line confidence includes the language model, which marks down lines of numbers, units and symbols
 * ("10⁻³⁴ J s.") that are not words; noise letters are read at 70–90 each.
 */
export const MIN_SYMBOL_CONFIDENCE = 93;
/** A character read with less confidence than this is shown to the user as one to check. */
export const UNSURE_SYMBOL_CONFIDENCE = 80;

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(values.length, 1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const height = (line: RecognisedLine) => line.bbox.y1 - line.bbox.y0;
const symbolsOf = (line: RecognisedLine) => line.words.flatMap((word) => word.symbols);

export const wordText = (word: RecognisedWord) => word.symbols.map((symbol) => symbol.text).join('');

/**
 * Whether a line is text rather than noise the recogniser turned into letters: a confident line is; a
 * less confident one when its characters were read surely and it is sized like the page's confident text.
 */
function isText(line: RecognisedLine, confidentHeight: number): boolean {
  if (line.confidence >= MIN_LINE_CONFIDENCE) return true;
  const symbols = symbolsOf(line);
  if (symbols.length === 0) return false;
  const sized = height(line) >= confidentHeight / 2 && height(line) <= confidentHeight * 2;
  return sized && mean(symbols.map((s) => s.confidence)) >= MIN_SYMBOL_CONFIDENCE;
}

function isUnsure(word: RecognisedWord, line: RecognisedLine): boolean {
  const unsureSymbol = word.symbols.some((s) => s.unsure || s.confidence < UNSURE_SYMBOL_CONFIDENCE);
  return unsureSymbol || Math.min(word.confidence, line.confidence) < MIN_LINE_CONFIDENCE;
}

/**
 * The page's text, one line per line and paragraphs separated by a blank line, with the words to check:
 * those with a character read unsurely, and those of lines the recogniser was unsure of. A page with no
 * confident line holds no text.
 */
export function readableText(page: RecognisedPage): ReadableText {
  const confident = page.flat().filter((line) => line.confidence >= MIN_LINE_CONFIDENCE);
  if (confident.length === 0) return { text: '', uncertain: [] };
  const confidentHeight = median(confident.map(height));

  const out: string[] = [];
  const uncertain: UncertainWord[] = [];
  for (const paragraph of page) {
    const lines = paragraph
      .filter((line) => isText(line, confidentHeight))
      .map((line) => ({ line, words: line.words.filter((word) => wordText(word).trim() !== '') }))
      .filter(({ words }) => words.length > 0);
    if (lines.length === 0) continue;
    if (out.length > 0) out.push('');
    for (const { line, words } of lines) {
      out.push(words.map(wordText).join(' '));
      for (const word of words) {
        if (isUnsure(word, line)) uncertain.push({ line: out.length, word: wordText(word) });
      }
    }
  }
  return { text: out.join('\n'), uncertain };
}
