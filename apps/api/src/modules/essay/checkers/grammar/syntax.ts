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
export const QUANTITY_HEADS = words(
  'number lot lots majority half rest most all some none part plenty variety range couple third thirds quarter quarters fifths tenths percent cent',
);
/** Fields of study and the like: singular although they end in -s ("physics is"). */
const SINGULAR_IN_S = /(ics|news|series|species|means|whereabouts)$/;
const IRREGULAR_PLURALS = words(
  'people children men women feet teeth mice geese police cattle data criteria phenomena',
);
const NOMINAL = words('NOUN PROPN PRON');
const IN_NOUN_PHRASE = words('NOUN PROPN ADJ DET NUM PRON');
export const RELATIVE_PRONOUNS = words('who whom which that whose');
/** Nouns a relative clause follows with no relative word, as "when", "why" or "how" would open it. */
const CONTACT_CLAUSE_HEADS = words('way time day year moment reason place');
/** Possessive and demonstrative words that stand before a noun inside a noun phrase. */
const DETERMINER_PRONOUNS = words('my your his her its our their this these those that');

/** The grammatical number of a noun or pronoun, or null when it cannot be told. */
export function numberOf(token: Token): GrammaticalNumber | null {
  const w = token.base;
  if (token.clitic) return null;
  const quantity = (token.pos === 'NUM' && w === 'one') || (token.pos === 'ADJ' && PLURAL_PRONOUNS.has(w));
  if (token.pos === 'PRON' || token.pos === 'DET' || quantity) {
    if (w === 'i') return 'plural'; // takes "are", "have" and the plain verb
    if (SINGULAR_PRONOUNS.has(w)) return 'singular';
    if (PLURAL_PRONOUNS.has(w)) return 'plural';
    return null;
  }
  if (token.pos !== 'NOUN' && token.pos !== 'PROPN') return null;
  if (IRREGULAR_PLURALS.has(w)) return 'plural';
  // "Englishmen", "businessmen", "linemen": the -man compounds' plural (not "specimen", "abdomen").
  if (/^.{3,}[^aiouy]men$/.test(w) || (/men$/.test(w) && /man$/.test(token.lemma))) return 'plural';
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
  // A past form the lemmatiser did not know ("dolled") is no plain form.
  if (w === token.lemma && /^[a-z]+$/.test(w) && !/[^e]ed$/.test(w)) return 'plural';
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
  const before = tokens[previousNonAdverb(tokens, i)];
  if (before && (before.pos === 'AUX' || before.lower === 'to')) return null;
  // "need", "feed", "speed": a plain form ending in "ed" is no past.
  if ((/ed$/.test(w) && w !== t.lemma) || (t.lemma !== w && !/(s|ing)$/.test(w))) return 'past';
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
  // "many of the people", "several of them": a quantity word the tagger calls an adjective.
  if (last?.pos === 'ADJ' && PLURAL_PRONOUNS.has(last.base) && tokens[i + 1]?.lower === 'of')
    return { start: i, head: i };
  if ((last?.pos === 'DET' || last?.pos === 'NUM') && SINGULAR_PRONOUNS.has(last.base)) {
    // "every one of": the determiner before "one" belongs to it.
    const start = last.base === 'one' && tokens[i - 1]?.pos === 'DET' ? i - 1 : i;
    return { start, head: i };
  }
  if (!last || !NOMINAL.has(last.pos) || RELATIVE_PRONOUNS.has(last.base)) return null;
  // A personal pronoun is a whole phrase: "after three months I", "on holiday you" are two.
  if (/^(i|he|she|we|they|you|it)$/.test(last.base)) return { start: i, head: i };
  let start = i;
  while (start > 0) {
    const t = tokens[start - 1];
    // "same-sex marriages", "mother-in-law": words joined by hyphens are one word of the phrase.
    if (t.lower === '-' && t.end === tokens[start].start && tokens[start - 2]?.end === t.start) {
      start -= 2;
      continue;
    }
    // The tagger reads some adjectives as adverbs ("the new offshore turbines"): inside a phrase
    // that a determiner opens, they belong to it.
    if (t.pos === 'ADV' && determinerBefore(tokens, start - 1)) {
      start -= 1;
      continue;
    }
    if (!IN_NOUN_PHRASE.has(t.pos) || RELATIVE_PRONOUNS.has(t.base)) break;
    if (t.pos === 'PRON' && !DETERMINER_PRONOUNS.has(t.base)) break;
    // "the way the country is governed": a noun of manner, time or reason before a determiner ends
    // its phrase, and a clause with no relative word follows it.
    if (tokens[start].pos === 'DET' && t.pos === 'NOUN' && CONTACT_CLAUSE_HEADS.has(t.lemma)) break;
    start -= 1;
  }
  return { start, head: i };
}

/** Whether a determiner stands before index k with only adjectives and adverbs between. */
function determinerBefore(tokens: Token[], k: number): boolean {
  let j = k - 1;
  while (j >= 0 && (tokens[j].pos === 'ADV' || tokens[j].pos === 'ADJ')) j -= 1;
  return j >= 0 && tokens[j].pos === 'DET' && !/^(that|which)$/.test(tokens[j].lower);
}

/** A gerund after a preposition at index g ("of running", "in persuading"): its object is no subject. */
function gerundInPhrase(tokens: Token[], g: number): boolean {
  return tokens[g]?.pos === 'VERB' && /ing$/.test(tokens[g].base) && tokens[g - 1]?.pos === 'ADP';
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
    (tokens[i].pos === 'ADV' || tokens[i].lower === 'not' || /^(both|all)$/.test(tokens[i].lower)) &&
    // "the families that gained the most was": "the most" ends a phrase, it is no adverb of the verb.
    tokens[i - 1]?.pos !== 'DET'
  )
    i -= 1;
  // "The students each have": "each" after a plural subject leaves the verb plural.
  if (tokens[i]?.lower === 'each' && i > 0 && numberOf(tokens[i - 1]) === 'plural') i -= 1;
  if (i < 0 || tokens[i].lower === 'to') return null;
  // "the oxygen produced is": a participle right after its noun describes it (a reduced relative).
  // After a noun of reason or time it is the past verb of a clause that describes that noun ("the
  // reasons the project failed are"), and the walk goes on from that noun.
  if (tokens[i].pos === 'VERB' && /(ed|en)$/.test(tokens[i].base) && tokens[i - 1]?.pos === 'NOUN') {
    const inner = nounPhraseEndingAt(tokens, i - 1);
    const described = inner ? tokens[inner.start - 1] : undefined;
    i =
      inner && described?.pos === 'NOUN' && CONTACT_CLAUSE_HEADS.has(described.lemma)
        ? inner.start - 1
        : i - 1;
  }
  // A verb right before is an auxiliary's or a question's, unless it ends a relative clause
  // ("the players who train here live").
  if (tokens[i].pos === 'AUX' || (isVerb(tokens[i]) && relativeOpening(tokens, i, 12) < 0)) return null;
  let ofObject: GrammaticalNumber | null = null;
  for (let steps = 0; i >= 0 && steps < 8; steps += 1) {
    const t = tokens[i];
    if (t.lower === ',') {
      const open = parenthesisOpening(tokens, i);
      if (open < 0) return null;
      i = open - 1;
      continue;
    }
    // "Giving money and working for justice are": a gerund phrase opening its clause is the subject;
    // after "and" it is one of two, whose number the walk cannot tell.
    if (t.pos === 'VERB' && /ing$/.test(t.base) && steps > 0 && (i === 0 || tokens[i - 1].pos === 'CCONJ'))
      return { head: i, start: i, number: i === 0 ? 'singular' : null };
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
      const number = numberOf(tokens[np.head]);
      // "the houses on the hill, which were": the clause may belong to the noun the phrase is attached
      // to; when the two differ in number, the verb cannot be judged.
      const outer = tokens[np.start - 1]?.pos === 'ADP' ? nounPhraseEndingAt(tokens, np.start - 2) : null;
      if (outer && numberOf(tokens[outer.head]) !== number) return null;
      return { head: np.head, start: np.start, number };
    }
    const np = nounPhraseEndingAt(tokens, i);
    if (!np) return null;
    // "What matters most is", "what the survey shows is": a clause opened by "what" is the subject,
    // and it is singular.
    if (/^(what|whatever|whoever)$/.test(tokens[np.start].lower)) return null;
    if (/^(what|whatever|whoever)$/.test(tokens[np.start - 1]?.lower ?? '')) return null;
    const before = tokens[np.start - 1];
    // "…help a man after two leaders has walked past": a time word after a clause with its verb
    // opens a clause, and the phrase after it is that clause's subject.
    // "Change before you go": a subject pronoun right before the verb, after "before"…, is that clause's.
    const subjectPronoun =
      steps === 0 && np.start === np.head && /^(i|you|he|she|we|they)$/.test(tokens[np.head].lower);
    if (
      before?.pos === 'ADP' &&
      TIME_OPENERS.has(before.lower) &&
      (subjectPronoun || hasFiniteVerbBefore(tokens, np.start - 1))
    )
      return { head: np.head, start: np.start, number: numberOf(tokens[np.head]) };
    if (before?.pos === 'ADP') {
      if (before.lower === 'of') ofObject = numberOf(tokens[np.head]);
      i = np.start - 2;
      continue;
    }
    // "Raising it has…": a gerund phrase opening the sentence is one singular subject. Before a
    // plural noun the "-ing" word may describe it instead ("Working parents need"), so the number
    // cannot be told.
    if (np.start === 1 && before.pos === 'VERB' && /ing$/.test(before.base)) {
      const described = tokens[np.head].pos === 'NOUN' && numberOf(tokens[np.head]) === 'plural';
      return { head: 0, start: 0, number: described ? null : 'singular' };
    }
    if (gerundInPhrase(tokens, np.start - 1)) {
      i = np.start - 3;
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
    // "the number of cases is" but "a number of cases are".
    const theNumber = tokens[np.head].base === 'number' && tokens[np.start].lower === 'the';
    if (QUANTITY_HEADS.has(tokens[np.head].base) && ofObject !== null && !theNumber) number = ofObject;
    if (before && /^(and|or|nor)$/.test(before.lower)) {
      let first = nounPhraseEndingAt(tokens, np.start - 2);
      // "Cotton, hay, and grain": a serial comma before the conjunction, in a list of three or more.
      const serial = tokens[np.start - 2]?.lower === ',' ? nounPhraseEndingAt(tokens, np.start - 3) : null;
      if (
        !first &&
        serial &&
        tokens[serial.start - 1]?.lower === ',' &&
        nounPhraseEndingAt(tokens, serial.start - 2)
      )
        first = serial;
      // ", and the interest add…": the conjunction joins clauses, and the phrase after it is a subject.
      if (!first)
        return tokens[np.start - 2]?.lower === ',' ? { head: np.head, start: np.start, number } : null;
      // A list "A, B and C" or "A and B and C": its first member.
      while (
        /^(,|and)$/.test(tokens[first.start - 1]?.lower ?? '') &&
        nounPhraseEndingAt(tokens, first.start - 2)
      )
        first = nounPhraseEndingAt(tokens, first.start - 2) as NounPhrase;
      const ahead = tokens[first.start - 1];
      // "works for a bank and my mother teach": the list would be a preposition's object inside a
      // clause that already has its verb, so "and" starts a clause of its own.
      if (ahead?.pos === 'ADP' && hasFiniteVerbBefore(tokens, first.start - 1) && before.lower === 'and')
        return { head: np.head, start: np.start, number };
      if (ahead?.pos === 'ADP') {
        // The list is the object of a preposition ("evidence from fossils and genetics"): go on left.
        i = first.start - 2;
        continue;
      }
      if (gerundInPhrase(tokens, first.start - 1)) {
        // The list is the object of a gerund in a prepositional phrase ("in persuading X and Y").
        i = first.start - 3;
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
    // "if it were", "I wish they were": a subjunctive, which no number rule governs.
    if (
      before &&
      (before.pos === 'AUX' || (/^(if|wish)$/.test(before.lower) && /^(were|be)$/.test(tokens[v].base)))
    )
      return null;
    return { head: np.head, start: np.start, number };
  }
  return null;
}

/** Whether a finite verb stands in the clause before index `at` (back to a comma or the start). */
function hasFiniteVerbBefore(tokens: Token[], at: number): boolean {
  for (let k = at - 1; k >= 0 && tokens[k].lower !== ','; k -= 1) {
    if (!isVerb(tokens[k]) || /ing$/.test(tokens[k].base) || tokens[k - 1]?.lower === 'to') continue;
    if (RELATIVE_PRONOUNS.has(tokens[k - 1]?.base ?? '') || SUBORDINATORS.has(tokens[k - 1]?.lower ?? ''))
      continue;
    if (verbNumber(tokens[k]) !== null || verbTense(tokens, k) !== null) return true;
  }
  return false;
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

/** Index of the word before i, past adverbs and "not" ("are never repaired": the "are"). */
function previousNonAdverb(tokens: Token[], i: number): number {
  let k = i - 1;
  while (k > 0 && (tokens[k].pos === 'ADV' || tokens[k].lower === 'not')) k -= 1;
  return k;
}

/** Finite verbs of a sentence: a verb with a number or a tense, not after "to" or a modal. */
export function finiteVerbs(tokens: Token[]): number[] {
  const found: number[] = [];
  tokens.forEach((t, i) => {
    if (!isVerb(t)) return;
    const before = tokens[previousNonAdverb(tokens, i)];
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

/** Prepositions that also open a clause of time ("after the bell rang"). */
const TIME_OPENERS = words('after before since until till');

export const SUBORDINATORS = words(
  'if when because although though since while after before unless as once whether until whenever whereas even so that where wherever',
);
