import { stemOf } from './lexicon';

/** One word of a text with its place, so evidence can be quoted from the answer as written. */
export interface Token {
  word: string;
  stem: string;
  start: number;
  end: number;
  /** Not a function word: it can carry a marking point. */
  content: boolean;
  /** A negation cue: not, no, never, n't, without… */
  negation: boolean;
}

const STOP_WORDS = new Set(
  `a an the and or but if then so as of at by for from in into on onto to with within about above below
  over under up down out off is are was were be been being am do does did doing have has had having it its
  it's this that these those there here their they them he she his her him we us our you your i me my
  which who whom whose what when where why how than too very can could will would shall should may might
  must just also only such some any each every all both either neither more most other another same own
  because while until since though although whether one ones get gets got make makes made thing things
  let lets put puts way`.split(/\s+/),
);

const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'none',
  'nothing',
  'nobody',
  'nor',
  'without',
  'cannot',
  "can't",
  "don't",
  "doesn't",
  "didn't",
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  "won't",
  "wouldn't",
  "couldn't",
  "shouldn't",
  "hasn't",
  "haven't",
  "hadn't",
  'dont',
  'doesnt',
  'didnt',
  'isnt',
  'arent',
  'wasnt',
  'cant',
  'wont',
]);

const WORD = /[A-Za-z][A-Za-z'’-]*|\d+(?:\.\d+)?/g;

/** The words of a text, lower-cased, with their stems and where they stand. */
export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0]
      .toLowerCase()
      .replace(/’/g, "'")
      .replace(/^'+|'+$/g, '');
    if (!word) continue;
    const negation = NEGATIONS.has(word);
    const bare = word.replace(/'s$/, '');
    tokens.push({
      word: bare,
      stem: stemOf(bare.replace(/-/g, '')),
      start: match.index,
      end: match.index + match[0].length,
      content: !negation && !STOP_WORDS.has(bare) && bare.length > 1,
      negation,
    });
  }
  return tokens;
}

/**
 * Whether two spellings are one word mistyped: one letter added, dropped, changed, or two neighbours
 * swapped (connetced), for words of five letters or more.
 */
export function nearMisspelling(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  const differ = [...a].flatMap((c, k) => (c !== b[k] ? [k] : []));
  if (a.length === b.length && differ.length === 2 && differ[1] === differ[0] + 1)
    return a[differ[0]] === b[differ[1]] && a[differ[1]] === b[differ[0]];
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  return a.length - i - j <= 1 && b.length - i - j <= 1;
}

/** Character trigrams of a text's letters, for a similarity that forgives spelling and word order. */
export function trigrams(text: string): Map<string, number> {
  const letters = ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
  const counts = new Map<string, number>();
  for (let i = 0; i + 3 <= letters.length; i++) {
    const gram = letters.slice(i, i + 3);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

export function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, v] of a) {
    na += v * v;
    dot += v * (b.get(k) ?? 0);
  }
  for (const v of b.values()) nb += v * v;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}
