import type { NounSenses } from './noun-senses';
import type { Rule, RuleFinding } from './rule';
import type { Token } from './token';

/** "many of the", "some of these", "one of our": what follows names one of several things. */
const QUANTIFIER = /^(many|some|most|all|few|several|both|none|one|each|any|two|three|four|five)$/;
/** "the 1990's", "the 60's": a decade is a plural of years. */
const DECADE = /^(\d{2})?\d0$/;
/** Of capitalised words only the days of the week take a plural: "open on Wednesday's,". */
const DAY = /^(mon|tues|wednes|thurs|fri|satur|sun)day$/;

/** "many of the program's created": a possessive after a quantifier and "of" would need its noun. */
function afterQuantifier(tokens: Token[], i: number): boolean {
  let k = i - 1;
  if (tokens[k]?.pos === 'DET' || tokens[k]?.pos === 'PRON') k -= 1;
  return (
    tokens[k]?.lower === 'of' && (QUANTIFIER.test(tokens[k - 1]?.lower ?? '') || tokens[k - 1]?.pos === 'NUM')
  );
}

/**
 * An apostrophe in a plural: "the grower's often use", "the critic's who laughed", "customer's,".
 * A possessive "'s" stands before what is owned (a noun phrase); here the next word is a verb that
 * "is"/"has" cannot precede, a relative pronoun, a preposition or the end of a phrase.
 */
function notPossessive(tokens: Token[], i: number): boolean {
  let k = i + 1;
  while (tokens[k]?.pos === 'ADV') k += 1;
  const next = tokens[k];
  if (!next) return false;
  if (/^(who|which|that)$/.test(next.lower)) return true;
  if (next.pos === 'AUX')
    return /^(were|are|have|do|will|would|can|could|should|may|might|must)$/.test(next.base);
  if (next.pos === 'VERB')
    return (
      (next.base === next.lemma && !/ing$/.test(next.base)) || (k === i + 1 && afterQuantifier(tokens, i))
    );
  if (k === i + 1 && next.pos === 'ADP' && next.lower !== 'of') return true;
  // "allow new phrase's to travel": what is owned is never an infinitive.
  if (k === i + 1 && next.lower === 'to') return true;
  return k === i + 1 && (next.lower === ',' || next.lower === 'and' || next.lower === 'or');
}

/**
 * A word that may take a plural -s: a noun, or a word the tagger read otherwise. The tagger may read
 * the word before "'s" as a verb ("the potato extract's were", "bottle top's and"), but "'s" never
 * follows a verb (but "let's"), or as an adjective of a compound ("bottle top's and"), which is only
 * taken for a noun before "and"/"or" ("the future's at stake" is "is"); the noun reading is checked by
 * what follows. A lower-case word is no name although the tagger may say PROPN ("with
 * customer's,").
 */
function countable(t: Token, next: Token | undefined, senses: Pick<NounSenses, 'isNoun'>): boolean {
  if (/^[A-Z]/.test(t.text) || t.base.length < 3) return false;
  if (t.pos === 'NOUN' || t.pos === 'PROPN') return true;
  if (t.pos === 'VERB') return t.base !== 'let';
  return t.pos === 'ADJ' && senses.isNoun(t.base) && /^(and|or)$/.test(next?.lower ?? '');
}

export const pluralApostrophe =
  (senses: Pick<NounSenses, 'isNoun'>): Rule =>
  ({ tokens }) => {
    const found: RuleFinding[] = [];
    const flag = (base: string, start: number, end: number) =>
      found.push({
        issue: `"${base}'s" looks like a plural: plurals take no apostrophe ("${base}s")`,
        start,
        end,
        replacement: `${base}s`,
      });
    tokens.forEach((t, i) => {
      // The tagger splits "1990's" into the number, the apostrophe and "s".
      if (DECADE.test(t.text) && tokens[i + 1]?.text === "'" && tokens[i + 2]?.lower === 's') {
        if (tokens[i + 1].start === t.end && tokens[i + 2].start === tokens[i + 1].end)
          flag(t.text, t.start, tokens[i + 2].end);
        return;
      }
      // Or keeps it whole: "1960's".
      const decade = /^(.+)['’]s$/.exec(t.text);
      if (decade && DECADE.test(decade[1]) && t.pos === 'NUM') {
        flag(decade[1], t.start, t.end);
        return;
      }
      // It keeps a name's possessive whole ("Wednesday's"), with no clitic split off.
      const day = /^([a-z]+)'s$/.exec(t.lower);
      if (t.clitic === '' && day && DAY.test(day[1]) && notPossessive(tokens, i)) {
        flag(t.text.slice(0, -2), t.start, t.end);
        return;
      }
      if (t.clitic === "'s" && countable(t, tokens[i + 1], senses) && notPossessive(tokens, i))
        flag(t.text.slice(0, -2), t.start, t.end);
    });
    return found;
  };
