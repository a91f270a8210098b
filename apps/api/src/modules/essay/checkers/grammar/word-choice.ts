/** Words confused by sound or by rule: then/than, affect/effect, "could of", less/fewer, who/whom. */
import { matchCase, type Rule, type RuleFinding } from './rule';
import { numberOf } from './syntax';
import type { NounSenses } from './noun-senses';
import type { Token } from './token';
import { objectWho, subjectWhom } from './who-whom';

/** What only "than" may end a comparison with: "more than expected", "faster than ever". */
const STANDARD_OF_COMPARISON =
  /^(expected|predicted|anticipated|planned|intended|usual|ever|necessary|needed)$/;

/** A comparative: "more", "less", "rather", "other", or an adjective or adverb in -er ("longer"). */
function isComparative(t: Token): boolean {
  if (/^(more|less|fewer|rather|other|better|worse|further|farther|else)$/.test(t.lower)) return true;
  return (t.pos === 'ADJ' || t.pos === 'ADV') && /er$/.test(t.lower) && t.lemma !== t.lower;
}

/**
 * A comparative a few words back, with no finite verb, conjunction or punctuation between: "longer
 * then a", "harder to control then" (an infinitive belongs to the comparison). Infinitives on both
 * sides ("better to plan for that then to pretend") or a verb after "rather" ("rather walk then
 * drive") let the comparison span more words, and so does the end of a comparison "than" alone takes
 * ("more people came then expected").
 */
function comparedByThen(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  const parallel = next?.lower === 'to' && tokens[i + 2]?.pos === 'VERB';
  const standardEnd = STANDARD_OF_COMPARISON.test(next?.lower ?? '');
  for (let k = i - 1; k >= 0 && k >= i - (parallel || standardEnd ? 8 : 6); k -= 1) {
    const w = tokens[k];
    const infinitive =
      w.pos === 'VERB' &&
      (tokens[k - 1]?.lower === 'to' || /^(rather|sooner)$/.test(tokens[k - 1]?.lower ?? ''));
    if (w.pos === 'PUNCT' || w.pos === 'CCONJ') return false;
    if ((w.pos === 'AUX' || (w.pos === 'VERB' && !infinitive)) && !standardEnd) return false;
    const beforeInfinitive = parallel && tokens[k + 1]?.lower === 'to';
    if (k < i - 4 && !infinitive && w.lower !== 'to' && !beforeInfinitive && !standardEnd) continue;
    if (isComparative(w)) return true;
  }
  return false;
}

/** Words a "than" may end a comparison after: "more", "rather", "other", "different"… */
const COMPARING = /^(more|less|fewer|rather|other|else|different|differently|sooner|prefer|preferable)$/;

/**
 * "First we mixed the solution, than we heated it": a "than" that opens a clause (at the start, after
 * a comma or "and") with its own subject and verb, and nothing before it to compare (no "more", no
 * "-er" form), is "then".
 */
function timeByThan(tokens: Token[], i: number): boolean {
  const before = tokens[i - 1];
  if (before && before.lower !== ',' && before.lower !== 'and') return false;
  const subject = tokens[i + 1];
  if (!subject || !/^(i|we|you|he|she|it|they|the|this|these|our|my|his|her|their)$/.test(subject.lower))
    return false;
  if (!tokens.slice(i + 2, i + 6).some((x) => x.pos === 'VERB' || x.pos === 'AUX')) return false;
  const comparative = (x: Token) =>
    COMPARING.test(x.lower) || (/^(ADJ|ADV)$/.test(x.pos) && /er$/.test(x.lower) && x.lemma !== x.lower);
  return !tokens.slice(0, i).some(comparative);
}

const MODALS = /^(could|should|would|must|might|may)$/;
const EFFECT = /^effect(s|ed|ing)?$/;
const AFFECT_NOUN_BEFORE = /^(an|the|this|that|its|their|his|her|no|any|some)$/;

export const wordChoice =
  (senses: Pick<NounSenses, 'isPerson'>): Rule =>
  ({ tokens }) => {
    const found: RuleFinding[] = [];
    const flag = (t: Token, fix: string, issue: string) =>
      found.push({ issue, start: t.start, end: t.end, replacement: matchCase(t.text, fix) });
    tokens.forEach((t, i) => {
      const next = tokens[i + 1];
      const before = tokens[i - 1];
      if (t.lower === 'then') {
        if (comparedByThen(tokens, i)) flag(t, 'than', 'Use "than" to compare; "then" is about time');
      } else if (t.lower === 'than') {
        if (timeByThan(tokens, i)) flag(t, 'then', 'Use "then" for what comes next; "than" is for comparing');
      } else if (MODALS.test(t.lower) && next?.lower === 'of' && tokens[i + 2]?.pos === 'VERB') {
        found.push({
          issue: `Use "have" rather than "of" after "${t.text}"`,
          start: next.start,
          end: next.end,
          replacement: 'have',
        });
      } else if (
        EFFECT.test(t.lower) &&
        !AFFECT_NOUN_BEFORE.test(before?.lower ?? '') &&
        before?.pos !== 'ADJ'
      ) {
        // Used as a verb: after a subject, a modal or "to", and followed by what it acts on.
        const object = next && /^(DET|PRON|NOUN|PROPN|ADJ|ADV|SCONJ)$/.test(next.pos) && next.lower !== 'of';
        const verbSlot =
          before &&
          (before.pos === 'PRON' ||
            before.pos === 'AUX' ||
            before.lower === 'to' ||
            before.pos === 'ADV' ||
            before.pos === 'NOUN');
        const nounCompound = before?.pos === 'NOUN' && (next?.pos === 'NOUN' || !object);
        if (object && verbSlot && !nounCompound && next.lower !== 'change')
          flag(
            t,
            t.lower.replace('effect', 'affect'),
            `"${t.text}" is the result; the verb meaning "to influence" is "affect"`,
          );
      } else if (t.lower === 'less' && next && next.pos === 'NOUN') {
        let k = i + 1;
        while (tokens[k + 1]?.pos === 'NOUN') k += 1;
        if (numberOf(tokens[k]) === 'plural')
          flag(
            t,
            'fewer',
            `Use "fewer" with things you can count ("${tokens[k].text}"); "less" is for amounts`,
          );
      } else if (t.lower === 'fewer' && next?.pos === 'NOUN' && before?.pos !== 'NUM') {
        // "fewer money", "fewer time": an amount, which no number counts, takes "less".
        let k = i + 1;
        while (tokens[k + 1]?.pos === 'NOUN') k += 1;
        if (numberOf(tokens[k]) === 'singular' && tokens[k].pos === 'NOUN')
          flag(
            t,
            'less',
            `Use "less" with an amount ("${tokens[k].text}"); "fewer" is for things you can count`,
          );
      } else if (
        t.lower === 'which' &&
        before?.pos === 'NOUN' &&
        senses.isPerson(before.lemma) &&
        /^(VERB|AUX)$/.test(next?.pos ?? '')
      ) {
        // "the customers which answered": a relative clause about people opens with "who".
        flag(t, 'who', `"Which" is for things; for people ("${before.text}"), use "who"`);
      } else if (t.lower === 'whom') {
        let k = i + 1;
        while (tokens[k]?.pos === 'ADV') k += 1;
        // "Whom did you invite": an auxiliary with its own subject after it makes "whom" the object.
        const ownSubject =
          tokens[k]?.pos === 'AUX' && /^(PRON|DET|NOUN|PROPN)$/.test(tokens[k + 1]?.pos ?? '');
        if (
          (tokens[k] &&
            (tokens[k].pos === 'AUX' || tokens[k].pos === 'VERB') &&
            before?.pos !== 'ADP' &&
            !ownSubject) ||
          subjectWhom(tokens, i)
        )
          flag(t, 'who', '"Whom" is an object; as the subject of its verb, use "who"');
      } else if (
        t.lower === 'who' &&
        before?.pos === 'ADP' &&
        next &&
        /^(PRON|DET|PROPN|NOUN)$/.test(next.pos)
      ) {
        flag(t, 'whom', 'After a preposition, use the object form "whom"');
      } else if (t.lower === 'who') {
        const subject = objectWho(tokens, i);
        const named = subject?.map((w) => w.text).join(' ');
        if (subject) flag(t, 'whom', `"Who" is the object here ("${named}" is the subject); use "whom"`);
      }
    });
    return found;
  };
