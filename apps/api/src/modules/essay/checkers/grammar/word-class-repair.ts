/**
 * Repairs of the tagger's word classes that need no clause around them: names it read as verbs, plural
 * names of peoples, subordinators it read as prepositions, closed-class pronouns and modals. Called
 * first by repairVerbs (tag-repair.ts), whose verb repairs read these classes.
 */
import type { NounSenses } from './noun-senses';
import type { Token } from './token';

/**
 * A capitalised word inside a sentence is a name, not a verb ("Roosevelt defeated Hoover", "Aaron
 * Burr called"), unless a quotation, a colon or a bracket opens before it ('she said: "Stop"').
 */
export function repairNames(tokens: Token[]): void {
  tokens.forEach((t, k) => {
    const opener = tokens[k - 1]?.text ?? '';
    if (t.pos === 'VERB' && k > 0 && /^[A-Z][a-z]/.test(t.text) && !/^["“'‘:([]$/.test(opener))
      t.pos = 'PROPN';
  });
}

/**
 * "Iraqis", "Americans", "Republicans": a name in -s whose singular is a kind of person in WordNet and
 * also an adjective (a people or a party: "Iraqi", "Canadian") is a plural noun, so its number counts;
 * not a name that is a plural of another person noun ("Crooks", "Sellers"), a surname after a first
 * name, nor a name WordNet lists as it is ("Adams", "Wales").
 */
export function repairPeoplesNames(
  tokens: Token[],
  lexicon: Pick<NounSenses, 'isNoun' | 'isKindOfPerson' | 'isAdjective'>,
): void {
  tokens.forEach((t, k) => {
    if (t.pos !== 'PROPN' || t.clitic || !/^[A-Z][a-z]+[^su]s$/.test(t.text)) return;
    if (tokens[k - 1]?.pos === 'PROPN' || lexicon.isNoun(t.lower)) return;
    const singular = t.lower.slice(0, -1);
    if (!lexicon.isKindOfPerson(singular) || !lexicon.isAdjective(singular)) return;
    t.pos = 'NOUN';
    t.lemma = singular;
  });
}

/**
 * "Although they were", "unless it rains": words that only ever open a clause, read by the tagger as
 * prepositions; "because" too, but not "because of", and "though" but not at a clause's end.
 */
export function repairSubordinators(tokens: Token[]): void {
  tokens.forEach((t, k) => {
    const next = tokens[k + 1];
    const opens =
      /^(although|unless|whereas|if)$/.test(t.lower) ||
      (t.lower === 'because' && next?.lower !== 'of') ||
      (t.lower === 'though' && next !== undefined && next.pos !== 'PUNCT');
    if (opens && t.pos !== 'SCONJ') t.pos = 'SCONJ';
  });
}

/** "everything", "someone", "nobody": pronouns of a closed class, never the verb the tagger may read. */
export function repairIndefinitePronouns(tokens: Token[]): void {
  for (const t of tokens)
    if (t.pos === 'VERB' && /^(every|some|any|no)(thing|one|body)$/.test(t.lower)) t.pos = 'PRON';
}

/** "all will turn out well": a modal the tagger read as a noun, before a plain verb, is an auxiliary. */
export function repairModals(tokens: Token[]): void {
  tokens.forEach((t, k) => {
    const next = tokens[k + 1];
    // Not "the will to win", "her will was": after an article or a possessive it is the noun.
    const noun = /^(the|a|an|my|your|his|her|its|our|their)$/.test(tokens[k - 1]?.lower ?? '');
    if (t.pos === 'NOUN' && /^(will|can|may|must|might)$/.test(t.lower) && k > 0 && !noun)
      if (next?.pos === 'VERB' && next.base === next.lemma) t.pos = 'AUX';
  });
}
