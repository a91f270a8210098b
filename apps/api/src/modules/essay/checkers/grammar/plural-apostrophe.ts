import type { Rule, RuleFinding } from './rule';
import type { Token } from './token';

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
  if (next.pos === 'VERB') return next.base === next.lemma && !/ing$/.test(next.base);
  if (k === i + 1 && next.pos === 'ADP' && next.lower !== 'of') return true;
  // "allow new phrase's to travel": what is owned is never an infinitive.
  if (k === i + 1 && next.lower === 'to') return true;
  return k === i + 1 && (next.lower === ',' || next.lower === 'and' || next.lower === 'or');
}

export const pluralApostrophe: Rule = ({ tokens }) => {
  const found: RuleFinding[] = [];
  tokens.forEach((t, i) => {
    if (t.clitic !== "'s" || /^[A-Z]/.test(t.text) || t.base.length < 3) return;
    // The tagger may read the word before "'s" as a verb ("the potato extract's were", "bottle top's
    // and"), but "'s" never follows a verb (but "let's"); the noun reading is checked by what follows.
    // A lower-case word is no name although the tagger may say PROPN ("with customer's,").
    if (t.pos !== 'NOUN' && t.pos !== 'PROPN' && !(t.pos === 'VERB' && t.base !== 'let')) return;
    if (!notPossessive(tokens, i)) return;
    const plural = `${t.base}s`;
    found.push({
      issue: `"${t.text}" looks like a plural: plurals take no apostrophe ("${plural}")`,
      start: t.start,
      end: t.end,
      replacement: plural,
    });
  });
  return found;
};
