import { noun, verb } from 'wink-lemmatizer';

/** Function words that carry no subject matter: an answer is not credited for containing them. */
const STOP_WORDS = new Set(
  `a an the and or but if of to in on at by for with from into onto as is are was were be been being
  it its this that these those there their they them he she his her we our you your i me my so than then
  which who whom whose what when where why how do does did has have had can could should would may might
  must will shall also such very more most less least some any each every all both either neither per
  about over under between through during before after above below up down out off again further once
  just only own same too s t give state explain describe name write answer mark marks one award allow
  accept seen correct use using used`.split(/\s+/),
);

export const NEGATIONS = new Set(['not', 'no', 'never', 'cannot', 'nor', 'without', "n't", 'neither']);

/** A word's dictionary form (children → child, increases → increase) for matching, numbers as numbers. */
export function termForm(word: string): string {
  const w = word.toLowerCase();
  if (/^[+-]?\d/.test(w)) return String(Number.parseFloat(w));
  return verb(noun(w));
}

/** The words of a text with LaTeX delimiters and commands dropped, contractions split off ("isn't" → is n't). */
export function words(text: string): string[] {
  return (
    text
      .replace(/\$+/g, ' ')
      .replace(/\\[a-zA-Z]+/g, ' ')
      .replace(/n['’]t\b/gi, " n't")
      .toLowerCase()
      .match(/n't|[+-]?\d+(?:\.\d+)?(?:e[+-]?\d+)?|[a-z][a-z-]*/g) ?? []
  );
}

/** The subject-matter words of a text, in dictionary form, without repeats. */
export function keyTerms(text: string): string[] {
  const terms = words(text)
    .filter((w) => !STOP_WORDS.has(w) && !NEGATIONS.has(w) && (w.length > 1 || /\d/.test(w)))
    .map(termForm);
  return [...new Set(terms)];
}
