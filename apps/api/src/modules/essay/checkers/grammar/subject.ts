/**
 * The subject of a finite verb, found by walking left over prepositional phrases, relative clauses
 * and parentheses to the head noun (syntax.ts has the phrases and word classes it walks over,
 * subject-phrases.ts the parentheses, amounts and clauses it steps past).
 */
import {
  CONTACT_CLAUSE_HEADS,
  DEICTIC_TIMES,
  isVerb,
  NOMINAL,
  nounPhraseEndingAt,
  numberOf,
  QUANTITY_HEADS,
  RELATIVE_PRONOUNS,
  SUBORDINATORS,
  TIME_NOUNS,
  TIME_OPENERS,
  verbNumber,
  type GrammaticalNumber,
  type NounPhrase,
} from './syntax';
import type { Token } from './token';
import {
  amountStart,
  compoundPrepositionStart,
  contactClauseHead,
  hasFiniteVerbBefore,
  parenthesisOpening,
} from './subject-phrases';

/** Demonstratives and quantifiers that stand for a noun phrase of a known number: "these were". */
const STANDALONE_NUMBER: Record<string, GrammaticalNumber> = {
  these: 'plural',
  those: 'plural',
  both: 'plural',
  many: 'plural',
  several: 'plural',
  few: 'plural',
  this: 'singular',
  that: 'singular',
  each: 'singular',
  either: 'singular',
  neither: 'singular',
  much: 'singular',
};

/** A past form, regular or not ("produced", "sold", "built"). */
const pastForm = (t: Token) =>
  t.pos === 'VERB' && t.base !== t.lemma && !/ing$/.test(t.base) && verbNumber(t) === null;

/** A gerund after a preposition at index g ("of running", "in persuading"): its object is no subject. */
function gerundInPhrase(tokens: Token[], g: number): boolean {
  return tokens[g]?.pos === 'VERB' && /ing$/.test(tokens[g].base) && tokens[g - 1]?.pos === 'ADP';
}

export interface Subject {
  head: number;
  start: number;
  number: GrammaticalNumber | null;
}

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
    (tokens[i].pos === 'ADV' ||
      tokens[i].lower === 'not' ||
      /^(both|all)$/.test(tokens[i].lower) ||
      // "parents today worry", "two people tonight who do": a time said by one word is an adverb.
      DEICTIC_TIMES.has(tokens[i].lower)) &&
    // "the families that gained the most was": "the most" ends a phrase, it is no adverb of the verb.
    tokens[i - 1]?.pos !== 'DET'
  )
    i -= 1;
  // "The students each have": "each" after a plural subject leaves the verb plural.
  if (tokens[i]?.lower === 'each' && i > 0 && numberOf(tokens[i - 1]) === 'plural') i -= 1;
  // "the teenagers I spoke to were": a clause with no relative word may end on its preposition.
  if (/^(ADP|PART)$/.test(tokens[i]?.pos ?? '') && tokens[i - 1]?.pos === 'VERB') {
    const described = contactClauseHead(tokens, i - 1, v);
    if (described >= 0) i = described;
  }
  if (i < 0 || tokens[i].lower === 'to') return null;
  // "These is", "many were": a demonstrative or a quantifier with no noun, opening its clause, is the
  // subject; "that" only opening the sentence (", that have been" is a relative pronoun), and not in
  // a subjunctive ("if this were known").
  const standalone = STANDALONE_NUMBER[tokens[i].lower];
  const opensClause =
    i === 0 || (/^(PUNCT|CCONJ|SCONJ)$/.test(tokens[i - 1].pos) && tokens[i].lower !== 'that');
  const subjunctive = /^(if|wish)$/.test(tokens[i - 1]?.lower ?? '') && /^(were|be)$/.test(tokens[v].base);
  if (standalone && /^(DET|PRON)$/.test(tokens[i].pos) && opensClause)
    return subjunctive ? null : { head: i, start: i, number: standalone };
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
  // ("the players who train here live", "the words a group uses act").
  if (isVerb(tokens[i]) && tokens[i].pos !== 'AUX' && relativeOpening(tokens, i, 12) < 0) {
    const described = contactClauseHead(tokens, i, v);
    if (described < 0) return null;
    i = described;
  }
  if (tokens[i].pos === 'AUX') return null;
  // The number of the last "of" phrase walked past; undefined while there was none.
  let ofObject: GrammaticalNumber | null | undefined;
  for (let steps = 0; i >= 0 && steps < 8; steps += 1) {
    // "the repeats at 40 °C were", "studies since 1999 have": an amount or a year as a preposition's object.
    const amount = amountStart(tokens, i);
    if (amount >= 0) {
      i = compoundPrepositionStart(tokens, amount - 1) - 1;
      continue;
    }
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
    // "the number of bags sold by supermarkets falls": a participle and its preposition after a noun
    // describe it ("the coach sent in a play" is a past verb and its particle, then a misread noun).
    const participlePhrase =
      pastForm(t) && tokens[i + 1]?.pos === 'ADP' && !/^(in|out|up|off|on|down)$/.test(tokens[i + 1].lower);
    if (participlePhrase && tokens[i - 1]?.pos === 'NOUN' && steps > 0) {
      i -= 1;
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
      const described = comma ? i - 2 : i - 1;
      // "two more people tonight who do": a time word between the noun and its clause is an adverb.
      const np = nounPhraseEndingAt(
        tokens,
        DEICTIC_TIMES.has(tokens[described]?.lower) ? described - 1 : described,
      );
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
    // "the agreement that will come before you is": "you" and "it" are objects too, and at the end of
    // a relative clause the phrase is that clause's.
    const objectOfRelative =
      /^(you|it)$/.test(tokens[np.head].lower) && relativeOpening(tokens, np.start - 2, 12) >= 0;
    // "were saying they was": a subject pronoun after a verb is no object but the subject of a clause
    // ("you" is an object too: "a big thank you goes"); "wished she were" is a subjunctive.
    const nominative = subjectPronoun && tokens[np.head].lower !== 'you' && tokens[np.head].pos === 'PRON';
    if (nominative && before?.pos === 'VERB')
      return before.lemma === 'wish' && /^(were|be)$/.test(tokens[v].base)
        ? null
        : { head: np.head, start: np.start, number: numberOf(tokens[np.head]) };
    if (
      before?.pos === 'ADP' &&
      TIME_OPENERS.has(before.lower) &&
      !objectOfRelative &&
      (subjectPronoun || hasFiniteVerbBefore(tokens, np.start - 1))
    )
      return { head: np.head, start: np.start, number: numberOf(tokens[np.head]) };
    // "fewer jobs than the model predicts": "than" opens a clause, and the phrase after it is its subject.
    // "more than 70 percent of": "than" inside an amount opens no clause.
    const counted =
      tokens[np.start].pos === 'NUM' && /^(more|less|fewer)$/.test(tokens[np.start - 2]?.lower ?? '');
    if (before?.lower === 'than' && !counted)
      return { head: np.head, start: np.start, number: numberOf(tokens[np.head]) };
    if (before?.pos === 'ADP') {
      if (before.lower === 'of') ofObject = numberOf(tokens[np.head]);
      i = compoundPrepositionStart(tokens, np.start - 1) - 1;
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
    // An "of" phrase whose number cannot be told ("the majority of Americans") leaves it untold too.
    if (QUANTITY_HEADS.has(tokens[np.head].base) && ofObject !== undefined && !theNumber) number = ofObject;
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
      // "elementary, secondary, and higher education are": adjectives joined before one noun may name
      // several kinds of it, so the number is untold.
      const adjectiveBefore = tokens[np.start - (tokens[np.start - 2]?.lower === ',' ? 3 : 2)];
      if (!first && adjectiveBefore?.pos === 'ADJ' && tokens[np.start].pos === 'ADJ') return null;
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
      // "Every year the orchestra and choir perform": a time before the list is an adverbial.
      if (
        ahead &&
        !(
          ahead.pos === 'SCONJ' ||
          ahead.pos === 'ADV' ||
          ahead.lower === ',' ||
          SUBORDINATORS.has(ahead.lower) ||
          (ahead.pos === 'NOUN' && TIME_NOUNS.has(ahead.lower))
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
    // "Both the nature of experience and the agreement between the senses suggest": "both" opening
    // the phrase pairs it with the phrase after "and", past the "of" phrase the walk went over.
    const paired =
      tokens[np.start].lower === 'both' && tokens.slice(np.head + 1, v).some((t) => t.lower === 'and');
    return { head: np.head, start: np.start, number: paired ? 'plural' : number };
  }
  return null;
}
