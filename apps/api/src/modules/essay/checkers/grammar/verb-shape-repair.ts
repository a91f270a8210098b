/**
 * Repairs of the tagger's verbs that read a word's form and its next few neighbours only: lemmas of
 * "-ed" words, a verb after an adjective that heads its phrase or after a quantity, a question
 * clause's subject and verb, and an "-ed" adjective that is a past verb. Called by repairVerbs
 * (tag-repair.ts).
 */
import type { NounSenses } from './noun-senses';
import type { Token } from './token';
import { thirdPerson } from './verb-forms';

/**
 * "reweighed", "overheated": an "-ed" verb the lemmatiser does not know keeps itself as its lemma,
 * which reads as a present form; its stem (past a prefix such as "re-") is the lemma. A plain form
 * that ends in "ed" ("exceed", "speed") is a verb of its own.
 */
export function repairPastLemmas(tokens: Token[], isVerbLemma: (lemma: string) => boolean): void {
  for (const t of tokens) {
    if (t.pos !== 'VERB' || t.lemma !== t.base || !/[a-z]{3}ed$/.test(t.base) || isVerbLemma(t.base))
      continue;
    const prefix = /^(re|un|over|under|out|pre|mis|co)/.exec(t.base)?.[0] ?? '';
    const stem = stemOfPast(t.base.slice(prefix.length), isVerbLemma);
    const lemma = stemOfPast(t.base, isVerbLemma) ?? (prefix && stem ? prefix + stem : null);
    if (lemma) t.lemma = lemma;
  }
}

/**
 * "The rich get richer", "the centre sort about forty tonnes": in a sentence with no verb, a noun
 * WordNet knows as a verb after a determiner and an adjective that heads the phrase is the verb,
 * when what follows can follow a verb but hardly a noun (a determiner, adverb, number or adjective).
 */
export function repairVerbAfterAdjectiveHead(tokens: Token[], isVerbLemma: (lemma: string) => boolean): void {
  if (tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return;
  for (let c = 2; c < tokens.length - 1; c += 1) {
    const t = tokens[c];
    if (t.pos !== 'NOUN' || tokens[c - 1].pos !== 'ADJ' || tokens[c - 2].pos !== 'DET') continue;
    if (!/^(DET|ADV|NUM|ADJ)$/.test(tokens[c + 1].pos) || !isVerbLemma(t.lemma)) continue;
    if (t.base === t.lemma || thirdPerson(t.lemma) === t.base) {
      t.pos = 'VERB';
      return;
    }
  }
}

/**
 * "…, and several leave before the end": a quantity that stands for plural things ("several", "many",
 * "few", "both") opening a clause, then a plain noun WordNet knows as a verb and no other verb in
 * the clause: the quantity is the subject and the word its verb, since "several leave" cannot be a
 * phrase ("several leaves" would be).
 */
export function repairVerbAfterQuantity(tokens: Token[], isVerbLemma: (lemma: string) => boolean): void {
  for (let c = 1; c < tokens.length - 1; c += 1) {
    const t = tokens[c];
    const quantity = tokens[c - 1];
    const opener = tokens[c - 2];
    if (t.pos !== 'NOUN' || t.base !== t.lemma || !/^(several|many|few|both)$/.test(quantity.lower)) continue;
    if (opener !== undefined && opener.lower !== ',' && opener.pos !== 'CCONJ') continue;
    // "both waste and incompetence": a noun joined to another is a phrase.
    if (/^(NOUN|CCONJ)$/.test(tokens[c + 1].pos) || !isVerbLemma(t.lemma)) continue;
    const end = tokens.findIndex(
      (x, i) => i > c && (x.pos === 'PUNCT' || x.pos === 'CCONJ' || x.pos === 'SCONJ'),
    );
    const clause = tokens.slice(c + 1, end < 0 ? tokens.length : end);
    if (clause.some((x) => x.pos === 'VERB' || x.pos === 'AUX')) continue;
    t.pos = 'VERB';
    quantity.pos = 'PRON';
  }
}

/**
 * "why slang changes so fast": after a question word, a plain word the tagger read as the verb and an
 * -s word it read as a noun are the clause's subject and verb, when WordNet knows the first as a noun
 * and the second as a verb and nothing noun-like follows.
 */
export function repairQuestionClause(tokens: Token[], lexicon: Pick<NounSenses, 'isVerb' | 'isNoun'>): void {
  for (let k = 1; k < tokens.length - 2; k += 1) {
    const [subject, verb, after] = [tokens[k], tokens[k + 1], tokens[k + 2]];
    if (!/^(why|how|where|when)$/.test(tokens[k - 1].lower)) continue;
    if (subject.pos !== 'VERB' || subject.base !== subject.lemma || !lexicon.isNoun(subject.lemma)) continue;
    if (verb.pos !== 'NOUN' || thirdPerson(verb.lemma) !== verb.base || !lexicon.isVerb(verb.lemma)) continue;
    if (/^(NOUN|PROPN|ADJ)$/.test(after.pos)) continue;
    subject.pos = 'NOUN';
    verb.pos = 'VERB';
  }
}

/** The verb an "-ed" word comes from, when WordNet knows one: "tired" → "tire", "stopped" → "stop". */
function stemOfPast(word: string, isVerbLemma: (lemma: string) => boolean): string | null {
  if (!/ed$/.test(word)) return null;
  const candidates = [word.slice(0, -1), word.slice(0, -2), word.slice(0, -3), `${word.slice(0, -3)}y`];
  return candidates.find((c) => c.length > 1 && isVerbLemma(c)) ?? null;
}

/**
 * "both sides tired the winning goal came": an "-ed" word the tagger calls an adjective, right after
 * the clause's subject and not before a noun it could describe, is the clause's past-tense verb.
 */
export function pastParticipleAsVerb(
  tokens: Token[],
  c: number,
  isVerbLemma: (lemma: string) => boolean,
): boolean {
  const t = tokens[c];
  const before = tokens[c - 1];
  if (t.pos !== 'ADJ' || !before || !/^(NOUN|PROPN|PRON)$/.test(before.pos) || before.clitic) return false;
  if (/^(NOUN|PROPN|ADJ)$/.test(tokens[c + 1]?.pos ?? '')) return false;
  const stem = stemOfPast(t.base, isVerbLemma);
  if (!stem) return false;
  t.pos = 'VERB';
  t.lemma = stem;
  return true;
}
