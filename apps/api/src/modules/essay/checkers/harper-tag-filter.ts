import type { TaggedSentence, Token } from './grammar';
import { governsNounPhraseOnly, nounAsModal } from './grammar/syntax';
import { joiningHyphen } from './grammar/token';
import { inflectedPast, pastTense } from './grammar/verb-forms';

/** A harper.js finding placed in its sentence (offsets inside the sentence). */
export interface HarperFinding {
  start: number;
  end: number;
  issue: string;
  replacement: string;
}

/**
 * Whether our part-of-speech tags contradict a harper finding, which reads words by their
 * neighbours alone:
 * - "its effects depend" read as the verb "affect", "your kind email" as "you're kind", "who work
 *   there travel" as "their travel": the tagger puts the word inside a noun phrase (after a
 *   determiner or possessive, or a possessive before adjectives and a noun) or at a clause's end;
 * - "a big thank you goes": the pronoun is the object of a verb or preposition, so the verb after
 *   it has another subject;
 * - "refuses St John's proposal" read as wanting "refuses to": an object, an auxiliary or a noun
 *   compound follows, not a verb;
 * - "the change in mass" read as "en masse": the phrase describes the noun before it;
 * - "Whom did you invite" read as a subject: the auxiliary after it has a subject of its own;
 * - "an airing" read as a mass noun: a noun made from a verb's "-ing" names a countable event;
 * - "grade A", "0.2 A" read as the article: a capital "A" inside a sentence is a letter or a unit;
 * - "the way to peaceful settlements" read as "too", "see that that growth" as a repeated "that": a
 *   noun phrase follows.
 */
export function contradictedByTags(f: HarperFinding, sentence: TaggedSentence | undefined): boolean {
  if (!sentence) return false;
  const { tokens } = sentence;
  // The first word the span reaches (harper's spans may start at the space before a word).
  const i = tokens.findIndex((t) => f.start < t.end);
  if (i < 0) return false;
  const word = tokens[i];
  const before = tokens[i - 1];
  if (/^effects?$/.test(word.lower) && /^affects?$/i.test(f.replacement))
    return (
      before !== undefined &&
      (before.pos === 'DET' || before.pos === 'ADJ' || /^(its|their|his|her|our|your|my)$/.test(before.lower))
    );
  // "of its founding", "to their will": after a preposition or a verb that takes no clause comes a
  // noun phrase, so a possessive there is no "it is" or "they are"; nor before a modal with no
  // verb after it ("their will."), which is a noun.
  if (
    /^(its|their|your)$/.test(word.lower) &&
    /['’](re|s)$/i.test(f.replacement) &&
    (governsNounPhraseOnly(before) || nounAsModal(tokens, i + 1))
  )
    return true;
  if (word.lower === 'your' && /^you're$/i.test(f.replacement)) {
    let k = i + 1;
    while (/^(ADJ|ADV|NOUN)$/.test(tokens[k]?.pos ?? '')) k += 1;
    return k > i + 2 && tokens[k - 1].pos === 'NOUN';
  }
  // "seventeen-year-old's was": harper reads a noun's "'s" as "is", and "is was" as a repeated verb.
  if (/repeated verb/i.test(f.issue))
    return [word, before].some((t) => t?.clitic === "'s" && t.pos !== 'PRON');
  // "the men who work there travel": "there" ends a relative clause, and the main verb follows.
  if (word.lower === 'there' && /^their$/i.test(f.replacement))
    return before?.pos === 'VERB' && /^(who|which|that)$/.test(tokens[i - 2]?.lower ?? '');
  if (/agree in grammatical number with the pronoun/i.test(f.issue)) {
    // "He fed", "she cast": a past tense (not "were") has one form for every subject. Harper's span
    // may start at the pronoun.
    const verb = [word, tokens[i + 1]].find((t) => t?.pos === 'VERB' && t.lemma !== 'be');
    const past = (t: Token) => inflectedPast(t) || pastTense(t.lemma, t.lemma) === t.base;
    if (verb && past(verb)) return true;
    return before?.pos === 'PRON' && governsNounPhraseOnly(tokens[i - 2]);
  }
  // "to" is wanted before a verb only: not before an object ("refuses St John's proposal"), an
  // auxiliary ("defense needs will take") or a noun that another noun follows ("preparing display
  // boards").
  if (/complete the infinitive/i.test(f.issue)) {
    const k = tokens.findIndex((t) => t.start >= f.end);
    const next = tokens[k];
    // "preparing lay-up facilities": a word joined by a hyphen is part of a compound, no verb.
    const compound = joiningHyphen(tokens, k + 1) || (next?.pos === 'NOUN' && tokens[k + 1]?.pos === 'NOUN');
    return next !== undefined && (/^(DET|PROPN|PRON|NUM|AUX)$/.test(next.pos) || compound);
  }
  if (/en masse/i.test(f.replacement)) return before?.pos === 'NOUN';
  // "paved the way to peaceful settlements": before adjectives and their noun "to" is a preposition.
  if (word.lower === 'to' && /^too$/i.test(f.replacement)) {
    let k = i + 1;
    while (tokens[k]?.pos === 'ADJ') k += 1;
    return k > i + 1 && tokens[k]?.pos === 'NOUN';
  }
  // "we can see that that growth is slowing": the second "that" is the determiner of a noun phrase.
  if (/second "that"/.test(f.issue)) {
    const second = tokens.findIndex((t, k) => k > 0 && t.lower === 'that' && tokens[k - 1].lower === 'that');
    return second > 0 && /^(NOUN|ADJ|PROPN|NUM)$/.test(tokens[second + 1]?.pos ?? '');
  }
  // "an airing", "the tappings", "a serving": a noun made from a verb's "-ing" names a countable event.
  if (/mass noun/i.test(f.issue))
    return tokens.some((t) => t.start < f.end && t.end > f.start && /ings?$/.test(t.lower));
  // "grade A in maths", "Mr A agreed", "a current of 0.2 A": inside a sentence a capital "A" is a
  // letter, a name or a unit, never the article.
  if (/indefinite article/i.test(f.issue)) return word.text === 'A' && i > 0;
  if (word.lower === 'whom' && /^who$/i.test(f.replacement))
    return tokens[i + 1]?.pos === 'AUX' && /^(PRON|DET|NOUN|PROPN)$/.test(tokens[i + 2]?.pos ?? '');
  return false;
}
