import { NounSenses } from './noun-senses';
import { matchCase, type Rule } from './rule';
import { finiteVerbs, isVerb, numberOf, verbNumber } from './syntax';
import { subjectOf } from './subject';
import type { Token } from './token';

const PLURAL_PRONOUNS = /^(they|them|their|themselves)$/;
/**
 * Words that name several people or things without a plural noun ("both", "others", "many"), or stand
 * for a plural named earlier ("their choice of the time. We know their choice of the place").
 */
const PLURAL_WORDS = /^(both|others|many|several|all|some|most|few|these|those|their|theirs|themselves)$/;
const SINGULAR_OF: Record<string, string> = { they: 'it', them: 'it', their: 'its', themselves: 'itself' };
/** Words that make a singular "they" natural: "everyone … their". */
const INDEFINITE_PEOPLE = /^(everyone|everybody|someone|somebody|anyone|anybody|no one|nobody|each|whoever)$/;

/** The tokens without the clauses opened by a subordinator and closed by a comma. */
function mainClauses(tokens: Token[]): Token[] {
  const kept: Token[] = [];
  let segment: Token[] = [];
  for (const t of [...tokens, null]) {
    if (t === null || t.lower === ',') {
      const first = segment.find((x) => x.pos !== 'CCONJ');
      if (!(first && (first.pos === 'SCONJ' || SUBORDINATE.test(first.lower)) && t !== null))
        kept.push(...segment);
      segment = [];
      if (t) kept.push(t);
    } else segment.push(t);
  }
  return kept;
}

/**
 * The words of a sentence that may name something a later pronoun stands for. Left out: a short
 * phrase with no verb, opened by a preposition and ended by a comma ("Confidence, in other words,
 * is"), and what "be" says its subject is ("is a poor guide"), which describes the subject rather
 * than naming a second thing.
 */
function referringWords(tokens: Token[]): Token[] {
  const left = new Set<number>();
  let open = -1;
  tokens.forEach((t, i) => {
    if (t.lower !== ',') return;
    const aside = tokens.slice(open + 1, i);
    if (aside[0]?.pos === 'ADP' && aside.length <= 5 && !aside.some((x) => isVerb(x) || x.pos === 'AUX'))
      for (let k = open + 1; k < i; k += 1) left.add(k);
    open = i;
  });
  tokens.forEach((t, i) => {
    if (t.lemma !== 'be' || !/^(a|an)$/.test(tokens[i + 1]?.lower ?? '')) return;
    let k = i + 1;
    while (/^(DET|ADJ|ADV)$/.test(tokens[k]?.pos ?? '')) left.add(k++);
    if (tokens[k]?.pos === 'NOUN') left.add(k);
  });
  return tokens.filter((_, i) => !left.has(i));
}

/** The consecutive proper nouns around index i: one name ("North Korea"). */
function nameAround(tokens: Token[], i: number): Token[] {
  let start = i;
  let end = i;
  while (tokens[start - 1]?.pos === 'PROPN') start -= 1;
  while (tokens[end + 1]?.pos === 'PROPN') end += 1;
  return tokens.slice(start, end + 1);
}

/** How the essay names the antecedent at index i: the whole name for a proper noun. */
const antecedentText = (tokens: Token[], i: number) =>
  tokens[i].pos === 'PROPN'
    ? nameAround(tokens, i)
        .map((t) => t.text)
        .join(' ')
    : tokens[i].text;

const SUBORDINATE =
  /^(if|when|because|although|though|since|while|after|before|unless|as|once|until|whenever)$/;

/**
 * "they", "them" or "their" for a single thing: "a company … their loan", "a reef … they can no
 * longer". The antecedent is the subject of the pronoun's clause when nothing plural comes between
 * them, or else every noun before the pronoun in its sentence. A person may be "they" (singular
 * they), so nouns whose most frequent WordNet sense is a person, names and "everyone" are left alone.
 */
export function pronounAntecedent(senses: NounSenses): Rule {
  // A possessive noun ("a school's identity") has the number of the noun without its "'s".
  // A noun of either number ("jellyfish", "sheep") after "a" or "an" in its phrase is one thing.
  const nounNumber = (t: Token, i?: number, tokens?: Token[]) => {
    const number = numberOf(t.clitic === "'s" ? { ...t, clitic: '' } : t);
    if (number !== null || i === undefined || !tokens) return number;
    let k = i - 1;
    while (k >= 0 && /^(ADJ|NOUN|VERB)$/.test(tokens[k].pos) && i - k < 4) k -= 1;
    return /^(a|an)$/.test(tokens[k]?.lower ?? '') ? 'singular' : null;
  };
  // The whole name as WordNet spells it ("north_korea"), or else its last word ("the Iranian Government").
  const placeOrGroupName = (i: number, tokens: Token[]) => {
    if (tokens[i].pos !== 'PROPN') return false;
    const name = nameAround(tokens, i).map((t) => t.base);
    return (
      senses.isPlaceOrGroupName(name.join('_')) ||
      (name.length > 1 && senses.isPlaceOrGroupName(name[name.length - 1]))
    );
  };
  const singularThing = (t: Token, i: number, tokens: Token[]) =>
    (t.pos === 'NOUN' && nounNumber(t, i, tokens) === 'singular' && !senses.isPerson(t.lemma)) ||
    placeOrGroupName(i, tokens);
  // Only a third person can be what "they" stands for: "we" and "you" never are.
  // A singular noun before another ("a carrier bag") only describes it, and names no person.
  const pluralOrPerson = (t: Token, i: number, tokens: Token[]) =>
    (t.pos === 'NOUN' &&
      (nounNumber(t, i, tokens) !== 'singular' ||
        (senses.isPerson(t.lemma) && tokens[i + 1]?.pos !== 'NOUN'))) ||
    // A name, or a plural-looking name after "the" ("the Berliners", "the Lanterns").
    (t.pos === 'PROPN' &&
      !placeOrGroupName(i, tokens) &&
      (tokens[i - 1]?.pos !== 'DET' || /[^s]s$/.test(t.base))) ||
    (t.pos === 'PRON' && /^(they|them|these|those|he|she|who)$/.test(t.base)) ||
    INDEFINITE_PEOPLE.test(t.base);

  /**
   * "A memory does not come with a label showing where they came from", "…a small present. I hope
   * you will like them.": nothing plural and no person before the pronoun in its sentence or in the
   * sentence before it, so the nearest single thing there is what it stands for. The first sentence
   * of a paragraph is left alone: its pronoun may stand for what the paragraph before named.
   */
  const plural = (list: Token[]) =>
    list.some((t, i) => pluralOrPerson(t, i, list) || t.pos === 'NUM' || PLURAL_WORDS.test(t.lower));
  const nothingPluralAround = (before: Token[], previous: Token[] | undefined) => {
    if (previous === undefined) return null;
    if (plural(before) || plural(referringWords(previous))) return null;
    for (const list of [before, previous]) {
      const thing = list
        .map((_, i) => i)
        .filter((i) => singularThing(list[i], i, list))
        .pop();
      if (thing !== undefined) return antecedentText(list, thing);
    }
    return null;
  };

  return ({ tokens, previous }) => {
    const finite = finiteVerbs(tokens);
    for (let p = 1; p < tokens.length; p += 1) {
      const pronoun = tokens[p];
      if (!PLURAL_PRONOUNS.test(pronoun.base) || pronoun.clitic) continue;
      // Clauses of condition or time before a comma ("If sales are slow, …") hold no antecedent.
      const before = mainClauses(tokens.slice(0, p));
      const coordinated = before.some(
        (t, i) => t.lower === 'and' && /^(NOUN|PROPN)$/.test(before[i - 1]?.pos ?? ''),
      );
      // "all of them", "some of them": part of a plural named before, whatever it was.
      if (pronoun.base === 'them' && tokens[p - 1]?.lower === 'of') continue;
      let antecedent: string | null = null;
      // The subject of the pronoun's clause, or of the verb it shares ("cannot reduce … and close them").
      const earlier = finite.filter((v) => v < p).reverse();
      const verb = earlier.find((v) => subjectOf(tokens, v) !== null);
      const subject = verb === undefined ? null : subjectOf(tokens, verb);
      // "I hope you will like them": a first or second person is never what "them" stands for.
      const speaker = subject !== null && /^(i|you|we)$/.test(tokens[subject.head].lower);
      // "Every fare rise hits them": an object right after its verb cannot stand for that verb's
      // subject (that would be "themselves"), whatever the subject's number ("teenagers tend to drop
      // them"); another single thing of the sentence may be what it stands for.
      const directObject = pronoun.base === 'them' && tokens[p - 1].pos === 'VERB';
      const subjectSpan = (i: number) => subject !== null && i >= subject.start && i <= subject.head;
      if (verb !== undefined && subject !== null && pronoun.base !== 'they' && !speaker) {
        // "The United States is": a place's name is one thing, whatever its last word looks like.
        const named = subject.number === null && placeOrGroupName(subject.head, tokens);
        // Past a plural subject, what "them" stands for may be in the sentence before.
        const pluralSubjectOnly = subject.number === 'plural' && previous !== undefined && !plural(previous);
        if (subject.number !== 'singular' && !named && !(directObject && pluralSubjectOnly)) continue;
        // "The audience were on their feet": a group its writer treats as plural may be "they".
        if (senses.isGroup(tokens[subject.head].lemma) && verbNumber(tokens[verb]) === 'plural') continue;
        const between = tokens.slice(verb + 1, p);
        const pluralBetween = between.some((t, i) => pluralOrPerson(t, verb + 1 + i, tokens));
        // "help them realize", "let them go": a verb after "them" makes them its doer, people.
        if (directObject && tokens[p + 1]?.pos === 'VERB') continue;
        // "ending congestion and smog … that created them": two things joined are plural ("…for a
        // jellyfish and eat them" joins two verbs).
        const nounsJoined = before.some(
          (t, i) =>
            t.lower === 'and' &&
            /^(NOUN|PROPN)$/.test(before[i - 1]?.pos ?? '') &&
            !(isVerb(before[i + 1]) && !/ing$/.test(before[i + 1].base)),
        );
        if (directObject && nounsJoined) continue;
        if (directObject) {
          const others = tokens
            .slice(0, p)
            .map((t, i) => ({ t, i }))
            .filter(({ i }) => !subjectSpan(i));
          const plural = others.some(({ t, i }) => pluralOrPerson(t, i, tokens));
          const thing = plural ? undefined : others.find(({ t, i }) => singularThing(t, i, tokens));
          antecedent = thing ? antecedentText(tokens, thing.i) : null;
        } else if (singularThing(tokens[subject.head], subject.head, tokens) && !pluralBetween)
          antecedent = antecedentText(tokens, subject.head);
      }
      // "…, and they", or "When the school fails, they": not "As a result, they", where an opening
      // phrase with no verb of its own leaves "they" to stand for what an earlier sentence named.
      const opensClause =
        /^(but|and|so)$/.test(tokens[p - 1].lower) ||
        (tokens[p - 1].lower === ',' && finite.some((v) => v < p - 1));
      // "When a school's identity depends on a jumper, they…": every noun before is a single thing.
      const all = tokens.slice(0, p);
      const nouns = all.map((t, i) => i).filter((i) => all[i].pos === 'NOUN' || placeOrGroupName(i, all));
      if (
        !antecedent &&
        opensClause &&
        nouns.length > 0 &&
        !coordinated &&
        !all.some((t, i) => pluralOrPerson(t, i, all))
      ) {
        const thing = nouns.find((i) => singularThing(all[i], i, all));
        antecedent = thing === undefined ? null : antecedentText(all, thing);
      }
      const beforeOutsideSubject = directObject
        ? before.filter((t) => !subjectSpan(tokens.indexOf(t)))
        : before;
      if (antecedent && beforeOutsideSubject.some((t, i) => pluralOrPerson(t, i, beforeOutsideSubject)))
        continue;
      // A subject "they" may name nobody in particular ("it says they will close"), except where a
      // clause about a place, time or cause opens with it ("showing where they came from").
      // "Let them be specific", "Give them a raise": a verb after "them" makes them its doers, and a
      // second object its receivers: people.
      const doers = pronoun.base === 'them' && /^(VERB|AUX|DET)$/.test(tokens[p + 1]?.pos ?? '');
      if (
        !doers &&
        (pronoun.base !== 'they' ||
          /^(where|when|why|how|because|if|although|while)$/.test(tokens[p - 1].lower))
      )
        antecedent ??= nothingPluralAround(all, previous);
      if (!antecedent) continue;
      const fix = SINGULAR_OF[pronoun.base];
      return [
        {
          issue: `Pronoun–antecedent agreement: "${pronoun.text}" is plural but refers to "${antecedent}", which is singular; use "${fix}"`,
          start: pronoun.start,
          end: pronoun.end,
          replacement: matchCase(pronoun.text, fix),
        },
      ];
    }
    return [];
  };
}
