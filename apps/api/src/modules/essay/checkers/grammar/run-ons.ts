/** Run-on sentences: two main clauses with no punctuation or conjunction between them. */
import { ClauseComplements } from './clause-complements';
import {
  clauseAt,
  clauseStart,
  contractedClause,
  independentClause,
  SUBJECT_PRONOUNS,
  subjectStart,
} from './clauses';
import { relativeClauseAt, verbAfterContraction } from './relative-clauses';
import type { Rule } from './rule';
import { finiteVerbs, nounPhraseEndingAt, numberOf, QUANTITY_HEADS, words } from './syntax';
import type { Token } from './token';

/** Verbs that take an object and then a clause ("told the class the test was easy"). */
const OBJECT_AND_CLAUSE_VERBS = /^(tell|show|teach|warn|remind|convince|inform|assure|promise|persuade)$/;

const QUESTION_WORDS = /^(how|why|where|when|what|whether|which|who|whom|whose)$/;

/** Adverbs that open or link clauses rather than end one: "why the war began", "so they don't". */
const LINKING_ADVERBS = /^(why|how|where|when|whether|whereas|so|then|yet|once|whenever|wherever)$/;

const complements = new ClauseComplements();

/** Pronouns that are an object after a verb or preposition, ending its clause: "we finished it". */
const OBJECT_PRONOUNS = words('it them him me us');

/**
 * Where the first clause of a run-on can end: a noun, adjective, adverb, number, an object pronoun,
 * a gerund after a preposition, or a verb whose usual sense takes no object ("both sides tired"), so
 * that a phrase after it starts something new; a verb that can take a clause as its object ("we knew
 * the bus was late") does not end one.
 */
function endsClause(tokens: Token[], k: number): boolean {
  const t = tokens[k];
  // "such a fraction", "quite a view": a word before an article opens a phrase.
  if (/^(such|quite|rather|what)$/.test(t.lower)) return false;
  if (/^(NOUN|PROPN|ADJ|ADV|NUM)$/.test(t.pos)) return !LINKING_ADVERBS.test(t.lower);
  if (t.pos === 'PRON') return OBJECT_PRONOUNS.has(t.lower) && /^(VERB|ADP)$/.test(tokens[k - 1]?.pos ?? '');
  if (t.pos !== 'VERB') return false;
  if (/ing$/.test(t.base)) return tokens[k - 1]?.pos === 'ADP';
  if (complements.verbTakesClause(t.lemma)) return false;
  return complements.verbTakesNoObject(t.lemma) || passiveParticiple(tokens, k);
}

/** "the road was blocked": a participle after "be" is passive, and has no object after it. */
function passiveParticiple(tokens: Token[], k: number): boolean {
  let before = k - 1;
  while (before > 0 && tokens[before].pos === 'ADV') before -= 1;
  return tokens[before]?.lemma === 'be' && tokens[k].base !== tokens[k].lemma;
}

/**
 * Whether the words after a verb with no object after it are not surely a new clause: a new clause is
 * one noun phrase with a verb that shows its tense or person ("the lesson ended the pupils packed"),
 * or a subject pronoun with its verb; a plain verb may be an infinitive after an object ("let the
 * children play"), and a second phrase opens a relative clause ("the meal we ate").
 */
function uncertainClauseAfterVerb(tokens: Token[], k: number, verb: number): boolean {
  const v = tokens[verb];
  const plain = v.base === v.lemma && v.pos === 'VERB';
  if (plain && !/^(i|he|she|we|they)$/.test(tokens[k].lower)) return true;
  const phrase = nounPhraseEndingAt(tokens, verb - 1);
  return phrase === null || phrase.start !== k;
}

/**
 * "The day we arrived it rained", "each week I helped there I learned something": a clause right after
 * a noun phrase that opens the part with an article or a quantifier is a relative clause of that
 * phrase, which ends no main clause ("last year the club grew" and "this year…" are times).
 */
function openingRelative(tokens: Token[], finite: Set<number>, left: number, k: number): boolean {
  const first = [...finite].find((f) => f >= left && f < k);
  if (first === undefined || !/^(the|a|an|each|every|any|some)$/.test(tokens[left].lower)) return false;
  const subject = subjectStart(tokens, first);
  return subject > left && nounPhraseEndingAt(tokens, subject - 1)?.start === left;
}

/** "the more sleep they get the better they remember": "the" and a comparative open half of a pair. */
const comparativePair = (tokens: Token[], k: number) =>
  tokens[k - 2]?.lower === 'the' && /^(more|less|fewer|[a-z]+er)$/.test(tokens[k - 1].lower);

/** "the lowest it has been", "the best we can do": a clause completes "the" and a superlative. */
const superlativeClause = (tokens: Token[], k: number) =>
  tokens[k - 2]?.lower === 'the' && /^([a-z]+est|best|worst|most|least)$/.test(tokens[k - 1].lower);

/**
 * "so large you could walk inside it", "such a sprawler he needs a bed", "so many friends he never…":
 * after "so" or "such" the clause gives the result, with its "that" left out.
 */
function resultClause(tokens: Token[], k: number): boolean {
  const previous = tokens[k - 1];
  if (/^(ADJ|ADV)$/.test(previous.pos) && tokens[k - 2]?.lower === 'so') return true;
  const phrase = nounPhraseEndingAt(tokens, k - 1);
  if (!phrase) return false;
  const first = tokens[phrase.start];
  const before = tokens[phrase.start - 1]?.lower;
  return (
    first.lower === 'such' ||
    before === 'such' ||
    (/^(many|much|few|little)$/.test(first.lower) && before === 'so')
  );
}

/** "…rose this year the manager reported": a subject and a verb of saying that end the sentence report it. */
const reportingTag = (tokens: Token[], verb: number) =>
  verb === tokens.length - 2 &&
  tokens[verb + 1].pos === 'PUNCT' &&
  complements.verbTakesClause(tokens[verb].lemma);

/** "It is clear the plan failed": after "it is" and an adjective, the clause is what "it" stands for. */
function extraposedSubject(tokens: Token[], left: number, k: number): boolean {
  if (tokens[left]?.lower !== 'it' || tokens[k - 1].pos !== 'ADJ') return false;
  let j = left + 1;
  while (j < k - 1 && /^(AUX|ADV|PART)$/.test(tokens[j].pos)) j += 1;
  return j === k - 1 && tokens.slice(left + 1, j).some((t) => t.lemma === 'be');
}

/** A determiner or pronoun after a noun opens a second phrase: "worked hard all year the results were". */
const secondPhrase = (tokens: Token[], from: number, to: number) =>
  tokens
    .slice(from + 1, to)
    .some((t, i) => /^(DET|PRON)$/.test(t.pos) && /^(NOUN|PROPN|NUM)$/.test(tokens[from + i].pos));

/**
 * Possessives that open a subject ("my sister prefers"); "her" can also be an object, so it opens one
 * only after an adjective, adverb or noun.
 */
const POSSESSIVES = words('my our their his its your');
/** Pronouns that stand for people or things in general: "everyone is", "nobody wanted". */
const INDEFINITE_PRONOUNS = words('everyone everybody everything someone somebody something nobody nothing');
/** Possessive pronouns that stand for a whole noun phrase: "ours was a troubled land". */
const STANDALONE_POSSESSIVES = words('mine ours theirs yours hers');

/**
 * Whether a subject can start at k: a subject pronoun ("you" too), a determiner or possessive, an
 * indefinite or possessive pronoun, "there" before an auxiliary ("there was"), or a quantity with "of" ("half of
 * the class").
 */
function startsSubject(tokens: Token[], k: number): boolean {
  const t = tokens[k];
  if (
    SUBJECT_PRONOUNS.has(t.lower) ||
    contractedClause(tokens, k) ||
    t.pos === 'DET' ||
    POSSESSIVES.has(t.lower)
  )
    return true;
  if (t.lower === 'you' || INDEFINITE_PRONOUNS.has(t.lower) || STANDALONE_POSSESSIVES.has(t.lower))
    return true;
  if (t.lower === 'her') return /^(ADJ|ADV|NOUN)$/.test(tokens[k - 1].pos);
  if (t.lower === 'there') return tokens[k + 1]?.pos === 'AUX';
  // After a noun "this" may open its time ("the pounds this year"); before a verb it is the subject.
  if (/^(this|these|those)$/.test(t.lower))
    return tokens[k - 1].pos !== 'NOUN' || /^(VERB|AUX)$/.test(tokens[k + 1]?.pos ?? '');
  // "in 1945 many soldiers returned": a quantity before its noun opens a phrase as a determiner does.
  // Not inside a phrase: "a very few farm products", "too many people".
  const quantity = /^(many|most|several|few|both)$/.test(t.lower) && tokens[k + 1]?.pos === 'NOUN';
  if (quantity && !/^(DET|ADV|ADJ|ADP)$/.test(tokens[k - 1].pos)) return true;
  // "a record number of firms": after an article and a modifier the quantity heads that phrase.
  const modified = tokens[k - 2]?.pos === 'DET' && /^(NOUN|ADJ)$/.test(tokens[k - 1].pos);
  return t.pos === 'NOUN' && QUANTITY_HEADS.has(t.lower) && tokens[k + 1]?.lower === 'of' && !modified;
}

export const runOn: Rule = ({ tokens }) => {
  const finite = new Set(finiteVerbs(tokens));
  for (let k = 3; k < tokens.length - 1; k += 1) {
    const previous = tokens[k - 1];
    if (!endsClause(tokens, k - 1) || previous.end === tokens[k].start) continue;
    if (!startsSubject(tokens, k)) continue;
    const pronoun = SUBJECT_PRONOUNS.has(tokens[k].base) || tokens[k].lower === 'this';
    // "a risk that firms reduce": "that" before a noun opens a relative or reported clause.
    if (tokens[k].lower === 'that' && !/^(VERB|AUX)$/.test(tokens[k + 1]?.pos ?? '')) continue;
    // "is also a risk": the phrase after a copula and its adverbs is its complement.
    let head = k - 1;
    while (head > 0 && tokens[head].pos === 'ADV') head -= 1;
    if (previous.pos === 'ADV' && tokens[head].pos === 'AUX') continue;
    // "I am sure it works", "she was afraid the dog would bite": the clause completes the adjective.
    if (previous.pos === 'ADJ' && complements.adjectiveTakesClause(previous.lemma)) continue;
    if (comparativePair(tokens, k) || superlativeClause(tokens, k) || resultClause(tokens, k)) continue;
    // "fifteen hours a week", "twice a day": a rate, not a new subject.
    if (
      /^(a|an)$/.test(tokens[k].lower) &&
      (numberOf(previous) === 'plural' || /^(once|twice)$/.test(previous.lower))
    )
      continue;
    const verb = clauseAt(tokens, finite, k);
    if (verb < 0 || secondPhrase(tokens, k, verb) || reportingTag(tokens, verb)) continue;
    // "the best tools there are.": "there" and its verb ending the sentence describe the noun.
    if (tokens[k].lower === 'there' && tokens[verb + 1]?.pos === 'PUNCT' && verb + 2 >= tokens.length)
      continue;
    if (previous.pos === 'VERB' && !/ing$/.test(previous.base) && uncertainClauseAfterVerb(tokens, k, verb))
      continue;
    // "an estimate of how long ago they diverged": a question word opens the clause at k.
    const lastVerb = [...finite].filter((f) => f < k).pop() ?? -1;
    if (tokens.slice(lastVerb + 1, k).some((t) => QUESTION_WORDS.test(t.lower))) continue;
    // "however rich they are": "however" of degree opens the clause at k.
    if (tokens[k - 2]?.lower === 'however' && /^(ADJ|ADV)$/.test(previous.pos)) continue;
    let left = clauseStart(tokens, k, 'conjunctions');
    // "The path was steep and rocky", "our friends and our homeland": a conjunction between two words
    // of one kind, or before a noun phrase that runs up to k, joins phrases and ends no clause.
    const phrasesJoined = () =>
      tokens[left - 2].pos === tokens[left].pos || nounPhraseEndingAt(tokens, k - 1)?.start === left;
    if (left > 1 && tokens[left - 1].pos === 'CCONJ' && phrasesJoined())
      left = clauseStart(tokens, k, 'commas');
    if (!independentClause(tokens, finite, left, k) || openingRelative(tokens, finite, left, k)) continue;
    if (extraposedSubject(tokens, left, k)) continue;
    if (tokens.slice(left, k).some((t) => t.lower === ',')) continue;
    // "told the class the test was easy": the clause is the verb's second object, unless "that"
    // already opened that object ("tell you that it is too dear they will say").
    // "that without this job she cannot": a "that" with no verb yet has its subject at k.
    const telling = tokens.slice(left, k).findIndex((t) => OBJECT_AND_CLAUSE_VERBS.test(t.lemma));
    const that = tokens.map((t) => t.lower).lastIndexOf('that', k - 1);
    if (telling >= 0 && that < left + telling) continue;
    if (that >= left && ![...finite].some((f) => f > that && f < k)) continue;
    // "the opportunities we'll all need": the verb of a contracted clause is the one after it.
    const clauseVerb = verb === k ? (verbAfterContraction(tokens, k) ?? k) : verb;
    if (previous.pos === 'NOUN' && relativeClauseAt(tokens, finite, k, clauseVerb, pronoun)) continue;
    return [
      {
        issue: 'Run-on sentence: two complete sentences with no punctuation between them',
        start: previous.end,
        end: previous.end,
        replacement: ';',
      },
    ];
  }
  return [];
};
