/**
 * A present verb in a clause that a word of past time places in the past: "Five years ago, our
 * campuses are a battleground", "I meet her yesterday", "Last summer the club wins the league".
 */
import { words } from './syntax';
import type { Token } from './token';

/** A finite verb's tense (tense-frame.ts re-exports it). */
export type Tense = 'past' | 'present';

/** Nouns of time that "last" places in the past ("last year"), unless a determiner comes first. */
const TIME_NOUNS = words(
  'year week month night summer winter spring autumn fall term time century decade weekend season semester morning evening',
);

/** Nouns of a day or an outing that, after a preposition, name one past occasion ("on the day of the test"). */
const OCCASIONS = words('day afternoon hour visit trip occasion holiday birthday journey');

const YEAR = /^(1[5-9]|20)\d\d$/;

/** Words that end or open a clause: a time word beyond them belongs to another clause. */
const CLAUSE_EDGE = words(
  'who whom which that what how why where because although though if when while since unless whereas',
);

/** The words of past time at index m ("ago", "yesterday", "last year"), or 0 when there are none. */
function pastTimeMarker(tokens: Token[], m: number): number {
  const t = tokens[m];
  if (t.lower === 'ago' || t.lower === 'yesterday') return 1;
  const noun = tokens[m + 1];
  const determined = /^(DET|PRON|ADP)$/.test(tokens[m - 1]?.pos ?? '') && tokens[m - 1].lower !== 'in';
  if (
    t.lower === 'last' &&
    noun &&
    TIME_NOUNS.has(noun.lemma) &&
    !determined &&
    tokens[m + 2]?.clitic !== "'s"
  )
    return 2;
  return 0;
}

/** Whether the tokens between a and b (exclusive) stay inside one clause. */
const oneClause = (tokens: Token[], a: number, b: number) =>
  tokens
    .slice(a + 1, b)
    .every((t) => t.pos !== 'SCONJ' && t.pos !== 'CCONJ' && !CLAUSE_EDGE.has(t.lower) && t.lower !== ';');

/**
 * The finite verb in the present that a word of past time in its own clause contradicts, and the index
 * of that word: the first verb after a time phrase that opens the sentence, or the last verb before
 * one that ends its clause, with no punctuation, conjunction or relative word between.
 */
export function presentAgainstPastTime(
  tokens: Token[],
  finite: number[],
  tenses: Map<number, Tense | null>,
): { shifted: number; marker: number } | null {
  if (tokens.some((t) => /^["“”]$/.test(t.text))) return null;
  for (let m = 0; m < tokens.length; m += 1) {
    const width = pastTimeMarker(tokens, m);
    if (!width) continue;
    const before = finite.filter((v) => v < m);
    const verb =
      before.length === 0
        ? finite.find((v) => v > m && oneClause(tokens, m + width - 1, v))
        : [...before]
            .reverse()
            .find((v) => oneClause(tokens, v, m) && !tokens.slice(v, m).some((t) => t.pos === 'PUNCT'));
    if (verb !== undefined && tenses.get(verb) === 'present') return { shifted: verb, marker: m };
  }
  return null;
}

/**
 * Whether the sentence opens with a phrase of time ("In 2015", "On the day of the test", "On my second
 * visit", "Two years ago") before its first clause verb, and that verb is past: the phrase fixes one past time for
 * the whole sentence, so a present verb of a later main clause is a shift ("In 2015 England introduced
 * a charge, and the number of bags falls").
 */
export function pastTimeOpening(
  tokens: Token[],
  finite: number[],
  tenses: Map<number, Tense | null>,
): boolean {
  const first = finite[0];
  if (first === undefined || tenses.get(first) !== 'past') return false;
  const opening = tokens.slice(0, first);
  if (opening.some((t) => t.pos === 'VERB' || t.pos === 'AUX' || CLAUSE_EDGE.has(t.lower))) return false;
  // "Two years ago", "Last summer", "Yesterday".
  if (opening.some((_, m) => pastTimeMarker(tokens, m) > 0)) return true;
  return (
    tokens[0].pos === 'ADP' &&
    opening.some((t) => YEAR.test(t.lower) || TIME_NOUNS.has(t.lemma) || OCCASIONS.has(t.lemma))
  );
}
