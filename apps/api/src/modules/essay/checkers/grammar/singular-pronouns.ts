/**
 * Singular pronouns that stand for several: "he" or "his" for several people, and "most of it"
 * with a plural verb.
 */
import type { NounSenses } from './noun-senses';
import { matchCase, type Rule, type RuleFinding } from './rule';
import { numberOf, verbNumber } from './syntax';
import type { Token } from './token';

/**
 * "he", "him" or "his" (or "she", "her") for several people: "Two students from my school told me that
 * his university accepted 80%", "Indirect realists accept…, and this makes him vulnerable". Nobody
 * single is named before the pronoun in its paragraph (no person noun in the singular, no name that
 * may be a person's, no "he" or "everyone" to carry on from), and people are named in the plural
 * earlier in its sentence: they are whom the pronoun stands for.
 */
const SINGULAR_PERSONAL = /^(he|him|his|himself|she|her|hers|herself)$/;
/** Words that stand for one person and that a "he" or "she" may carry on from. */
const ONE_PERSON = /^(he|him|his|himself|she|her|hers|herself|whoever)$/;
/** Words that pick one out of several: one person only before a person noun ("each of the students"). */
const ONE_OF = /^(one|each|either|neither)$/;
const INDEFINITE_PERSON = /^(every|some|any|no)(one|body)$/;

/** The plural of a personal pronoun, for the role it plays ("her" before a noun is "their"). */
function pluralOf(tokens: Token[], p: number): string {
  const word = tokens[p].lower;
  if (/^(he|she)$/.test(word)) return 'they';
  if (/^(himself|herself)$/.test(word)) return 'themselves';
  if (word === 'his' || word === 'hers')
    return tokens[p + 1] && /^(NOUN|ADJ|NUM)$/.test(tokens[p + 1].pos) ? 'their' : 'theirs';
  if (word === 'her' && /^(NOUN|ADJ|NUM)$/.test(tokens[p + 1]?.pos ?? '')) return 'their';
  return 'them';
}

export function singularPronounForPeople(senses: NounSenses): Rule {
  // A person's name is a word of letters ("A-levels" is not), its last word the one WordNet may know.
  const name = (tokens: Token[], i: number) =>
    tokens[i].pos === 'PROPN' &&
    tokens[i + 1]?.pos !== 'PROPN' &&
    /^[A-Z][a-z'’]+$/.test(tokens[i].text.slice(0, tokens[i].text.length - tokens[i].clitic.length)) &&
    senses.mayNamePerson(tokens[i].base);
  const personNoun = (t: Token | undefined) => t?.pos === 'NOUN' && senses.isPerson(t.lemma);
  /** Someone single a "he" or "she" may stand for. */
  const onePerson = (tokens: Token[], i: number) => {
    const t = tokens[i];
    if (t.pos === 'PROPN') return name(tokens, i);
    if (t.pos === 'NOUN') return numberOf(t) === 'singular' && personNoun(t);
    if (ONE_OF.test(t.lower)) return tokens.slice(i + 1, i + 4).some(personNoun);
    return ONE_PERSON.test(t.lower) || INDEFINITE_PERSON.test(t.lower);
  };
  /** The last plural person noun among the tokens ("students"), or -1. */
  const peopleIn = (tokens: Token[]) => {
    for (let i = tokens.length - 1; i >= 0; i -= 1) {
      const t = tokens[i];
      if (t.pos === 'NOUN' && t.base !== t.lemma && numberOf(t) === 'plural' && senses.isPerson(t.lemma))
        return i;
    }
    return -1;
  };

  const rule: Rule = ({ tokens, earlier }) => {
    // A paragraph's first sentence may carry on from someone named in the paragraph before.
    if (!earlier?.length || tokens.some((t) => /^["“”]$/.test(t.text))) return [];
    if (earlier.some((sentence) => sentence.some((_, i) => onePerson(sentence, i)))) return [];
    for (let p = 1; p < tokens.length; p += 1) {
      if (onePerson(tokens, p - 1)) return [];
      if (!SINGULAR_PERSONAL.test(tokens[p].lower)) continue;
      const people = peopleIn(tokens.slice(0, p));
      if (people < 0) return [];
      const fix = pluralOf(tokens, p);
      return [
        {
          issue: `Pronoun–antecedent agreement: "${tokens[p].text}" is singular but refers to "${tokens[people].text}", which is plural; use "${fix}"`,
          start: tokens[p].start,
          end: tokens[p].end,
          replacement: matchCase(tokens[p].text, fix),
        },
      ];
    }
    return [];
  };
  return (sentence) => {
    const found = rule(sentence);
    return found.length ? found : quantityOfIt(sentence.tokens, sentence.previous);
  };
}

/** Words of quantity before "of it": "most of it" is a part of one thing, "most of them" of several. */
const QUANTITY = /^(most|many|some|all|few|none|several|both|half)$/;

/**
 * "The Regal has 52 reviews, and most of it mention the seats": the plural verb after "most of it"
 * shows that "it" stands for several things (named as a plural before it), so it should be "them".
 */
function quantityOfIt(tokens: Token[], previous: Token[] | undefined): RuleFinding[] {
  for (let p = 2; p < tokens.length - 1; p += 1) {
    const it = tokens[p];
    if (it.lower !== 'it' || tokens[p - 1].lower !== 'of' || !QUANTITY.test(tokens[p - 2].lower)) continue;
    let v = p + 1;
    while (tokens[v]?.pos === 'ADV') v += 1;
    if (!tokens[v] || verbNumber(tokens[v]) !== 'plural') continue;
    const plurals = [...(previous ?? []), ...tokens.slice(0, p - 2)].filter(
      (t) => t.pos === 'NOUN' && t.base !== t.lemma && numberOf(t) === 'plural',
    );
    const antecedent = plurals[plurals.length - 1];
    if (!antecedent) continue;
    return [
      {
        issue: `Pronoun–antecedent agreement: "it" is singular but refers to "${antecedent.text}", which is plural (the verb "${tokens[v].text}" is plural too); use "them"`,
        start: it.start,
        end: it.end,
        replacement: matchCase(it.text, 'them'),
      },
    ];
  }
  return [];
}
