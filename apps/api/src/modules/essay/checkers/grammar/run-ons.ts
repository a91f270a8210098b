/** Run-on sentences: two main clauses with no punctuation or conjunction between them. */
import { ClauseComplements } from './clause-complements';
import { clauseAt, clauseStart, independentClause, SUBJECT_PRONOUNS, subjectStart } from './clauses';
import type { Rule } from './rule';
import {
  DEICTIC_TIMES,
  finiteVerbs,
  nounPhraseEndingAt,
  numberOf,
  QUANTITY_HEADS,
  RELATIVE_PRONOUNS,
  SUBORDINATORS,
  words,
} from './syntax';
import type { Token } from './token';

/** Verbs that take an object and then a clause ("told the class the test was easy"). */
const OBJECT_AND_CLAUSE_VERBS = /^(tell|show|teach|warn|remind|convince|inform|assure|promise|persuade)$/;

const QUESTION_WORDS = /^(how|why|where|when|what|whether|which|who|whom|whose)$/;

/** Adverbs that open or link clauses rather than end one: "why the war began", "so they don't". */
const LINKING_ADVERBS = /^(why|how|where|when|whether|whereas|so|then|yet|once|whenever|wherever)$/;

/**
 * Nouns that take a clause with no relative word, as "when", "where" or "why" would open it: "the way
 * the model predicts", "the day we arrived", "the reason they left".
 */
const RELATIVE_ADVERB_HEADS = words('way time day week year moment reason place night morning point');

const complements = new ClauseComplements();

/** Words of time that may end a clause as its adverb: "the nation we are today", "the man I was then". */
const TIME_ADVERB_NOUNS = new Set([...DEICTIC_TIMES, 'now', 'then']);

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
  if (SUBJECT_PRONOUNS.has(t.lower) || t.pos === 'DET' || POSSESSIVES.has(t.lower)) return true;
  if (t.lower === 'you' || INDEFINITE_PRONOUNS.has(t.lower) || STANDALONE_POSSESSIVES.has(t.lower))
    return true;
  if (t.lower === 'her') return /^(ADJ|ADV|NOUN)$/.test(tokens[k - 1].pos);
  if (t.lower === 'there') return tokens[k + 1]?.pos === 'AUX';
  // After a noun "this" may open its time ("the pounds this year"); before a verb it is the subject.
  if (/^(this|these|those)$/.test(t.lower))
    return tokens[k - 1].pos !== 'NOUN' || /^(VERB|AUX)$/.test(tokens[k + 1]?.pos ?? '');
  // "a record number of firms": after an article and a modifier the quantity heads that phrase.
  const modified = tokens[k - 2]?.pos === 'DET' && /^(NOUN|ADJ)$/.test(tokens[k - 1].pos);
  return t.pos === 'NOUN' && QUANTITY_HEADS.has(t.lower) && tokens[k + 1]?.lower === 'of' && !modified;
}

/**
 * What stands after a verb when its clause is complete with an object: a determiner, a possessive, a
 * quantity or "it" ("I still ate all of it"); "him" or "her" may be a first object before the gap
 * ("the present I bought her").
 */
const OBJECT_OPENER =
  /^(the|a|an|this|these|those|my|his|her|its|our|their|your|all|both|each|every|most|several|it|everything|something|nothing)$/;

export const runOn: Rule = ({ tokens }) => {
  const finite = new Set(finiteVerbs(tokens));
  for (let k = 3; k < tokens.length - 1; k += 1) {
    const previous = tokens[k - 1];
    if (!endsClause(tokens, k - 1) || previous.end === tokens[k].start) continue;
    if (!startsSubject(tokens, k)) continue;
    const pronoun = SUBJECT_PRONOUNS.has(tokens[k].lower) || tokens[k].lower === 'this';
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
    if (previous.pos === 'NOUN' && relativeClauseAt(tokens, finite, k, verb, pronoun)) continue;
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

/**
 * Whether the clause at k, after the noun at k - 1, is a relative clause without "that": "the tools
 * they use", "the book the class read was", "the way the model predicts". Only a noun phrase that is
 * an object ("are the tools", "with the book") can take one, and its verb then lacks an object of
 * its own, or another verb follows for the noun's own clause.
 */
function relativeClauseAt(
  tokens: Token[],
  finite: Set<number>,
  k: number,
  finiteVerb: number,
  pronoun: boolean,
): boolean {
  // "the hardest thing I have ever done": the clause's verb is the last of its auxiliaries' group.
  const verb = verbGroupEnd(tokens, finiteVerb);
  // The chunker glues "the plan last year" into one phrase; "last year" starts after the first noun.
  const phrase = nounPhraseEndingAt(tokens, k - 1);
  let start = phrase ? phrase.start : k - 1;
  for (let j = k - 2; j >= start; j -= 1) if (/^(NOUN|PROPN)$/.test(tokens[j].pos)) start = j + 1;
  // "the hubs and the jobs they create": the second of two joined phrases has the first's governor.
  const joinedTo = tokens[start - 1]?.pos === 'CCONJ' ? nounPhraseEndingAt(tokens, start - 2) : null;
  const governor = tokens[(joinedTo ? joinedTo.start : start) - 1];
  const object = governor !== undefined && /^(VERB|AUX|ADP)$/.test(governor.pos);
  const after = tokens[verb + 1];
  // "painted scenes they rejected historical subjects": an adjective before a plural noun opens an
  // object too.
  const describedPlural = after?.pos === 'ADJ' && numberOf(tokens[verb + 2] ?? after) === 'plural';
  const ownObject =
    after !== undefined && (OBJECT_OPENER.test(after.lower) || after.pos === 'NOUN' || describedPlural);
  // "the way the model predicts", also where a determiner opens the phrase as an adverbial of its own
  // ("feel pain the same way we do"; "last year" is a time of the clause before).
  let opener = k - 2;
  // "the only way they can": the tagger may read an adjective before the noun as an adverb.
  while (/^(ADJ|ADV)$/.test(tokens[opener]?.pos ?? '')) opener -= 1;
  const determined = tokens[opener]?.pos === 'DET';
  if ((object || determined) && RELATIVE_ADVERB_HEADS.has(tokens[k - 1].lemma)) return true;
  // "the museum my uncle works at": the clause ends at its verb, or at a preposition left stranded.
  const stranded =
    /^(ADP|ADV|PART)$/.test(after?.pos ?? '') &&
    (tokens[verb + 2] === undefined || tokens[verb + 2].pos === 'PUNCT');
  if (object && (after === undefined || after.pos === 'PUNCT' || stranded)) return true;
  // "the nation we are today", "the person I was then": "be" with no complement after it lacks the
  // noun the clause describes.
  const lastWord = (j: number) => tokens[j] === undefined || tokens[j].pos === 'PUNCT';
  const bare = lastWord(verb + 1) || (/^(ADV|NOUN)$/.test(after?.pos ?? '') && lastWord(verb + 2));
  if (tokens[verb].lemma === 'be' && bare && (after?.pos !== 'NOUN' || TIME_ADVERB_NOUNS.has(after.lower)))
    return true;
  // "the tools they use": a verb with no object of its own lacks the noun; one that takes none
  // ("finished my essay I went to bed") does not. So does a verb that takes one and ends the
  // sentence, whatever the phrase's governor ("paid back everything we had borrowed.").
  const intransitive = complements.verbTakesNoObject(tokens[verb].lemma);
  const ends = after === undefined || (after.pos === 'PUNCT' && after.lower !== ',');
  if (ends && !intransitive && tokens[verb].pos === 'VERB') return true;
  if (pronoun && object && tokens[verb].pos !== 'AUX' && !ownObject && !intransitive) return true;
  // A later verb that no relative pronoun or subordinator opens is the noun's own ("the book the class
  // read was"); one in a clause of its own ("…help us when we struggle") is not.
  return [...finite].some(
    (f) =>
      f > verb &&
      !tokens.slice(verb, f).some((t) => RELATIVE_PRONOUNS.has(t.base) || SUBORDINATORS.has(t.lower)),
  );
}

/** The last verb of the verb group an auxiliary at v opens ("have ever done": "done"), or v. */
function verbGroupEnd(tokens: Token[], v: number): number {
  let end = v;
  for (let j = v + 1; tokens[end].pos === 'AUX' && /^(AUX|VERB|ADV|PART)$/.test(tokens[j]?.pos ?? ''); j += 1)
    if (/^(AUX|VERB)$/.test(tokens[j].pos)) end = j;
  return end;
}
