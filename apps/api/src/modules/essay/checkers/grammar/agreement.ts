import { ClauseComplements } from './clause-complements';
import type { NounSenses } from './noun-senses';
import { matchCase, type Rule, type RuleFinding } from './rule';
import { isVerb, numberOf, RELATIVE_PRONOUNS, SUBORDINATORS, verbNumber, words } from './syntax';
import { subjectOf, type Subject } from './subject';
import { pastTense, thirdPerson } from './verb-forms';
import { joiningHyphen, type Token } from './token';

const TO_PLURAL: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "doesn't": "don't",
};
const TO_SINGULAR = Object.fromEntries(Object.entries(TO_PLURAL).map(([s, p]) => [p, s]));

function otherForm(verb: Token, toPlural: boolean): string {
  const known = (toPlural ? TO_PLURAL : TO_SINGULAR)[verb.lower];
  if (known) return known;
  return toPlural ? verb.lemma : thirdPerson(verb.lemma);
}

/**
 * Pronouns for one person or thing that are a subject whatever follows: "someone hope" can only be a
 * wrong verb ("this play", "nothing like" may be a determiner's noun or a preposition).
 */
const SINGULAR_SUBJECT_PRONOUNS = words(
  'he she it everyone everybody someone somebody nobody anyone anybody',
);

/**
 * A plain verb form ("set", "walk", "hope") is also a participle or a noun the tagger misread: it
 * counts as a finite verb after a noun or he/she/it, when no other verb follows in its clause.
 */
function plainVerbSubject(tokens: Token[], head: Token, v: number): boolean {
  if (head.pos === 'PRON' && !SINGULAR_SUBJECT_PRONOUNS.has(head.base)) return false;
  for (let k = v + 1; k < tokens.length; k += 1) {
    const t = tokens[k];
    if (
      t.pos === 'PUNCT' ||
      t.pos === 'CCONJ' ||
      t.pos === 'SCONJ' ||
      /^(who|which|that|what|how|why|where|when|whether)$/.test(t.lower)
    )
      break;
    // "get upset", "help build": a verb right after the plain form is its complement.
    if (k === v + 1 && t.pos === 'VERB') continue;
    // "to have lived", "to be seen": the verbs of an infinitive are not finite.
    const infinitive = tokens[k - 1].lower === 'to' || /^(have|be)$/.test(tokens[k - 1].lower);
    if ((t.pos === 'VERB' || t.pos === 'AUX') && !infinitive && tokens[k - 1].pos !== 'AUX') return false;
  }
  // At the sentence's end a plain form may be a noun the tagger misread ("the project manager"), but
  // not after a pronoun ("the dignity it deserve").
  return head.pos === 'PRON' || !(tokens[v + 1] === undefined || tokens[v + 1].lower === '.');
}

/** Whether a plural noun phrase follows the verb at v ("were two old bicycles"). */
function pluralPhraseAfter(tokens: Token[], v: number): boolean {
  let k = v + 1;
  while (/^(DET|NUM|ADJ|ADV)$/.test(tokens[k]?.pos ?? '')) k += 1;
  return tokens[k]?.pos === 'NOUN' && numberOf(tokens[k]) === 'plural';
}

/** "Tape the shipping label…", "Type the letter": a plain verb form first, then a determiner. */
function isCommand(tokens: Token[], isVerbLemma: (lemma: string) => boolean): boolean {
  const [first, second] = tokens;
  return (
    first !== undefined &&
    first.lower === first.lemma &&
    isVerbLemma(first.lemma) &&
    /^(DET|PRON)$/.test(second?.pos ?? '') &&
    !/^(the|a|an|this|that|these|those|some|no)$/.test(first.lower)
  );
}

/**
 * "The range and variety": the phrase's determiner, and two singular nouns joined by "and", the
 * second with no determiner of its own ("the strings and woodwind" has a plural in it).
 */
function sharedDeterminer(tokens: Token[], start: number, head: number): boolean {
  const and = tokens.findIndex((t, k) => k > start && k < head && t.lower === 'and');
  const singularNoun = (t: Token | undefined) => t?.pos === 'NOUN' && numberOf(t) === 'singular';
  // "their intelligence and general knowingness": adjectives may stand before the second noun.
  let second = and + 1;
  while (tokens[second]?.pos === 'ADJ' && second < head) second += 1;
  return (
    and > 0 &&
    /^(DET|PRON)$/.test(tokens[start].pos) &&
    singularNoun(tokens[and - 1]) &&
    singularNoun(tokens[second])
  );
}

const complements = new ClauseComplements();

const SINGULAR_DETERMINERS = words('a an one another every each');
const PLURAL_DETERMINERS = words(
  'many several few both these those two three four five six seven eight nine ten',
);

/**
 * After an existential "there" the verb agrees with the phrase that follows it: "there was honest
 * differences", "there were a feeling". The number of that phrase when its determiner tells it, or an
 * -s plural head does; null when the verb is no "be" after "there", or a list, an "of" phrase ("a lot
 * of") or a word whose number its form cannot tell follows.
 */
function existentialNumber(tokens: Token[], v: number): 'singular' | 'plural' | null {
  const there = tokens[v - 1];
  const opens = v === 1 || /^(PUNCT|CCONJ|SCONJ)$/.test(tokens[v - 2]?.pos ?? '');
  if (there?.lower !== 'there' || !opens || !/^(is|are|was|were|has|have)$/.test(tokens[v].lower))
    return null;
  let k = v + 1;
  if (/^(has|have)$/.test(tokens[v].lower)) {
    if (tokens[k]?.lower !== 'been') return null;
    k += 1;
  }
  while (tokens[k]?.pos === 'ADV') k += 1;
  // "a few kinks" is plural, whatever its article.
  const determiner = tokens[k + 1]?.lower === 'few' ? 'few' : (tokens[k]?.lower ?? '');
  while (/^(DET|NUM|ADJ|ADV)$/.test(tokens[k]?.pos ?? '')) k += 1;
  let head = k;
  // A compound's head is its last noun; a plural ends the phrase ("differences right here").
  while (tokens[head + 1]?.pos === 'NOUN' && numberOf(tokens[head]) !== 'plural') head += 1;
  if (tokens[head]?.pos !== 'NOUN' || /^(of|and|or)$/.test(tokens[head + 1]?.lower ?? '')) return null;
  if (SINGULAR_DETERMINERS.has(determiner)) return 'singular';
  if (PLURAL_DETERMINERS.has(determiner)) return 'plural';
  return numberOf(tokens[head]) === 'plural' ? 'plural' : null;
}

/** Words of demanding or proposing, and adjectives of necessity, after which "that" takes a subjunctive. */
const MANDATIVE = words(
  'suggest suggestion recommend recommendation insist insistence demand require requirement propose proposal request ask urge essential vital important necessary crucial imperative',
);

/**
 * Whether the subject starting at `start` opens a "that" clause after a word of demanding: "her
 * suggestion that he stay", and past a subordinate clause, "I propose that before these problems
 * grow, the Nation develop".
 */
function mandativeClause(tokens: Token[], start: number): boolean {
  let that = start - 1;
  if (tokens[that]?.lower === ',') {
    const opener = tokens
      .slice(0, that)
      .map((t) => t.lower)
      .lastIndexOf('that');
    if (opener >= 0 && SUBORDINATORS.has(tokens[opener + 1]?.lower ?? '')) that = opener;
  }
  return tokens[that]?.lower === 'that' && MANDATIVE.has(tokens[that - 1]?.lemma ?? '');
}

type AgreementSenses = Pick<NounSenses, 'isVerb' | 'isGroupOfPeople' | 'isAmountUnit' | 'isPerson'>;

/**
 * "A group of girls", "a team of doctors": "group", or a noun naming a group of people, followed by
 * "of" and a plural ("a collection of stamps" is one thing).
 */
function groupOfPlural(tokens: Token[], head: number, senses: AgreementSenses): boolean {
  const group = tokens[head].lemma === 'group' || senses.isGroupOfPeople(tokens[head].lemma);
  if (tokens[head + 1]?.lower !== 'of' || !group) return false;
  const object = tokens.slice(head + 2).findIndex((t) => !/^(DET|ADJ|NUM|ADV)$/.test(t.pos));
  const noun = tokens[head + 2 + object];
  return object >= 0 && noun.pos === 'NOUN' && numberOf(noun) === 'plural';
}

/** "The jury were", "my family have": a group noun after "the" or a possessive, as British English allows. */
function collectivePlural(tokens: Token[], subject: Subject, senses: AgreementSenses): boolean {
  const head = tokens[subject.head];
  const opener = tokens[subject.start].lower;
  const determined = /^(the|my|our|your|his|her|their|its)$/.test(opener) || subject.start === subject.head;
  return (
    head.pos === 'NOUN' && numberOf(head) === 'singular' && determined && senses.isGroupOfPeople(head.lemma)
  );
}

/**
 * Subject–verb agreement: the head of the subject noun phrase (past prepositional phrases and
 * relative clauses, "X and Y" plural) against the number of the finite verb: "the author argue",
 * "the statistics in the second paragraph shows", "each of the powers were".
 */
export const subjectVerbAgreement =
  (senses: AgreementSenses): Rule =>
  ({ tokens }) => {
    const isVerbLemma = (lemma: string) => senses.isVerb(lemma);
    const found: RuleFinding[] = [];
    tokens.forEach((verb, v) => {
      const verbIs = verbNumber(verb);
      if (verbIs === null) return;
      const existential = existentialNumber(tokens, v);
      if (existential !== null && existential !== verbIs) {
        const fix = otherForm(verb, existential === 'plural');
        found.push({
          issue: `Subject–verb agreement: after "there" the verb agrees with what follows it, which is ${existential}, so use "${fix}"`,
          start: verb.start,
          end: verb.end,
          replacement: matchCase(verb.text, fix),
        });
        return;
      }
      // "The cost of fuel and the price of a ticket has both gone up": "both" after the verb says
      // its subject is two things, whatever the subject finder makes of it; not "has both read and
      // reviewed", where "both" pairs two verbs.
      const floatingBoth =
        tokens[v + 1]?.lower === 'both' &&
        isVerb(tokens[v + 2]) &&
        !tokens.slice(v + 3, v + 6).some((t) => t.lower === 'and');
      if (verbIs === 'singular' && verb.pos === 'AUX' && floatingBoth) {
        const fix = otherForm(verb, true);
        found.push({
          issue: `Subject–verb agreement: "both" after the verb makes its subject plural, so use "${fix}"`,
          start: verb.start,
          end: verb.end,
          replacement: matchCase(verb.text, fix),
        });
        return;
      }
      const subject = subjectOf(tokens, v);
      if (!subject || subject.number === null || subject.number === verbIs) return;
      const head = tokens[subject.head];
      // "Crumbs is a family bakery", "Jaws is a film": one bare word opening the sentence, said to be
      // "a" something, is the name of one thing.
      if (
        subject.start === 0 &&
        subject.head === 0 &&
        head.pos !== 'PRON' &&
        verbIs === 'singular' &&
        /^(a|an)$/.test(tokens[v + 1]?.lower ?? '')
      )
        return;
      // "Standing by the gate were three horses": after a fronted "-ing" phrase, "be" may come before
      // its subject ("Raising it have three effects" is no such inversion).
      if (
        subject.start === 0 &&
        /ing$/.test(tokens[0].base) &&
        /^(are|were)$/.test(verb.base) &&
        pluralPhraseAfter(tokens, v)
      )
        return;
      // "light-heartedly", "snow-blinded": a word joined by a hyphen is part of a compound, no verb.
      if (joiningHyphen(tokens, v - 1) || joiningHyphen(tokens, v + 1)) return;
      // "Peeling potatoes is a drag": a sentence opening with an "-ing" word may have a gerund phrase,
      // which is singular, as its subject.
      if (verbIs === 'singular' && subject.start === 0 && /ing$/.test(tokens[0].lower)) return;
      // "How much interest do you pay?": in a question the auxiliary comes before its subject.
      if (
        verb.pos === 'AUX' &&
        tokens[tokens.length - 1]?.lower === '?' &&
        /^(PRON|DET|NOUN|PROPN)$/.test(tokens[v + 1]?.pos ?? '')
      )
        return;
      // "The British call", "the Dutch are": a people named by its adjective is plural.
      if (
        head.pos === 'PROPN' &&
        subject.head === subject.start + 1 &&
        tokens[subject.start].lower === 'the' &&
        /(ish|ch|ese|ss)$/.test(head.base)
      )
        return;
      // "Tape the label to the box": a sentence opening with a command's verb has no subject before
      // the word read as a verb.
      if (subject.start === 0 && head !== tokens[0] && isCommand(tokens, isVerbLemma)) return;
      // "The range and variety of his work is": two nouns under one determiner may be one idea.
      if (verbIs === 'singular' && sharedDeterminer(tokens, subject.start, subject.head)) return;
      // "A group of girls accuse", "a team of doctors are": a group made of a plural may take its
      // number; "the team are", "our class were": British English lets a group take a plural verb.
      if (verbIs === 'plural' && groupOfPlural(tokens, subject.head, senses)) return;
      if (verbIs === 'plural' && collectivePlural(tokens, subject, senses)) return;
      // "watched her figure cross the street", "made the class wait": an object and a plain verb.
      // Not where a relative pronoun opens the verb's clause ("find a person who remind us").
      const governing = tokens[subject.start - 1];
      if (
        verbIs === 'plural' &&
        !RELATIVE_PRONOUNS.has(tokens[v - 1]?.base ?? '') &&
        governing?.pos === 'VERB' &&
        complements.verbTakesBareInfinitive(governing.lemma)
      )
        return;
      // "her suggestion that he stay", "it is vital that each pupil have": a mandative subjunctive.
      if (verbIs === 'plural' && mandativeClause(tokens, subject.start)) return;
      // "Ten minutes is enough", "another 6 billion dollars is set aside": an amount counted as one;
      // but people are never an amount ("Two religious leaders has walked past").
      const counted = tokens.slice(subject.start, subject.head).some((t) => t.pos === 'NUM');
      const amount = counted && senses.isAmountUnit(head.lemma);
      // Not the verb of a relative clause, whose subject may be a noun before ("the teacher raising
      // two kids who was told").
      const countedPeople =
        head.pos === 'NOUN' &&
        senses.isPerson(head.lemma) &&
        !RELATIVE_PRONOUNS.has(tokens[v - 1]?.base ?? '');
      if (verbIs === 'singular' && ((tokens[subject.start].pos === 'NUM' && !countedPeople) || amount))
        return;
      if (verb.pos === 'VERB' && verbIs === 'plural' && !plainVerbSubject(tokens, head, v)) return;
      // "When a town cut homework": a plain form that is also the past tense says nothing about number.
      if (verb.pos === 'VERB' && verbIs === 'plural' && pastTense(verb.lemma, verb.lemma) === verb.base)
        return;
      // "I was", "I am", "if it were": forms that do not follow the plain singular/plural split.
      if (
        head.base === 'i' &&
        verbIs === 'singular' &&
        verb.base !== 'is' &&
        verb.base !== 'has' &&
        verb.base !== 'does'
      )
        return;
      if (head.base === 'i' && verb.base === 'were') return;
      if (head.base === 'i' && verbIs === 'plural') return;
      const fix = otherForm(verb, subject.number === 'plural');
      found.push({
        issue: `Subject–verb agreement: the subject "${tokens
          .slice(subject.start, subject.head + 1)
          .map((t) => t.text)
          .join(' ')}" is ${subject.number}, so use "${fix}"`,
        start: verb.start,
        end: verb.end,
        replacement: matchCase(verb.text, fix),
      });
    });
    return found;
  };
