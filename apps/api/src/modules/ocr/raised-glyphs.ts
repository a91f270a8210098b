import type { Box, RecognisedLine, RecognisedSymbol } from './recognised-text';

/**
 * Characters that sit above the baseline by design: quotes, degree, asterisk, caret. They are small
 * (a third of the cap height); the recogniser also gives them to a raised digit it misreads ("10°" for
 * "10⁻¹⁹"), so one as tall as half the cap height is taken for a raised glyph.
 */
const NATURALLY_RAISED = /^['"`‘’“”°*^]$/u;
const NATURALLY_RAISED_MAX_SHARE = 0.5;
/** Signs that sit mid-height: raised only as part of a raised group ("10⁻³⁴", "x⁽ⁿ⁺¹⁾"). */
const SIGN = /^[-+=()−–—~]$/u;
/** Glyphs as tall as capitals that rest on the baseline: they give the line's cap height. */
const CAP_TALL = /^[A-Z0-9bdfhklt]$/u;

/**
 * A glyph whose bottom is this share of the cap height above the baseline is raised: a superscript.
 * Superscripts sit 35–60% up; a glyph resting on the line is within a few percent of it.
 */
const RAISED_SHARE = 0.3;
/** A raised run read again with less confidence than this keeps its first reading, marked unsure. */
const UNSURE_READING_CONFIDENCE = 60;

/** A run of raised glyphs in one word: the word's index in the line and its symbols' index range. */
export interface RaisedRun {
  word: number;
  from: number;
  to: number;
  bbox: Box;
}

function baselineAt(line: RecognisedLine, x: number): number {
  const { x0, y0, x1, y1 } = line.baseline;
  return x1 === x0 ? y0 : y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

const middle = (box: Box) => (box.x0 + box.x1) / 2;

/** The height of capitals and digits on the line, from the glyphs that rest on its baseline. */
function capHeight(line: RecognisedLine): number {
  const heights = line.words
    .flatMap((word) => word.symbols)
    .filter((s) => CAP_TALL.test(s.text))
    .filter((s) => Math.abs(baselineAt(line, middle(s.bbox)) - s.bbox.y1) <= line.rowHeight * 0.1)
    .map((s) => s.bbox.y1 - s.bbox.y0)
    .sort((a, b) => a - b);
  return heights.length > 0 ? heights[Math.floor(heights.length / 2)] : line.rowHeight - line.descenders;
}

function union(symbols: RecognisedSymbol[]): Box {
  return {
    x0: Math.min(...symbols.map((s) => s.bbox.x0)),
    y0: Math.min(...symbols.map((s) => s.bbox.y0)),
    x1: Math.max(...symbols.map((s) => s.bbox.x1)),
    y1: Math.max(...symbols.map((s) => s.bbox.y1)),
  };
}

/**
 * The runs of raised glyphs in a line (exponents, squared units), found from where each glyph sits
 * relative to the baseline: the recogniser reads such small raised glyphs poorly ("m/s²" as "m/s?",
 * "10⁸" as "10%"), so they are read again on their own.
 */
export function raisedRuns(line: RecognisedLine): RaisedRun[] {
  const cap = capHeight(line);
  const isRaised = (s: RecognisedSymbol) => {
    if (NATURALLY_RAISED.test(s.text) && s.bbox.y1 - s.bbox.y0 < cap * NATURALLY_RAISED_MAX_SHARE)
      return false;
    return baselineAt(line, middle(s.bbox)) - s.bbox.y1 > cap * RAISED_SHARE;
  };
  const runs: RaisedRun[] = [];
  line.words.forEach((word, w) => {
    const raised = word.symbols.map(isRaised);
    // A raised sign counts only next to a raised glyph that is not a sign.
    const glyph = raised.map((r, i) => r && !SIGN.test(word.symbols[i].text));
    const inRun = raised.map((r, i) => {
      if (!r || glyph[i]) return r;
      for (let j = i - 1; j >= 0 && raised[j]; j--) if (glyph[j]) return true;
      for (let j = i + 1; j < raised.length && raised[j]; j++) if (glyph[j]) return true;
      return false;
    });
    for (let i = 0; i < inRun.length; i++) {
      if (!inRun[i]) continue;
      let j = i;
      while (j + 1 < inRun.length && inRun[j + 1]) j++;
      runs.push({ word: w, from: i, to: j + 1, bbox: union(word.symbols.slice(i, j + 1)) });
      i = j;
    }
  });
  return runs;
}

const SUPERSCRIPTS: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
  a: 'ᵃ',
  b: 'ᵇ',
  c: 'ᶜ',
  d: 'ᵈ',
  e: 'ᵉ',
  f: 'ᶠ',
  g: 'ᵍ',
  h: 'ʰ',
  i: 'ⁱ',
  j: 'ʲ',
  k: 'ᵏ',
  l: 'ˡ',
  m: 'ᵐ',
  n: 'ⁿ',
  o: 'ᵒ',
  p: 'ᵖ',
  r: 'ʳ',
  s: 'ˢ',
  t: 'ᵗ',
  u: 'ᵘ',
  v: 'ᵛ',
  w: 'ʷ',
  x: 'ˣ',
  y: 'ʸ',
  z: 'ᶻ',
};

/** The characters a raised run is read again with: those with a superscript form. */
export const SUPERSCRIPT_READABLE = Object.keys(SUPERSCRIPTS).join('');

/**
 * A raised run's reading in superscript characters ("-34" → "⁻³⁴"), or null when some character has no
 * superscript form. A minus drawn as a long dash can come back as several dashes: they are one sign.
 */
export function toSuperscript(reading: string): string | null {
  const text = reading.replace(/\s+/g, '').replace(/[-−–—]+/gu, '-');
  if (text === '') return null;
  const out = [...text].map((c) => SUPERSCRIPTS[c]);
  return out.every((c) => c !== undefined) ? out.join('') : null;
}

/** What the recogniser read in a raised run's crop. */
export interface RunReading {
  text: string;
  confidence: number;
}

/**
 * Puts a raised run's reading into its line as superscript characters; when there is no confident
 * reading with superscript forms, the run keeps the first reading and is marked unsure.
 */
export function applyReading(line: RecognisedLine, run: RaisedRun, reading: RunReading | null): void {
  const symbols = line.words[run.word].symbols;
  const superscript =
    reading && reading.confidence >= UNSURE_READING_CONFIDENCE ? toSuperscript(reading.text) : null;
  if (superscript === null) {
    for (const symbol of symbols.slice(run.from, run.to)) symbol.unsure = true;
    return;
  }
  const read = [...superscript].map((text) => ({ text, confidence: reading!.confidence, bbox: run.bbox }));
  symbols.splice(run.from, run.to - run.from, ...read);
}
