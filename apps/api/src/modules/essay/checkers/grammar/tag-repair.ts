/**
 * Repairs of the tagger's verbs. wink-nlp's model reads a verb as a noun where the verb does not
 * agree with its subject ("the debates shows that") or after a plural or sentence-initial subject
 * ("gardeners plant these"): exactly the places an agreement check must see a verb.
 */
import { numberOf, POSSESSIVE_DETERMINERS, QUANTITY_HEADS, RELATIVE_PRONOUNS, SUBORDINATORS } from './syntax';
import { ClauseComplements } from './clause-complements';
import type { NounSenses } from './noun-senses';
import type { Token } from './token';
import { thirdPerson } from './verb-forms';
import {
  pastParticipleAsVerb,
  repairPastLemmas,
  repairQuestionClause,
  repairVerbAfterAdjectiveHead,
  repairVerbAfterQuantity,
} from './verb-shape-repair';
import {
  repairIndefinitePronouns,
  repairModals,
  repairNames,
  repairPeoplesNames,
  repairSubordinators,
} from './word-class-repair';

/**
 * What can follow a verb but hardly a noun phrase's last noun: an object's determiner or pronoun, a
 * question word ("that", "which" and "why" also follow nouns: "the reason why").
 */
const OBJECT_START =
  /^(the|a|an|this|these|those|them|him|us|me|it|its|their|his|my|our|your|how|what|whether)$/;
/** What opens a noun phrase: a determiner or a possessive. */
const PHRASE_OPENERS = /^(DET|PRON)$/;

/** A determiner or possessive, also where the tagger calls it a conjunction ("either plan"). */
const opensPhrase = (t: Token | undefined) =>
  t !== undefined && (PHRASE_OPENERS.test(t.pos) || /^(either|neither|each|every)$/.test(t.lower));

/** The start of the noun phrase ending at `end` (nouns, adjectives, a determiner), or -1. */
function phraseStart(tokens: Token[], end: number): number {
  let k = end;
  // Capitalised words inside a sentence are a name, whatever their tags ("the Royal Mint Advisory Committee").
  const inPhrase = (t: Token, at: number) =>
    /^(NOUN|PROPN|ADJ)$/.test(t.pos) || (at > 0 && /^[A-Z]/.test(t.text));
  while (k > 0 && inPhrase(tokens[k - 1], k - 1)) k -= 1;
  return k > 0 && opensPhrase(tokens[k - 1]) ? k - 1 : k;
}

/** Whether the comma at `close` ends a relative clause that opens with ", which" after a noun. */
function afterRelativeClause(tokens: Token[], close: number): boolean {
  for (let k = close - 1; k > 1 && k > close - 16; k -= 1) {
    if (tokens[k].lower !== ',') continue;
    return /^(who|which)$/.test(tokens[k + 1].lower) && /^(NOUN|PROPN)$/.test(tokens[k - 1].pos);
  }
  return false;
}

/**
 * In a clause with no verb yet, a noun that WordNet knows as a verb, right after a noun phrase, is
 * the verb when what follows it can follow a verb (a determiner, preposition, adverb, pronoun,
 * adjective or the end) and its form fits the subject's number. When what follows is the start of
 * an object or a clause ("the", "them", "how") and the noun phrase before it opens with a
 * determiner, nothing else can read it but a verb, so it is one whatever its number: the agreement
 * rule then judges the number.
 */
export function repairVerbs(
  tokens: Token[],
  lexicon: Pick<NounSenses, 'isVerb' | 'isNoun' | 'isKindOfPerson' | 'isAdjective'>,
): void {
  const isVerbLemma = (lemma: string) => lexicon.isVerb(lemma);
  repairNames(tokens);
  repairPeoplesNames(tokens, lexicon);
  repairSubordinators(tokens);
  repairIndefinitePronouns(tokens);
  repairModals(tokens);
  const compoundNouns = repairNounCompounds(tokens, lexicon);
  repairCoordinatedVerbs(tokens, isVerbLemma);
  repairPossessedNouns(tokens);
  repairPastLemmas(tokens, isVerbLemma);
  repairVerbAfterAdjectiveHead(tokens, isVerbLemma);
  repairVerbAfterQuantity(tokens, isVerbLemma);
  repairQuestionClause(tokens, lexicon);
  for (const k of repairObjectCompoundHeads(tokens, lexicon)) compoundNouns.add(k);
  let clauseHasVerb = false;
  for (let c = 1; c < tokens.length; c += 1) {
    const t = tokens[c];
    // A new clause: after a comma, a conjunction ("before" too, whatever its tag) or a relative.
    if (
      t.lower === ',' ||
      t.pos === 'CCONJ' ||
      t.pos === 'SCONJ' ||
      SUBORDINATORS.has(t.lower) ||
      RELATIVE_PRONOUNS.has(t.base)
    )
      clauseHasVerb = false;
    if (t.pos === 'VERB' || t.pos === 'AUX') clauseHasVerb = true;
    if (!clauseHasVerb && pastParticipleAsVerb(tokens, c, isVerbLemma)) {
      clauseHasVerb = true;
      continue;
    }
    if (clauseHasVerb || t.pos !== 'NOUN' || t.clitic || compoundNouns.has(c) || possessedPlural(tokens, c))
      continue;
    const before = tokens[c - 1];
    const next = tokens[c + 1];
    if (
      before?.lower === ',' &&
      afterRelativeClause(tokens, c - 1) &&
      isVerbLemma(t.lemma) &&
      t.base !== t.lemma
    ) {
      // "the cliffs, which are made of clay, retreats by": the verb of the noun before the clause.
      t.pos = 'VERB';
      clauseHasVerb = true;
      continue;
    }
    if (!before) continue;
    // "subjects that train the skills": after a relative pronoun the noun before it is the subject.
    const relative =
      /^(that|which|who)$/.test(before.lower) && /^(NOUN|PROPN)$/.test(tokens[c - 2]?.pos ?? '');
    const subjectWord = relative ? tokens[c - 2] : before;
    // After a possessive ("their homes", "the town's rules") the word is the noun of that phrase.
    if (
      !/^(NOUN|PROPN|PRON)$/.test(subjectWord.pos) ||
      POSSESSIVE_DETERMINERS.has(before.base) ||
      before.clitic === "'s"
    )
      continue;
    const form = t.base === t.lemma ? 'plural' : thirdPerson(t.lemma) === t.base ? 'singular' : null;
    if (form === null || !isVerbLemma(t.lemma)) continue;
    const subject = numberOf(headBeforeOf(tokens, subjectWord, relative ? c - 2 : c - 1));
    const objectFollows =
      !relative &&
      next !== undefined &&
      OBJECT_START.test(next.lower) &&
      before.pos !== 'PRON' &&
      opensPhrase(tokens[phraseStart(tokens, c - 1)]);
    // The clause has no other verb to the end: this word is its verb whatever its number ("the
    // centre sort about forty tonnes"), and the agreement rule judges the number.
    // The clause ends at a comma before "but", "yet" or "so" ("The algorithm work well for…, but it
    // is"); ", and" may close a list ("An energy program, investment, and controlled inflation will").
    const clauseEnd = tokens.findIndex(
      (x, i) =>
        i > c && (x.lower === ';' || (x.lower === ',' && /^(but|yet|so)$/.test(tokens[i + 1]?.lower ?? ''))),
    );
    const onlyCandidate =
      !relative &&
      opensPhrase(tokens[phraseStart(tokens, c - 1)]) &&
      next?.pos !== 'NOUN' &&
      !tokens
        .slice(0, clauseEnd < 0 ? undefined : clauseEnd)
        .some((x) => x.pos === 'VERB' || x.pos === 'AUX');
    // "Neither Locke nor Russell claim to have refuted": after a name, a word before "to" and a plain
    // verb is the name's verb.
    const infinitiveAfterName =
      before.pos === 'PROPN' &&
      // Not a name describing a noun: "little American experience to follow".
      !/^(DET|ADJ)$/.test(tokens[c - 2]?.pos ?? '') &&
      next?.lower === 'to' &&
      tokens[c + 2]?.pos === 'VERB' &&
      tokens[c + 2].base === tokens[c + 2].lemma;
    // Its number must fit: "the fact that the school board is" keeps "board" a noun.
    const relativeVerb = relativeVerbBeforeMainVerb(tokens, c) && (subject === null || subject === form);
    // "illusions and hallucinations causes problems": a plural noun is hardly the modifier of an -s
    // word that an object follows, which is the verb; the agreement rule judges its number.
    const afterPlural =
      form === 'singular' &&
      before.pos === 'NOUN' &&
      before.base !== before.lemma &&
      numberOf(before) === 'plural' &&
      // The object: a determiner, an adjective, a number, a plural or an object pronoun
      // ("the sales figures show a rise" keeps "figures" a noun before the plain form that is
      // the verb; "sunlight and waves breaks it").
      next !== undefined &&
      (/^(DET|ADJ|NUM)$/.test(next.pos) ||
        (next.pos === 'NOUN' && numberOf(next) === 'plural') ||
        /^(it|them|him|her|us|me)$/.test(next.lower) ||
        // "many employees reports that they work": a clause after "that" is what the verb says.
        (next.lower === 'that' &&
          /^(i|we|they|he|she|you)$/.test(tokens[c + 2]?.lower ?? '') &&
          complements.verbTakesClause(t.lemma)));
    if (!objectFollows && !onlyCandidate && !relativeVerb && !afterPlural && !infinitiveAfterName) {
      // Before a noun only an -s form reads as a verb ("the packet records compliance"); "the body
      // clock shifts" keeps "clock" a noun.
      const objectNoun = next?.pos === 'NOUN' && form === 'singular';
      if (next && !objectNoun && !/^(DET|ADP|ADV|PRON|ADJ|PUNCT|NUM|SCONJ|PART)$/.test(next.pos)) continue;
      if (subject !== null && subject !== form) continue;
    }
    t.pos = 'VERB';
    // The "that" the tagger read as a determiner of the misread noun is the relative pronoun.
    if (relative) before.pos = 'PRON';
    clauseHasVerb = true;
  }
}

/**
 * "The detectors that some schools use are", "the songs the band play are": a noun right before the
 * main verb, after a phrase that opens a relative clause (after "that" or "which", or a determiner
 * right after a noun), is that clause's verb, whose object is the noun the clause describes.
 */
function relativeVerbBeforeMainVerb(tokens: Token[], c: number): boolean {
  const next = tokens[c + 1];
  if (!next || !(next.pos === 'AUX' || (next.pos === 'VERB' && !/ing$/.test(next.base)))) return false;
  const start = phraseStart(tokens, c - 1);
  const opener = tokens[start];
  const before = tokens[start - 1];
  if (RELATIVE_PRONOUNS.has(opener.lower) || start >= c || !before) return false;
  // After "that" a quantity may open the phrase ("that most shops sell").
  const relative = /^(that|which)$/.test(before.lower) && /^(NOUN|PROPN)$/.test(tokens[start - 2]?.pos ?? '');
  return (
    (relative && (opensPhrase(opener) || opener.pos === 'ADJ')) ||
    (before.pos === 'NOUN' && opensPhrase(opener))
  );
}

/**
 * "the costs of production rise": the noun a phrase's "of" phrase hangs on is the subject, unless it
 * is a quantity ("a number of cars"), whose number is its object's.
 */
function headBeforeOf(tokens: Token[], word: Token, at: number): Token {
  const start = phraseStart(tokens, at);
  const head = tokens[start - 2];
  if (tokens[start - 1]?.lower !== 'of' || !head || !/^(NOUN|PROPN)$/.test(head.pos)) return word;
  return QUANTITY_HEADS.has(head.base) ? word : head;
}

const MODALS = /^(can|could|will|would|shall|should|may|might|must)$/;

/**
 * A verb that can only be finite: a modal, a form of "be", "have" or "do", a past or an -s form, or
 * an "-ed" word the tagger calls an adjective with no noun after it to describe ("drowned out").
 */
function surelyFinite(tokens: Token[], k: number): boolean {
  const t = tokens[k];
  if (t?.pos === 'ADJ') return /[a-z]ed$/.test(t.base) && !/^(NOUN|ADJ)$/.test(tokens[k + 1]?.pos ?? '');
  if (!t || (t.pos !== 'VERB' && t.pos !== 'AUX')) return false;
  if (MODALS.test(t.base) || /^(is|are|was|were|has|have|had|does|did)$/.test(t.base)) return true;
  return t.pos === 'VERB' && t.base !== t.lemma && !/ing$/.test(t.base);
}

/**
 * "The server update ran overnight", "the noise from the ice machine drowned out": a word between a singular noun and a verb that can only be finite is the head of a compound noun,
 * when WordNet knows it as a noun and the phrase before it opens no clause of its own after a noun
 * ("the song the band play is" keeps "play" a verb). Returns those nouns, which the verb repairs
 * below leave alone.
 */
function repairNounCompounds(tokens: Token[], lexicon: Pick<NounSenses, 'isNoun'>): Set<number> {
  const repaired = new Set<number>();
  tokens.forEach((t, k) => {
    const before = tokens[k - 1];
    // After a noun, an adjective ("a high enough tip") or a possessive ("her gaze"), not "the song the band play".
    const modifier =
      (before?.pos === 'NOUN' && numberOf(before) === 'singular') ||
      before?.pos === 'ADJ' ||
      (before !== undefined && POSSESSIVE_DETERMINERS.has(before.lower));
    if (!/^(VERB|NOUN)$/.test(t.pos) || !modifier) return;
    let next = k + 1;
    while (tokens[next]?.pos === 'ADV') next += 1;
    // An "-ed" adjective after a verb is its complement ("my cousin get bored"), not a second verb.
    const finiteNext = surelyFinite(tokens, next) && (t.pos === 'NOUN' || tokens[next].pos !== 'ADJ');
    if (!finiteNext || !lexicon.isNoun(t.base)) return;
    const start = phraseStart(tokens, k - 1);
    if (/^(NOUN|PROPN)$/.test(tokens[start - 1]?.pos ?? '')) return;
    if (t.pos === 'VERB') {
      t.pos = 'NOUN';
      t.lemma = t.base;
    }
    repaired.add(k);
  });
  return repaired;
}

/**
 * "programs that help community needs.", "in government procurement programs,": an "-s" word that ends
 * its clause after bare nouns which are a verb's or a preposition's object is the plural head of a
 * compound noun, when WordNet knows it as a noun; a verb there would have no subject of its own.
 * Returns those nouns, which the verb repairs below leave alone.
 */
function repairObjectCompoundHeads(tokens: Token[], lexicon: Pick<NounSenses, 'isNoun'>): number[] {
  const repaired: number[] = [];
  tokens.forEach((t, k) => {
    const ends = tokens[k + 1] === undefined || tokens[k + 1].pos === 'PUNCT';
    if (!/^(VERB|NOUN)$/.test(t.pos) || !ends || !/[^s]s$/.test(t.base) || tokens[k - 1]?.pos !== 'NOUN')
      return;
    let start = k - 1;
    while (tokens[start - 1]?.pos === 'NOUN') start -= 1;
    const governor = tokens[start - 1];
    if (!governor || !/^(ADP|VERB)$/.test(governor.pos) || !lexicon.isNoun(t.lemma)) return;
    t.pos = 'NOUN';
    repaired.push(k);
  });
  return repaired;
}

/**
 * "the audience stood and cheers for minutes", "she wrote and edit the paper": a noun WordNet knows as
 * a verb, right after "and", "or" or "but" that follow a finite verb, is a second verb of the same
 * subject when it is in a verb's form and no noun follows it to make it a modifier.
 */
function repairCoordinatedVerbs(tokens: Token[], isVerbLemma: (lemma: string) => boolean): void {
  tokens.forEach((t, k) => {
    if (t.pos !== 'NOUN' || t.clitic || !/^(and|or|but)$/.test(tokens[k - 1]?.lower ?? '')) return;
    const first = tokens[k - 2];
    const finiteFirst =
      first?.pos === 'VERB' &&
      !/ing$/.test(first.base) &&
      (first.base !== first.lemma || /s$/.test(first.base));
    const verbForm = t.base === t.lemma || thirdPerson(t.lemma) === t.base;
    if (!finiteFirst || !verbForm || !isVerbLemma(t.lemma)) return;
    if (/^(NOUN|PROPN|ADJ)$/.test(tokens[k + 1]?.pos ?? '')) return;
    t.pos = 'VERB';
  });
}

const complements = new ClauseComplements();

/** "its leaves", "their homes": an -s word right after a possessive is a plural noun, not a verb. */
function repairPossessedNouns(tokens: Token[]): void {
  tokens.forEach((t, k) => {
    if (t.pos === 'VERB' && possessedPlural(tokens, k)) t.pos = 'NOUN';
  });
}

/**
 * An -s word after a possessive is its plural noun ("its leaves"); after a possessive and nouns, when
 * it ends its clause and its verb would want an object ("its trade routes."; "its engine runs." keeps
 * the verb).
 */
function possessedPlural(tokens: Token[], k: number): boolean {
  const t = tokens[k];
  if (!/[^s]s$/.test(t.base) || t.base === t.lemma) return false;
  let start = k - 1;
  while (tokens[start]?.pos === 'NOUN') start -= 1;
  const before = tokens[start];
  if (before?.pos !== 'PRON' || before.base === 'her' || !POSSESSIVE_DETERMINERS.has(before.base))
    return false;
  const endsClause = /^(PUNCT|CCONJ)$/.test(tokens[k + 1]?.pos ?? 'PUNCT');
  return start === k - 1 || (endsClause && !complements.verbTakesNoObject(t.lemma));
}
