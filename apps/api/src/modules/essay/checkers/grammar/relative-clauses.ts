/**
 * Relative clauses with no relative word ("the tools they use", "the way the model predicts"): a
 * clause right after a noun that describes it, so it opens no sentence of its own (run-ons.ts) and
 * is no main clause (clauses.ts).
 */
import { ClauseComplements } from './clause-complements';
import {
  DEICTIC_TIMES,
  nounPhraseEndingAt,
  numberOf,
  RELATIVE_PRONOUNS,
  SUBORDINATORS,
  TIME_NOUNS,
  words,
} from './syntax';
import type { Token } from './token';

const complements = new ClauseComplements();

/**
 * Nouns that take a clause with no relative word, as "when", "where" or "why" would open it: "the way
 * the model predicts", "the day we arrived", "the reason they left".
 */
const RELATIVE_ADVERB_HEADS = words('way time day week year moment reason place night morning point');

/** Words of time that may end a clause as its adverb: "the nation we are today", "the man I was then". */
const TIME_ADVERB_NOUNS = new Set([...DEICTIC_TIMES, 'now', 'then']);

/**
 * What stands after a verb when its clause is complete with an object: a determiner, a possessive, a
 * quantity or "it" ("I still ate all of it"); "him" or "her" may be a first object before the gap
 * ("the present I bought her").
 */
const OBJECT_OPENER =
  /^(the|a|an|this|these|those|my|his|her|its|our|their|your|all|both|each|every|most|several|it|everything|something|nothing)$/;

/**
 * Whether the clause at k, after the noun at k - 1, is a relative clause without "that": "the tools
 * they use", "the book the class read was", "the way the model predicts". Only a noun phrase that is
 * an object ("are the tools", "with the book") can take one, and its verb then lacks an object of
 * its own, or another verb follows for the noun's own clause.
 */
export function relativeClauseAt(
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
  // "the tools they use every day": a time after the verb is no object.
  const time =
    /^(every|each|last|next|this)$/.test(after?.lower ?? '') && TIME_NOUNS.has(tokens[verb + 2]?.lemma ?? '');
  // "the problem he told me that seats would cost £40,000": a person and a whole clause are both of
  // its objects ("the story he told me that night" is a time; in "the rule he told us that we must
  // follow" the clause lacks its object, the noun).
  const clauseVerb = [...finite].find((f) => f > verb + 2);
  const personAndClause =
    /^(me|us|him|them|you)$/.test(after?.lower ?? '') &&
    tokens[verb + 2]?.lower === 'that' &&
    !TIME_NOUNS.has(tokens[verb + 3]?.lemma ?? '') &&
    clauseVerb !== undefined &&
    tokens[verbGroupEnd(tokens, clauseVerb) + 1]?.pos !== 'PUNCT';
  const ownObject =
    after !== undefined &&
    !time &&
    (OBJECT_OPENER.test(after.lower) || after.pos === 'NOUN' || describedPlural || personAndClause);
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
  // "than expected", "as planned": a participle of a comparison is no verb of the noun's clause.
  return [...finite].some(
    (f) =>
      f > verb &&
      !/^(than|as)$/.test(tokens[f - 1].lower) &&
      !tokens.slice(verb, f).some((t) => RELATIVE_PRONOUNS.has(t.base) || SUBORDINATORS.has(t.lower)),
  );
}

/**
 * Whether the verb group at v lacks the object its verb takes, a preposition or an adverb standing
 * where the object would ("the deals we signed into law", "the budget I sent up last week"): the
 * clause describes the noun before it. An infinitive ("we decided to leave") is an object.
 */
export function lacksObject(tokens: Token[], v: number): boolean {
  const verb = verbGroupEnd(tokens, v);
  if (tokens[verb].pos !== 'VERB' || complements.verbTakesNoObject(tokens[verb].lemma)) return false;
  const after = tokens[verb + 1];
  if (after === undefined || (after.pos === 'PUNCT' && after.lower !== ',')) return true;
  return /^(ADP|ADV)$/.test(after.pos) && after.lower !== 'to' && !OBJECT_OPENER.test(after.lower);
}

/** The verb a contracted auxiliary at k leads to, past adverbs and quantifiers ("we'll all need"). */
export function verbAfterContraction(tokens: Token[], k: number): number | undefined {
  let j = k + 1;
  while (/^(ADV|PART)$/.test(tokens[j]?.pos ?? '') || /^(all|both|each)$/.test(tokens[j]?.lower ?? ''))
    j += 1;
  // After "'ll" or "'d" comes a bare verb, whatever the tagger read ("we'll all need").
  const modal = /^'(ll|d)$/.test(tokens[k].clitic) && tokens[j]?.pos === 'NOUN';
  return tokens[j]?.pos === 'VERB' || modal ? j : undefined;
}

/** The last verb of the verb group an auxiliary at v opens ("have ever done": "done"), or v. */
function verbGroupEnd(tokens: Token[], v: number): number {
  let end = v;
  for (let j = v + 1; tokens[end].pos === 'AUX' && /^(AUX|VERB|ADV|PART)$/.test(tokens[j]?.pos ?? ''); j += 1)
    if (/^(AUX|VERB)$/.test(tokens[j].pos)) end = j;
  return end;
}
