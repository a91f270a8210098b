/** Clauses within a sentence: where a main clause is, and the finite verb of a clause whose subject starts at a word. */
import {
  contractedVerb,
  QUANTITY_HEADS,
  nounPhraseEndingAt,
  previousNonAdverb,
  RELATIVE_PRONOUNS,
  SUBORDINATORS,
  words,
} from './syntax';
import { lacksObject } from './relative-clauses';
import { subjectOf } from './subject';
import type { Token } from './token';

export const SUBJECT_PRONOUNS = words('i he she it we they');
/** Quantities that can stand for a noun phrase: "some may", "many were". */
const STANDALONE_QUANTITIES = words('some many most all both few several others');

/**
 * Nouns of time that work as conjunctions after "the", "every", "each", "the first"…: "the first time
 * the body meets a pathogen, …", "the moment she left, …", "every time it rains, …".
 */
const TIME_CONJUNCTION_NOUNS = words('time moment minute instant day');

export const opensClause = (t: Token | undefined, ...before: Array<Token | undefined>) =>
  t !== undefined &&
  (SUBORDINATORS.has(t.lower) ||
    t.pos === 'SCONJ' ||
    RELATIVE_PRONOUNS.has(t.base) ||
    // Not a bare "next time I would…", an adverb of the main clause.
    (TIME_CONJUNCTION_NOUNS.has(t.lower) &&
      (before[0]?.pos === 'DET' || (/^(ADJ|NUM)$/.test(before[0]?.pos ?? '') && before[1]?.pos === 'DET'))));

/**
 * A main clause in tokens [from, to): a finite verb whose subject is not opened by a subordinator or
 * "that" ("when you scroll…", "believe that the bank will…" are not main clauses).
 */
export function independentClause(tokens: Token[], finite: Set<number>, from: number, to: number): boolean {
  // A part opened by "whether", "when"…: its first verb belongs to that subordinate clause; "so"
  // opens one only as "so that" (", so it stops" joins a main clause of result).
  const opensSubordinate = (k: number) =>
    opensClause(tokens[k], tokens[k - 1], tokens[k - 2]) &&
    !(tokens[k]?.lower === 'so' && tokens[k + 1]?.lower !== 'that');
  // "That means…", "Which is why…" first in the sentence: with no noun before it, a relative word is
  // a demonstrative or a question word, the subject of a main clause.
  const demonstrative = from === 0 && RELATIVE_PRONOUNS.has(tokens[0]?.base ?? '');
  const opensWithSubordinate = !demonstrative && opensSubordinate(from);
  let subordinate = opensWithSubordinate;
  for (let i = from; i < to; i += 1) {
    if (!finite.has(i)) continue;
    if (subordinate) {
      subordinate = false;
      continue;
    }
    if (demonstrative && i === 1) return true;
    if (RELATIVE_PRONOUNS.has(tokens[i - 1]?.base ?? '')) continue;
    const start = subjectStart(tokens, i);
    if (start < from) continue;
    // "With the trade deals we signed into law, …": a clause right after a noun that describes it;
    // not after a subordinate clause, which leaves its main clause to follow ("When you scroll
    // through photos of people on holiday you start to think").
    if (!opensWithSubordinate && start > from && tokens[start - 1].pos === 'NOUN' && lacksObject(tokens, i))
      continue;
    if (start === from || !opensSubordinate(start - 1)) return true;
  }
  return false;
}

/**
 * Where the subject of the finite verb at v starts, or -1. The chunker glues a phrase to the subject
 * after it ("in the second half both sides tired": one phrase from "the" to "sides"), so where the
 * subject finder finds none, a determiner right after a noun opens the subject.
 */
export function subjectStart(tokens: Token[], v: number): number {
  const subject = subjectOf(tokens, v);
  if (subject) return subject.start;
  let end = v - 1;
  while (end >= 0 && tokens[end].pos === 'ADV') end -= 1;
  const phrase = nounPhraseEndingAt(tokens, end);
  if (!phrase) return -1;
  for (let j = end; j > phrase.start; j -= 1)
    if (tokens[j].pos === 'DET' && /^(NOUN|PROPN)$/.test(tokens[j - 1].pos)) return j;
  return -1;
}

const CONTRACTED_SUBJECTS = words('i you he she it we they there');
/**
 * A subject pronoun and its verb in one word at k: "it's", "we're", "they'd", "there's"; not before a
 * bare noun, "own" or an -s form no auxiliary can take, where the writer meant a possessive ("taking
 * away they're votes", "it's own", "damaging you're studies").
 */
export function contractedClause(tokens: Token[], k: number): boolean {
  const t = tokens[k];
  const next = tokens[k + 1];
  return (
    t !== undefined &&
    CONTRACTED_SUBJECTS.has(t.base) &&
    contractedVerb(t) &&
    next?.pos !== 'NOUN' &&
    next?.lower !== 'own' &&
    !(next?.pos === 'VERB' && /s$/.test(next.lower) && next.lower !== next.lemma)
  );
}

/**
 * Index of the finite verb of a clause whose subject starts at k, or -1; k itself when the subject
 * and its verb are one word ("it's").
 */
export function clauseAt(tokens: Token[], finite: Set<number>, k: number): number {
  if (contractedClause(tokens, k)) return k;
  // "we all know", "they both agreed": a quantifier floated after a subject pronoun.
  if (SUBJECT_PRONOUNS.has(tokens[k].lower) && /^(all|both|each)$/.test(tokens[k + 1]?.lower ?? '')) {
    let v = k + 2;
    while (v < tokens.length && (tokens[v].pos === 'ADV' || tokens[v].lower === 'not')) v += 1;
    if (finite.has(v)) return v;
  }
  const phraseEnd = (from: number) => {
    let end = from;
    while (
      end + 1 < tokens.length &&
      !finite.has(end + 1) &&
      /^(NOUN|PROPN|ADJ|DET|NUM|PRON)$/.test(tokens[end + 1].pos) &&
      // "the way we work": a pronoun after a noun opens a clause that describes the noun.
      !(tokens[end + 1].pos === 'PRON' && tokens[end].pos === 'NOUN')
    )
      end += 1;
    return end;
  };
  let end = phraseEnd(k);
  // "half of the class wanted": a quantity's "of" phrase belongs to the subject.
  if (QUANTITY_HEADS.has(tokens[end].lower) && tokens[end + 1]?.lower === 'of' && tokens[end + 2])
    end = phraseEnd(end + 2);
  // The words from k are the subject phrase (the chunker would glue a noun before k onto it), or a
  // quantity standing for one ("some may").
  const quantity = end === k && STANDALONE_QUANTITIES.has(tokens[k].lower);
  if ((!quantity && !nounPhraseEndingAt(tokens, end)) || RELATIVE_PRONOUNS.has(tokens[k].base)) return -1;
  let v = end + 1;
  while (v < tokens.length && (tokens[v].pos === 'ADV' || tokens[v].lower === 'not')) v += 1;
  return finite.has(v) ? v : longSubjectVerb(tokens, finite, k);
}

/**
 * The verb of a clause whose subject starts at k but goes on past its first phrase, with a list, a
 * prepositional phrase or a relative clause ("the defence policies which I have outlined will
 * enable"): the first finite verb before the next punctuation or conjunction whose subject, walked
 * back, starts at k.
 */
function longSubjectVerb(tokens: Token[], finite: Set<number>, k: number): number {
  for (let v = k + 1; v < tokens.length && tokens[v].pos !== 'PUNCT'; v += 1) {
    // "the arms race, the war plans and nationalism made": after a comma, "X and Y" ends a list.
    if (tokens[v].pos === 'CCONJ') return -1;
    if (!finite.has(v)) continue;
    // "a canteen woman who drags her cart": a phrase that a relative clause with no subject of its
    // own describes is an apposition more often than a subject (not judged).
    if (RELATIVE_PRONOUNS.has(tokens[previousNonAdverb(tokens, v)]?.base ?? '')) return -1;
    const subject = subjectOf(tokens, v);
    if (subject?.start === k) return v;
  }
  return -1;
}

/** Start of the clause before index `before`: after the last semicolon or colon (or also comma and conjunction). */
export const clauseStart = (
  tokens: Token[],
  before: number,
  boundaries: 'semicolons' | 'commas' | 'conjunctions',
) => {
  for (let k = before - 1; k >= 0; k -= 1) {
    const t = tokens[k];
    if (t.lower === ';' || t.lower === ':') return k + 1;
    if (boundaries !== 'semicolons' && t.lower === ',') return k + 1;
    if (boundaries === 'conjunctions' && t.pos === 'CCONJ') return k + 1;
  }
  return 0;
};
