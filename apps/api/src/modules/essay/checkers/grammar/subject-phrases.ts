/**
 * The phrases the subject walk (subject.ts) steps over or stops at: parentheses between commas,
 * amounts after a preposition, two-word prepositions, clauses with no relative word ("the people I
 * met were") and whether a clause already has its finite verb.
 */
import {
  isVerb,
  NOMINAL,
  nounPhraseEndingAt,
  numberOf,
  RELATIVE_PRONOUNS,
  SUBORDINATORS,
  TIME_OPENERS,
  verbNumber,
  verbTense,
  words,
} from './syntax';
import type { Token } from './token';

/** Whether a finite verb stands in the clause before index `at` (back to a comma or the start). */
export function hasFiniteVerbBefore(tokens: Token[], at: number): boolean {
  // A subordinator ("when the treaties with Germany and Japan are") opens the clause the phrase is
  // in; not "that", "so" or "as", which also stand in phrases ("that bank", "as a result").
  const opensClause = (t: Token) => SUBORDINATORS.has(t.lower) && !/^(that|so|as)$/.test(t.lower);
  for (let k = at - 1; k >= 0 && tokens[k].lower !== ',' && !opensClause(tokens[k]); k -= 1) {
    if (!isVerb(tokens[k]) || /ing$/.test(tokens[k].base) || tokens[k - 1]?.lower === 'to') continue;
    if (RELATIVE_PRONOUNS.has(tokens[k - 1]?.base ?? '') || SUBORDINATORS.has(tokens[k - 1]?.lower ?? ''))
      continue;
    if (verbNumber(tokens[k]) !== null || verbTense(tokens, k) !== null) return true;
  }
  return false;
}

/**
 * Opening comma of a parenthesis (a relative clause, an appositive, or an aside opened by a preposition:
 * ", in other words,") that closes at index close.
 */
export function parenthesisOpening(tokens: Token[], close: number): number {
  for (let k = close - 1; k >= 0 && k > close - 16; k -= 1) {
    if (tokens[k].lower !== ',') continue;
    const first = tokens[k + 1];
    const relative = RELATIVE_PRONOUNS.has(first?.base ?? '') && first.base !== 'that';
    const appositive = first && (first.pos === 'DET' || first.pos === 'NOUN' || first.pos === 'PROPN');
    const aside = first?.pos === 'ADP';
    const inner = tokens.slice(k + 1, close);
    if (relative || ((appositive || aside) && !inner.some((t) => isVerb(t)))) return k;
    return -1;
  }
  return -1;
}

/**
 * Where an amount that is a preposition's object starts, or -1: numbers with their symbols and a
 * unit written straight after a symbol ("at 40 °C", "since 1999", "for £2.40").
 */
export function amountStart(tokens: Token[], end: number): number {
  let k = end;
  if (/^(PROPN|NOUN)$/.test(tokens[k]?.pos ?? '') && tokens[k - 1]?.pos === 'SYM') k -= 1;
  let number = false;
  while (k >= 0 && /^(NUM|SYM)$/.test(tokens[k].pos)) {
    number ||= tokens[k].pos === 'NUM';
    k -= 1;
  }
  const opener = tokens[k];
  const preposition =
    opener !== undefined &&
    (opener.pos === 'ADP' || (opener.pos === 'SCONJ' && TIME_OPENERS.has(opener.lower)));
  return number && k < end && preposition && k > 0 && NOMINAL.has(tokens[k - 1].pos) ? k + 1 : -1;
}

/**
 * The start of the preposition at index p, a word before it included when the two are one
 * preposition after a noun ("the sites next to the road", "a rise close to 5%").
 */
export function compoundPrepositionStart(tokens: Token[], p: number): number {
  const word = tokens[p - 1];
  const compound = word && /^(ADJ|ADV)$/.test(word.pos) && NOMINAL.has(tokens[p - 2]?.pos ?? '');
  return compound ? p - 1 : p;
}

/** Verbs followed by an object and a plain verb ("help the team win"): before a plain verb, no contact clause. */
const BARE_INFINITIVE_VERBS = words('help make let see watch hear feel have');

/**
 * "The words a group uses act", "the people I met were": a clause with no relative word after a
 * noun; its subject (a determiner's phrase or a subject pronoun) follows the noun it describes, and
 * its verb ends right before the main verb with the object it lacks. The index of the described
 * noun, or -1.
 */
export function contactClauseHead(tokens: Token[], verb: number, main: number): number {
  const plain = tokens[main].pos === 'VERB' && tokens[main].base === tokens[main].lemma;
  if (plain && BARE_INFINITIVE_VERBS.has(tokens[verb].lemma)) return -1;
  const phrase = nounPhraseEndingAt(tokens, verb - 1);
  if (!phrase) return -1;
  // The chunker glues the two phrases into one ("the words a group"): a determiner after a noun
  // opens the second.
  let start = phrase.head;
  while (start > phrase.start && !(tokens[start].pos === 'DET' && tokens[start - 1].pos === 'NOUN'))
    start -= 1;
  const opener = tokens[start];
  const opensSubject =
    (opener.pos === 'DET' && !RELATIVE_PRONOUNS.has(opener.lower)) ||
    (start === phrase.head && /^(i|you|he|she|we|they)$/.test(opener.lower));
  if (!opensSubject || tokens[start - 1]?.pos !== 'NOUN') return -1;
  const innerNumber = verbNumber(tokens[verb]);
  const agrees = innerNumber === null || innerNumber === numberOf(tokens[phrase.head]);
  return agrees ? start - 1 : -1;
}
