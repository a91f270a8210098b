/**
 * Chunking over tagged tokens: the number of a noun phrase, the form of a verb, and the subject of a
 * finite verb found by walking left over prepositional phrases, relative clauses and parentheses.
 */
import type { Token } from './token';
import { pastTense, thirdPerson } from './verb-forms';

export type GrammaticalNumber = 'singular' | 'plural';

export const words = (list: string) => new Set(list.split(' '));

const SINGULAR_PRONOUNS = words(
  'he she it this that each either neither one everyone everybody everything someone somebody something anyone anybody anything nobody nothing much another',
);
const PLURAL_PRONOUNS = words('we they you these those many both few several others');
/** Heads whose number comes from their "of" phrase: "a number of cars are", "most of the time is". */
const QUANTITY_HEADS = words(
  'number lot lots majority half rest most all some none part plenty variety range couple',
);
/** Fields of study and the like: singular although they end in -s ("physics is"). */
const SINGULAR_IN_S = /(ics|news|series|species|means|whereabouts)$/;
const IRREGULAR_PLURALS = words(
  'people children men women feet teeth mice geese police cattle data criteria phenomena',
);
const NOMINAL = words('NOUN PROPN PRON');
const IN_NOUN_PHRASE = words('NOUN PROPN ADJ DET NUM PRON');
export const RELATIVE_PRONOUNS = words('who whom which that whose');
/** Possessive and demonstrative words that stand before a noun inside a noun phrase. */
const DETERMINER_PRONOUNS = words('my your his her its our their this these those that');

/** The grammatical number of a noun or pronoun, or null when it cannot be told. */
export function numberOf(token: Token): GrammaticalNumber | null {
  const w = token.base;
  if (token.clitic) return null;
  if (token.pos === 'PRON' || token.pos === 'DET') {
    if (w === 'i') return 'plural'; // takes "are", "have" and the plain verb
    if (SINGULAR_PRONOUNS.has(w)) return 'singular';
    if (PLURAL_PRONOUNS.has(w)) return 'plural';
    return null;
  }
  if (token.pos !== 'NOUN' && token.pos !== 'PROPN') return null;
  if (IRREGULAR_PLURALS.has(w)) return 'plural';
  if (token.pos === 'PROPN') return /s$/.test(w) ? null : 'singular';
  if (/s$/.test(w) && token.lemma !== w) return SINGULAR_IN_S.test(w) && w !== 'statistics' ? null : 'plural';
  return /[^s]s$/.test(w) && token.lemma === w && !/(ss|us|is)$/.test(w) ? null : 'singular';
}

/** "shows" → singular, "show" (finite) → plural, "is"/"was" singular, "are"/"were" plural; else null. */
export function verbNumber(token: Token): GrammaticalNumber | null {
  if (token.pos !== 'VERB' && token.pos !== 'AUX') return null;
  const w = token.base;
  if (/^(is|was|has|does)$/.test(w)) return 'singular';
  if (/^(are|were|have|do)$/.test(w)) return 'plural';
  if (token.pos === 'AUX' || token.clitic) return null;
  if (w === token.lemma && /^[a-z]+$/.test(w)) return 'plural';
  if (/s$/.test(w) && thirdPerson(token.lemma) === w) return 'singular';
  return null;
}

/** Past tense forms, present forms (simple), or neither (participles, infinitives, modals). */
export function verbTense(tokens: Token[], i: number): 'past' | 'present' | null {
  const t = tokens[i];
  if (t.pos !== 'VERB' && t.pos !== 'AUX') return null;
  const w = t.base;
  if (/^(was|were|had|did)$/.test(w)) return perfectOrPassiveHead(tokens, i) && w === 'had' ? null : 'past';
  if (/^(is|are|am|has|have|does|do)$/.test(w))
    return w.startsWith('ha') && perfectOrPassiveHead(tokens, i) ? null : 'present';
  if (t.pos === 'AUX') return null;
  const before = tokens[i - 1];
  if (before && (before.pos === 'AUX' || before.lower === 'to')) return null;
  if (/ed$/.test(w) || (t.lemma !== w && !/(s|ing)$/.test(w))) return 'past';
  // "cut", "set", "put": the plain form is also the past.
  if (pastTense(t.lemma, t.lemma) === w) return null;
  if (verbNumber(t) !== null) return 'present';
  return null;
}

/** "has" or "have" followed by a participle: a perfect, whose tense is not a simple present. */
function perfectOrPassiveHead(tokens: Token[], i: number): boolean {
  for (let k = i + 1; k < tokens.length && k <= i + 3; k += 1) {
    if (tokens[k].pos === 'ADV' || tokens[k].lower === 'not') continue;
    return (tokens[k].pos === 'VERB' || tokens[k].base === 'been') && /(ed|en|wn|ne|t)$/.test(tokens[k].base);
  }
  return false;
}

export interface NounPhrase {
  start: number;
  head: number;
}

/** The noun phrase that ends at token i ("the second paragraph"), or null. */
export function nounPhraseEndingAt(tokens: Token[], i: number): NounPhrase | null {
  const last = tokens[i];
  // "each", "neither", "one" head a phrase of their own ("each of the lockers").
  if (last?.pos === 'DET' && SINGULAR_PRONOUNS.has(last.base)) return { start: i, head: i };
  if (!last || !NOMINAL.has(last.pos) || RELATIVE_PRONOUNS.has(last.base)) return null;
  let start = i;
  while (start > 0) {
    const t = tokens[start - 1];
    if (!IN_NOUN_PHRASE.has(t.pos) || RELATIVE_PRONOUNS.has(t.base)) break;
    if (t.pos === 'PRON' && !DETERMINER_PRONOUNS.has(t.base)) break;
    start -= 1;
  }
  return { start, head: i };
}

export interface Subject {
  head: number;
  start: number;
  number: GrammaticalNumber | null;
}

const isVerb = (t: Token | undefined) => t !== undefined && (t.pos === 'VERB' || t.pos === 'AUX');

/** Index of the relative pronoun that opens the clause ending before `from`, within `limit` tokens. */
function relativeOpening(tokens: Token[], from: number, limit: number): number {
  for (let k = from; k >= 0 && k > from - limit; k -= 1) {
    const t = tokens[k];
    if (t.lower === ',' || t.lower === ';' || t.pos === 'CCONJ') return -1;
    if (RELATIVE_PRONOUNS.has(t.base) && NOMINAL.has(tokens[k - 1]?.pos ?? '')) return k;
  }
  return -1;
}

/**
 * The subject of the finite verb at index v: walks left over adverbs, prepositional phrases ("of the
 * study"), relative clauses ("who have studied the crisis") and parentheses between commas, to the
 * head noun; "X and Y" is plural, "X or/nor Y" takes the number of Y. Null when there is none (a
 * verb after a modal or "to", a question, a verb sharing an earlier subject).
 */
export function subjectOf(tokens: Token[], v: number): Subject | null {
  let i = v - 1;
  while (
    i >= 0 &&
    (tokens[i].pos === 'ADV' || tokens[i].lower === 'not' || /^(both|all)$/.test(tokens[i].lower))
  )
    i -= 1;
  if (i < 0 || isVerb(tokens[i]) || tokens[i].lower === 'to') return null;
  let ofObject: GrammaticalNumber | null = null;
  for (let steps = 0; i >= 0 && steps < 8; steps += 1) {
    const t = tokens[i];
    if (t.lower === ',') {
      const open = parenthesisOpening(tokens, i);
      if (open < 0) return null;
      i = open - 1;
      continue;
    }
    if (isVerb(t) || t.pos === 'ADV' || t.pos === 'PART') {
      const rel = relativeOpening(tokens, i, 12);
      if (rel < 0) return null;
      i = rel - 1;
      continue;
    }
    if (/^(who|which|that)$/.test(t.lower) && steps === 0) {
      // "the chloroplasts which contain": the relative pronoun stands for the noun before it. After
      // a comma "which" may stand for a whole clause (singular), so only a plural verb is judged.
      const comma = tokens[i - 1]?.lower === ',';
      if (comma && (t.lower === 'that' || verbNumber(tokens[v]) === 'singular')) return null;
      const np = nounPhraseEndingAt(tokens, comma ? i - 2 : i - 1);
      if (!np || tokens[np.head].pos === 'PRON') return null;
      return { head: np.head, start: np.start, number: numberOf(tokens[np.head]) };
    }
    const np = nounPhraseEndingAt(tokens, i);
    if (!np) return null;
    const before = tokens[np.start - 1];
    if (before?.pos === 'ADP') {
      if (before.lower === 'of') ofObject = numberOf(tokens[np.head]);
      i = np.start - 2;
      continue;
    }
    if (isVerb(before) && !(np.start === 1 && /ed$/.test(before.base))) {
      const rel = relativeOpening(tokens, np.start - 1, 12);
      if (rel < 0) return null;
      i = rel - 1;
      continue;
    }
    // "who" or "which" right before a noun: the noun is a verb the tagger misread ("who work from").
    if (before && /^(who|which)$/.test(before.lower)) return null;
    let number = numberOf(tokens[np.head]);
    if (QUANTITY_HEADS.has(tokens[np.head].base) && ofObject !== null) number = ofObject;
    if (before && /^(and|or|nor)$/.test(before.lower)) {
      let first = nounPhraseEndingAt(tokens, np.start - 2);
      if (!first) return null;
      // A list "A, B and C": its first member.
      while (tokens[first.start - 1]?.lower === ',' && nounPhraseEndingAt(tokens, first.start - 2))
        first = nounPhraseEndingAt(tokens, first.start - 2) as NounPhrase;
      const ahead = tokens[first.start - 1];
      if (ahead?.pos === 'ADP') {
        // The list is the object of a preposition ("evidence from fossils and genetics"): go on left.
        i = first.start - 2;
        continue;
      }
      if (isVerb(ahead)) {
        // The list is the object of a relative clause ("projects that provide water and land").
        const rel = relativeOpening(tokens, first.start - 1, 12);
        if (rel >= 0) {
          i = rel - 1;
          continue;
        }
      }
      // "and" after the object of one clause starts the subject of the next: not a compound subject.
      if (
        ahead &&
        !(
          ahead.pos === 'SCONJ' ||
          ahead.pos === 'ADV' ||
          ahead.lower === ',' ||
          SUBORDINATORS.has(ahead.lower)
        )
      )
        return { head: np.head, start: np.start, number };
      if (before.lower === 'and' && !/^(each|every)$/.test(tokens[first.start].lower))
        return { head: np.head, start: first.start, number: 'plural' };
      return { head: np.head, start: first.start, number };
    }
    if (before && (before.pos === 'AUX' || /^(if|wish)$/.test(before.lower))) return null;
    return { head: np.head, start: np.start, number };
  }
  return null;
}

/** Opening comma of a parenthesis (a relative clause or an appositive) that closes at index close. */
function parenthesisOpening(tokens: Token[], close: number): number {
  for (let k = close - 1; k >= 0 && k > close - 16; k -= 1) {
    if (tokens[k].lower !== ',') continue;
    const first = tokens[k + 1];
    const relative = RELATIVE_PRONOUNS.has(first?.base ?? '') && first.base !== 'that';
    const appositive = first && (first.pos === 'DET' || first.pos === 'NOUN' || first.pos === 'PROPN');
    const inner = tokens.slice(k + 1, close);
    if (relative || (appositive && !inner.some((t) => isVerb(t)))) return k;
    return -1;
  }
  return -1;
}

/** Finite verbs of a sentence: a verb with a number or a tense, not after "to" or a modal. */
export function finiteVerbs(tokens: Token[]): number[] {
  const found: number[] = [];
  tokens.forEach((t, i) => {
    if (!isVerb(t)) return;
    const before = tokens[i - 1];
    if (/^(can|could|will|would|shall|should|may|might|must)$/.test(t.base) || t.clitic === "n't") {
      found.push(i);
      return;
    }
    if (before && (before.lower === 'to' || before.pos === 'AUX')) return;
    if (/ing$/.test(t.base)) return;
    if (verbNumber(t) !== null || verbTense(tokens, i) !== null) found.push(i);
  });
  return found;
}

export const SUBORDINATORS = words(
  'if when because although though since while after before unless as once whether until whenever whereas even so that where wherever',
);

/**
 * The tagger reads some verbs after a plural or sentence-initial subject as nouns ("farmers use
 * this", "the body clock shifts."). In a sentence with no verb yet, a noun that WordNet knows as a
 * verb, right after a noun phrase and before what can follow a verb (a determiner, preposition,
 * adverb, pronoun, adjective or the end), is the verb, when its form fits the subject's number.
 */
export function repairVerbs(tokens: Token[], isVerbLemma: (lemma: string) => boolean): void {
  let clauseHasVerb = false;
  for (let c = 1; c < tokens.length; c += 1) {
    const t = tokens[c];
    if (t.lower === ',' || t.pos === 'CCONJ' || t.pos === 'SCONJ' || RELATIVE_PRONOUNS.has(t.base))
      clauseHasVerb = false;
    if (t.pos === 'VERB' || t.pos === 'AUX') clauseHasVerb = true;
    if (clauseHasVerb || t.pos !== 'NOUN' || t.clitic) continue;
    const before = tokens[c - 1];
    const next = tokens[c + 1];
    if (!before || !/^(NOUN|PROPN|PRON)$/.test(before.pos)) continue;
    const form = t.base === t.lemma ? 'plural' : thirdPerson(t.lemma) === t.base ? 'singular' : null;
    // Before a noun only an -s form reads as a verb ("the packet records compliance"); "the body
    // clock shifts" keeps "clock" a noun.
    const objectNoun = next?.pos === 'NOUN' && form === 'singular';
    if (next && !objectNoun && !/^(DET|ADP|ADV|PRON|ADJ|PUNCT|NUM|SCONJ|PART)$/.test(next.pos)) continue;
    const subject = numberOf(before);
    if (form === null || (subject !== null && subject !== form) || !isVerbLemma(t.lemma)) continue;
    t.pos = 'VERB';
    clauseHasVerb = true;
  }
}
