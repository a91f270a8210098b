/**
 * Chunking over tagged tokens: word classes, the number of a noun phrase, the form and tense of a
 * verb, noun phrases and finite verbs. The subject of a verb is found in subject.ts.
 */
import { joiningHyphen, type Token } from './token';
import { pastTense, thirdPerson } from './verb-forms';

export type GrammaticalNumber = 'singular' | 'plural';

export const words = (list: string) => new Set(list.split(' '));

const SINGULAR_PRONOUNS = words(
  'he she it this that each either neither one everyone everybody everything someone somebody something anyone anybody anything nobody nothing much another',
);
const PLURAL_PRONOUNS = words('we they you these those many both few several others');
/** Heads whose number comes from their "of" phrase: "a number of cars are", "most of the time is". */
export const QUANTITY_HEADS = words(
  'number lot lots majority minority handful dozen proportion fraction half rest most all some none part plenty variety range couple third thirds quarter quarters fifths tenths percent cent',
);
/** Fields of study and the like: singular although they end in -s ("physics is"). */
const SINGULAR_IN_S = /(ics|news|series|species|means|whereabouts)$/;
const IRREGULAR_PLURALS = words(
  'people children men women feet teeth mice geese police cattle criteria phenomena bacteria strata',
);
/**
 * Nouns whose one form is singular and plural ("one sheep", "several sheep"), and "data" and
 * "media", now as often mass nouns ("the data shows") as plurals: their number cannot be told alone.
 */
const EITHER_NUMBER = words(
  'data media sheep deer fish aircraft spacecraft offspring salmon trout bison moose',
);
export const NOMINAL = words('NOUN PROPN PRON');
const IN_NOUN_PHRASE = words('NOUN PROPN ADJ DET NUM PRON');
export const RELATIVE_PRONOUNS = words('who whom which that whose');

/** Pronouns that own the noun after them: "their homes", "its runs". */
export const POSSESSIVE_DETERMINERS = words('my your his her its our their');
/** Nouns a relative clause follows with no relative word, as "when", "why" or "how" would open it. */
export const CONTACT_CLAUSE_HEADS = words('way time day year moment reason place');
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
  if (EITHER_NUMBER.has(w)) return null;
  // "larvae", "formulae", "vertebrae": Latin plurals of nouns in -a.
  if (/^.{3,}ae$/.test(w)) return 'plural';
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
    // "same-sex marriages", "mother-in-law": words joined by hyphens are one word of the phrase;
    // "the ancestors' ashes": a plural's possessive apostrophe stays inside it.
    const possessive =
      /^['’]$/.test(t.text) &&
      /s$/.test(tokens[start - 2]?.lower ?? '') &&
      tokens[start - 2]?.end === t.start;
    if (joiningHyphen(tokens, start - 1) || possessive) {
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

export const isVerb = (t: Token | undefined) => t !== undefined && (t.pos === 'VERB' || t.pos === 'AUX');

/** Index of the word before i, past adverbs and "not" ("are never repaired": the "are"). */
export function previousNonAdverb(tokens: Token[], i: number): number {
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
    if (/^(can|could|will|would|shall|should|may|might|must|ought)$/.test(t.base) || t.clitic === "n't") {
      found.push(i);
      return;
    }
    if (before && (before.lower === 'to' || before.pos === 'AUX')) return;
    if (/ing$/.test(t.base)) return;
    // "Led by the captain, we…", "Based on this, …": a past form opening the sentence, with no subject
    // before it, is a participle.
    if (i === 0 && t.pos === 'VERB' && verbTense(tokens, i) === 'past') return;
    // "had failed": the past perfect's "had" is finite, though it has no simple tense of its own.
    if (verbNumber(t) !== null || verbTense(tokens, i) !== null || t.base === 'had') found.push(i);
  });
  return found;
}

/** Pronouns whose "'s" is "is" or "has", not a possessive. */
const CONTRACTING_PRONOUNS =
  /^(it|that|this|he|she|there|here|what|who|where|everyone|everything|nobody|nothing)$/;

/** A word with a verb joined to it: "I'm", "we're", "they've", "she'll", "it's", "that's". */
export const contractedVerb = (t: Token) =>
  /^'(m|re|ve|ll|d)$/.test(t.clitic) || (t.clitic === "'s" && CONTRACTING_PRONOUNS.test(t.base));

/** Nouns of time: "the day we arrived", "every week", "the students last year". */
export const TIME_NOUNS = words(
  'day week month year time night morning evening afternoon weekend term summer winter',
);

/** Nouns of time that stand as adverbs on their own: "parents today worry", "the nation we are today". */
export const DEICTIC_TIMES = words('today tonight tomorrow yesterday');

/** Prepositions that also open a clause of time ("after the bell rang"). */
export const TIME_OPENERS = words('after before since until till');

export const SUBORDINATORS = words(
  'if when because although though since while after before unless as once whether until whenever whereas even so that where wherever than',
);

/**
 * Verbs whose object may be a clause with its own subject: "I think it's fun", "shows you're right".
 * A closed list, not WordNet's "that CLAUSE" frames, which also give the frame to "make", "reach" and
 * "accept", after which a possessive is far likelier than "it is".
 */
const CLAUSE_VERBS =
  /^(think|know|say|believe|feel|hope|guess|suppose|mean|agree|realise|realize|admit|find|suspect|claim|argue|show)$/;

/** Prepositions that may also open a clause: "before it's too late", "like they're lost". */
const CLAUSE_PREPOSITIONS = /^(before|after|since|until|till|as|like|than|once|because|so)$/;

/**
 * Whether the word can only be followed by a noun phrase, never by a clause: a preposition ("of its
 * founding") or a verb that takes no clause ("turn its back"). A possessive after it is no "it is".
 */
export function governsNounPhraseOnly(t: Token | undefined): boolean {
  if (t?.pos === 'ADP') return !CLAUSE_PREPOSITIONS.test(t.lower);
  return t?.pos === 'VERB' && !takesClause(t);
}

/** Whether the word is a verb that may take a clause ("I think you are"). */
export const takesClause = (t: Token | undefined) => t !== undefined && CLAUSE_VERBS.test(t.lemma);

const MODAL = /^(will|must|may|might|could|should|would|can)$/;

/**
 * A modal with no verb after it is the noun of the same spelling: "their arbitrary will upon the
 * people", "their will." ("they will upon" and "they're will." are not English).
 */
export function nounAsModal(tokens: Token[], k: number): boolean {
  const after = tokens[k + 1];
  return (
    MODAL.test(tokens[k]?.lower ?? '') &&
    (after === undefined || after.pos === 'PUNCT' || after.pos === 'ADP')
  );
}
