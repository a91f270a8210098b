/** Who or whom, by the job the word does in its own clause. */
import { takesClause } from './syntax';
import type { Token } from './token';

const SUBJECT_PRONOUNS = /^(i|he|she|we|they|you)$/;
const MODAL = /^(will|would|can|could|shall|should|may|might|must)$/;

/** The end of a subject at k: a subject pronoun, or a noun phrase ("the study", "politicians"). */
function subjectEnd(tokens: Token[], k: number): number {
  if (SUBJECT_PRONOUNS.test(tokens[k]?.lower ?? '')) return k;
  let end = k;
  const determined = tokens[end]?.pos === 'DET' && !/^(that|which|what)$/.test(tokens[end].lower);
  if (determined) end += 1;
  while (tokens[end]?.pos === 'ADJ') end += 1;
  if (!/^(NOUN|PROPN)$/.test(tokens[end]?.pos ?? '')) return -1;
  // "people who smoke incur": a bare noun in its plain form may be the verb the tagger misread; a
  // plural ("voters who politicians ignore") may not.
  if (!determined && end === k && tokens[end].pos === 'NOUN' && tokens[end].base === tokens[end].lemma)
    return -1;
  while (/^(NOUN|PROPN)$/.test(tokens[end + 1]?.pos ?? '')) end += 1;
  return end;
}

/**
 * The verb of a clause whose subject ends at `subject`: its index, or -1 when that verb is "be" or
 * one like it ("who they are": "who" is its complement, and right).
 */
function clauseVerb(tokens: Token[], subject: number): number {
  let k = subject + 1;
  while (tokens[k] && (tokens[k].pos === 'AUX' || tokens[k].pos === 'ADV' || tokens[k].pos === 'PART')) {
    if (tokens[k].lemma === 'be' || tokens[k].lemma === 'become') return -1;
    k += 1;
  }
  const verb = tokens[k];
  return verb?.pos === 'VERB' && !/^(be|become|seem|remain)$/.test(verb.lemma) ? k : -1;
}

/** Verbs that take a clause whose subject a "who" before them may be: "who we expected would win". */
const CLAUSE_TAKING = (t: Token) =>
  takesClause(t) ||
  /^(expect|assume|imagine|fear|wish|reckon|predict|insist|understand|hear|prove)$/.test(t.lemma);

/**
 * "senators, who he could not afford to offend", "the people who the study interviewed", "asked who
 * we should thank", "the friend to who I lent it": a "who" followed by a clause with a subject of its own is that clause's object,
 * so "whom". Returns that subject's tokens, or null. Not when "who" is the complement of "be" ("who
 * they are"), nor when the clause's verb takes a clause whose subject "who" is ("who I think is
 * right", "who she hoped would win"), nor opening a sentence, where "who" asks a question.
 */
export function objectWho(tokens: Token[], i: number): Token[] | null {
  const before = tokens[i - 1];
  if (!before || !/^(,|NOUN|PROPN|VERB|ADP)$/.test(before.pos === 'PUNCT' ? before.lower : before.pos))
    return null;
  // "To who should I write?": after a preposition, a question's auxiliary and then its subject.
  if (
    before.pos === 'ADP' &&
    tokens[i + 1]?.pos === 'AUX' &&
    SUBJECT_PRONOUNS.test(tokens[i + 2]?.lower ?? '')
  )
    return tokens.slice(i + 2, i + 3);
  const subject = subjectEnd(tokens, i + 1);
  if (subject < 0) return null;
  const verb = clauseVerb(tokens, subject);
  if (verb < 0 || CLAUSE_TAKING(tokens[verb])) return null;
  // "who the manager thought would", "who we believed could": a modal after the verb is the verb of
  // a clause "who" is the subject of.
  if (tokens[verb + 1]?.pos === 'AUX' && MODAL.test(tokens[verb + 1].lower)) return null;
  return tokens.slice(i + 1, subject + 1);
}

/**
 * "the author, whom I believe is right": "whom" with a parenthetic "I believe" is still the subject
 * of the verb that follows, so "who".
 */
export function subjectWhom(tokens: Token[], i: number): boolean {
  if (!SUBJECT_PRONOUNS.test(tokens[i + 1]?.lower ?? '')) return false;
  const verb = tokens[i + 2];
  const then = tokens[i + 3];
  return (
    verb?.pos === 'VERB' &&
    takesClause(verb) &&
    then !== undefined &&
    (then.pos === 'AUX' || (then.pos === 'VERB' && /[^s]s$/.test(then.base)))
  );
}
