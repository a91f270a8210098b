/**
 * its/it's, their/there/they're, your/you're, told apart by what follows: a possessive stands before
 * a noun phrase, "it is", "they are", "you are" and "there is" before a verb, an adverb, a determiner
 * or an adjective that ends its phrase.
 */
import { matchCase, type Rule, type RuleFinding } from './rule';
import { governsNounPhraseOnly, nounAsModal, takesClause } from './syntax';
import { joiningHyphen, type Token } from './token';
import { inflectedPast, pastTense } from './verb-forms';

/**
 * A noun phrase (adjectives then a noun) starts at i; returns the index of its noun or -1. Adjectives
 * may be joined by commas ("its fiery, destructive rage"), and after an adjective an -s word the
 * tagger read as a verb is a plural noun ("their pitiful laments").
 */
function nounAhead(tokens: Token[], i: number): number {
  let k = i;
  const listComma = (t: Token | undefined) => t?.lower === ',' && k > i && tokens[k + 1]?.pos === 'ADJ';
  while (
    tokens[k] &&
    (tokens[k].pos === 'ADJ' ||
      tokens[k].pos === 'NUM' ||
      tokens[k].lower === 'own' ||
      joiningHyphen(tokens, k) ||
      listComma(tokens[k]))
  )
    k += joiningHyphen(tokens, k) ? 2 : 1;
  // "their full potential.": adjectives do not stack without "and" in a predicate, so the last of
  // two before the end of the phrase is a noun the tagger read as an adjective.
  if (
    k - i >= 2 &&
    tokens[k - 1].pos === 'ADJ' &&
    tokens[k - 2].pos === 'ADJ' &&
    (!tokens[k] || tokens[k].pos === 'PUNCT')
  )
    return k - 1;
  const pluralAsVerb = k > i && tokens[k]?.pos === 'VERB' && /[^s]s$/.test(tokens[k].base);
  if (tokens[k]?.pos === 'NOUN' || pluralAsVerb || (k > i && nounAsModal(tokens, k))) {
    while (tokens[k + 1]?.pos === 'NOUN') k += 1;
    return k;
  }
  return tokens[k - 1]?.lower === 'own' ? k - 1 : -1;
}

/** What follows shows a verb phrase or a complement: "its clear", "their going", "your able to". */
function startsPredicate(tokens: Token[], i: number): boolean {
  const next = tokens[i];
  if (!next) return false;
  if (next.pos === 'AUX' && nounAsModal(tokens, i)) return false;
  // "your there", "its here": a place adverb owns nothing.
  if (next.pos === 'DET' || next.pos === 'AUX' || /^(not|there|here)$/.test(next.lower)) return true;
  // "of its founding", "turn its back", "hurt your back.": after a preposition or a verb that takes no clause comes a
  // noun phrase, so the word is a possessive whatever the tagger made of the rest.
  if (governsNounPhraseOnly(tokens[i - 2])) return false;
  // "at its best", "did their worst": a superlative standing for a noun.
  if (/^(best|worst|most|least)$/.test(next.lower)) return false;
  if (next.pos === 'VERB') {
    // "its meaning changes": a gerund that heads the subject, followed by its verb.
    const after = tokens[i + 1];
    // An -s word after it may be that verb or a plural ("its meaning changes", "its running shoes").
    const verbLike = after && (after.pos === 'VERB' || after.pos === 'AUX' || /[^s]s$/.test(after.base));
    if (/ing$/.test(next.base) && verbLike) return false;
    // "their homes", "its runs": a plural noun the tagger read as a verb.
    if (/s$/.test(next.base) && next.base !== next.lemma) return false;
    // "their sworn duty", "your left side": a participle before a noun describes it.
    if (inflectedPast(next) && after?.pos === 'NOUN') return false;
    return next.base !== next.lemma || /ing$/.test(next.base);
  }
  // "its very high price" is possessive; "its still daytime", "its just people" are not.
  if (next.pos === 'ADV') return !(tokens[i + 1]?.pos === 'ADJ' && nounAhead(tokens, i + 1) >= 0);
  if (next.pos === 'ADJ' || (next.pos === 'NUM' && next.lower === 'one'))
    return next.lower !== 'own' && nounAhead(tokens, i) < 0;
  return false;
}

/**
 * "when its guessing.", "because your there.": after a word that only opens a clause, the possessive
 * and its noun would be the clause's subject, so a verb must follow before the sentence ends; when
 * none does, the word was "it is"/"you are" and the noun its complement. Words that are prepositions
 * too ("since its founding", "as its base") and clauses that go on past a comma or "and" ("though its
 * congener, butter, was") are left alone.
 */
const CLAUSE_ONLY_OPENERS =
  /^(when|whenever|if|because|unless|whether|although|though|while|whereas|how|why)$/;

function subjectWithoutVerb(tokens: Token[], i: number): boolean {
  if (!CLAUSE_ONLY_OPENERS.test(tokens[i - 1]?.lower ?? '')) return false;
  const noun = nounAhead(tokens, i + 1);
  if (noun < 0 || tokens[noun].pos !== 'NOUN') return false;
  for (let k = noun + 1; k < tokens.length; k += 1) {
    if (/^[.!?;:]$/.test(tokens[k].text)) return true;
    if (tokens[k].pos !== 'ADV') return false;
  }
  return true;
}

/** The lemmatiser spells lemmas the American way: "neighbour" is the plain form of "neighbor". */
const plainForm = (t: Token) =>
  t.base === t.lemma || t.base.replace(/our/, 'or').replace(/is(e|ing|ed)/, 'iz$1') === t.lemma;

/**
 * A noun, or a verb form that "are" cannot precede: a plain form ("you're phone") or an -s form,
 * which after "they're" is a plural noun the tagger read as a verb ("they're votes").
 */
const plainWord = (t: Token | undefined) =>
  t !== undefined &&
  (t.pos === 'NOUN' ||
    (t.pos === 'VERB' && (plainForm(t) || (/[^s]s$/.test(t.base) && !/ing$/.test(t.base)))));

/** "it's become", "it's cut": a plain form that is also the participle "it has" takes. */
const hasParticiple = (t: Token) =>
  t.pos === 'VERB' && (pastTense(t.lemma, t.lemma) === t.lemma || /^((be|over)?come|run)$/.test(t.lemma));

/** A possessive is wanted after "it's"/"they're"/"you're": "on it's own", "you're phone". */
function wantsPossessive(tokens: Token[], i: number): boolean {
  const before = tokens[i - 1];
  // "the weakness is it's demand for": "is it is" is no English, so this is the possessive, even of
  // a noun the tagger read as a verb; but a cleft's "it is" ("the point is it's people who matter")
  // has its relative clause after the noun.
  if (
    before?.lemma === 'be' &&
    before.pos === 'AUX' &&
    plainWord(tokens[i + 1]) &&
    !hasParticiple(tokens[i + 1])
  ) {
    let end = i + 1;
    while (tokens[end + 1]?.pos === 'NOUN') end += 1;
    if (!/^(who|that|which)$/.test(tokens[end + 1]?.lower ?? '')) return true;
  }
  const noun = nounAhead(tokens, i + 1);
  if (noun < 0) return false;
  if (tokens[i + 1].lower === 'own') return true;
  const after = tokens[noun + 1];
  if (before?.pos === 'ADP') return true;
  if (after && (after.pos === 'AUX' || (after.pos === 'VERB' && !/ing$/.test(after.base)))) return true;
  if (before?.pos === 'VERB' && !takesClause(before))
    return (
      !after ||
      after.pos === 'PUNCT' ||
      after.pos === 'CCONJ' ||
      (after.pos === 'ADP' && after.lower !== 'to')
    );
  return tokens[i].base !== 'it' && !before;
}

/**
 * A plain word after "you're"/"they're" that "are" cannot precede; not a "verb" before "to", which may
 * be an adjective the tagger misread ("you're right to ask").
 */
const plainPredicate = (tokens: Token[], i: number) =>
  plainWord(tokens[i + 1]) && !(tokens[i + 1].pos === 'VERB' && tokens[i + 2]?.lower === 'to');

/** Prepositions "there" may follow as a place: "from there", "out there", "near there". */
const PLACE_PREPOSITIONS =
  /^(from|in|into|over|up|down|out|near|around|through|under|on|to|back|along|beyond|across|inside|outside|by|since)$/;

/**
 * "there" as the possessive where a place cannot be: a superlative standing for a noun after a verb
 * ("did there best"), or a name-like adjective and its noun after a preposition that takes no place
 * adverb ("with there American accents").
 */
function ownedAfterThere(tokens: Token[], i: number): boolean {
  const before = tokens[i - 1];
  const next = tokens[i + 1];
  if (!before || !next) return false;
  if (/^(best|worst)$/.test(next.lower)) return before.pos === 'VERB' || before.lemma === 'do';
  return (
    before.pos === 'ADP' &&
    !PLACE_PREPOSITIONS.test(before.lower) &&
    next.pos === 'PROPN' &&
    tokens[i + 2]?.pos === 'NOUN'
  );
}

const BE = /^(is|are|was|were|will|has|have|had|seems?|remains?|appears?|must|may|might|could|should|would)$/;
const TIME_WORDS = /^(today|tonight|yesterday|tomorrow|now|once|again|every|last|next|too)$/;
const RELATIVE = /^(who|which|that)$/;

export const homophones: Rule = ({ tokens }) => {
  const found: RuleFinding[] = [];
  const flag = (t: Token, fix: string, why: string) =>
    found.push({
      issue: `"${t.text}" ${why}; use "${fix}"`,
      start: t.start,
      end: t.end,
      replacement: matchCase(t.text, fix),
    });
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    switch (t.lower) {
      case 'its':
        if (startsPredicate(tokens, i + 1) || subjectWithoutVerb(tokens, i))
          flag(t, "it's", 'is possessive; here it means "it is", so');
        break;
      case "it's":
        if (wantsPossessive(tokens, i)) flag(t, 'its', 'means "it is"; for the possessive');
        break;
      case 'their':
        if (
          next &&
          BE.test(next.lower) &&
          !nounAsModal(tokens, i + 1) &&
          (i === 0 ||
            tokens[i - 1].pos === 'PUNCT' ||
            tokens[i - 1].pos === 'CCONJ' ||
            tokens[i - 1].pos === 'SCONJ')
        )
          flag(t, 'there', 'is possessive; before a verb');
        else if (startsPredicate(tokens, i + 1) && next?.pos !== 'DET')
          flag(t, "they're", 'is possessive; here it means "they are", so');
        break;
      case 'there':
        if (ownedAfterThere(tokens, i)) flag(t, 'their', 'is a place; for "belonging to them"');
        else if (
          next &&
          !TIME_WORDS.test(next.lower) &&
          nounAhead(tokens, i + 1) >= 0 &&
          tokens[i - 1]?.pos !== 'AUX' &&
          !BE.test(next.lower) &&
          // "the men who work there travel": "there" ends a relative clause; the main verb follows.
          !(tokens[i - 1]?.pos === 'VERB' && RELATIVE.test(tokens[i - 2]?.lower ?? ''))
        )
          flag(t, 'their', 'is a place; for "belonging to them"');
        break;
      case "they're":
        if (wantsPossessive(tokens, i) || plainPredicate(tokens, i))
          flag(t, 'their', 'means "they are"; for the possessive');
        break;
      case 'your':
        if (startsPredicate(tokens, i + 1) || subjectWithoutVerb(tokens, i))
          flag(t, "you're", 'is possessive; here it means "you are", so');
        break;
      case "you're":
        if (wantsPossessive(tokens, i) || plainPredicate(tokens, i))
          flag(t, 'your', 'means "you are"; for the possessive');
        break;
      default:
    }
  });
  return found;
};
