import type { NounSenses } from './noun-senses';
import type { Rule } from './rule';
import type { Token } from './token';
import {
  contractedVerb,
  finiteVerbs,
  isVerb,
  POSSESSIVE_DETERMINERS,
  RELATIVE_PRONOUNS,
  SUBORDINATORS,
  TIME_OPENERS,
} from './syntax';

const QUANTIFIERS = /^(enough|more|less|much|little)$/;

/**
 * Verb groups: every auxiliary or verb that no auxiliary or "to" comes before, and no gerund, and every
 * verb joined to its subject ("it's"). Unlike finite verbs, a perfect counts ("I had never spoken").
 */
function verbGroups(tokens: Token[]): number[] {
  return tokens
    .map((_, i) => i)
    .filter((i) => {
      const t = tokens[i];
      if (contractedVerb(t)) return true;
      // A gerund is no verb group; "bring" and "sing" are plain forms.
      if (!/^(VERB|AUX)$/.test(t.pos) || (/ing$/.test(t.base) && t.base !== t.lemma)) return false;
      let before = i - 1;
      // Past adverbs and "not", but not past "to": "to apply" is an infinitive, not a second verb.
      while (before > 0 && /^(ADV|PART)$/.test(tokens[before].pos) && tokens[before].lower !== 'to')
        before -= 1;
      // "I need enough time": a plain form after a verb and a quantifier is a noun the tagger misread.
      if (tokens[before]?.pos === 'VERB' && QUANTIFIERS.test(tokens[i - 1].lower) && t.base === t.lemma)
        return false;
      return tokens[before]?.pos !== 'AUX' && tokens[before]?.lower !== 'to' && !attributive(tokens, i);
    });
}

/** "a themed menu", "the newly built school": a participle between a determiner and its noun. */
function attributive(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (t.pos !== 'VERB' || !/ed$/.test(t.base) || tokens[i + 1]?.pos !== 'NOUN') return false;
  const before = tokens[i - 1];
  return before?.pos === 'DET' || (before?.pos === 'ADV' && tokens[i - 2]?.pos === 'DET');
}

/** "For example, …", "However, …": an opening phrase of at most two words set off by a comma. */
function afterOpener(tokens: Token[]): number {
  const comma = tokens.findIndex((t) => t.lower === ',');
  return comma > 0 && comma <= 2 && tokens.slice(0, comma).every((t) => /^(ADP|NOUN|ADV)$/.test(t.pos))
    ? comma + 1
    : 0;
}

/**
 * "A question that will only become more urgent as more plastic breaks down.": a noun phrase and the
 * relative clause about it, with no verb of a main clause. Verbs after the relative clause's own
 * verb belong to it when "and" joins them ("that was seen and then forgotten"), or to clauses their
 * own subordinator opens ("as more plastic breaks down"); any other is the main verb.
 */
function nounWithRelativeClauseOnly(tokens: Token[], groups: number[]): boolean {
  let k = afterOpener(tokens);
  if (tokens[k]?.pos === 'DET') k += 1;
  while (/^(ADJ|NUM)$/.test(tokens[k]?.pos ?? '')) k += 1;
  if (tokens[k]?.pos !== 'NOUN') return false;
  while (tokens[k + 1]?.pos === 'NOUN') k += 1;
  const relative = k + 1;
  if (!/^(that|which|who)$/.test(tokens[relative]?.lower ?? '')) return false;
  const after = groups.filter((g) => g > relative);
  if (after.length === 0) return false;
  return after.slice(1).every((g, n) => {
    let joined = g - 1;
    while (/^(ADV|PART)$/.test(tokens[joined]?.pos ?? '')) joined -= 1;
    if (tokens[joined]?.pos === 'CCONJ') return true;
    return tokens.slice(after[n] + 1, g).some(
      (t) =>
        // Not "so" before an adjective, nor a preposition ("will come before you is").
        (SUBORDINATORS.has(t.lower) && t.pos !== 'ADP' && !(t.lower === 'so' && t.pos === 'ADV')) ||
        RELATIVE_PRONOUNS.has(t.lower),
    );
  });
}

/**
 * Whether the sentence opens with a subordinator whose clause follows: not "so", nor one before a
 * verb ("That is why…", where "that" is the subject), nor "even" without "if" or "though" ("Even the
 * staff agree").
 */
function opensSubordinateClause(body: Token[]): boolean {
  // "Especially when…", "Mainly because…": a focusing adverb before the subordinator.
  const lead = body[0].pos === 'ADV' && SUBORDINATORS.has(body[1]?.lower ?? '') ? 1 : 0;
  const [first, second] = body.slice(lead);
  if (!second) return false;
  if (!SUBORDINATORS.has(first.lower) || first.lower === 'so' || /^(VERB|AUX)$/.test(second.pos))
    return false;
  // "That program was improved": "that" read as a determiner opens a noun phrase, not a clause.
  if (first.lower === 'that' && first.pos === 'DET') return false;
  // "After that we went": a demonstrative is the preposition's object, and a main clause follows.
  const third = body[lead + 2];
  if (/^(that|this)$/.test(second.lower) && third && /^(PRON|DET)$/.test(third.pos)) return false;
  // "Since then the teams have had…", "Before the war the town was…": a time word's object, then the
  // main clause's subject, with no verb between.
  if (TIME_OPENERS.has(first.lower)) {
    const verb = body.findIndex((t, i) => i > lead && /^(VERB|AUX)$/.test(t.pos));
    const clause = body.slice(lead + 1, verb < 0 ? body.length : verb);
    // "Since October prices have…": after a name or a number, a noun opens the next phrase too.
    const nextPhrase = (t: Token, next: Token | undefined) =>
      /^(DET|PRON)$/.test(next?.pos ?? '') || (/^(PROPN|NUM)$/.test(t.pos) && next?.pos === 'NOUN');
    if (clause.some((t, i) => /^(NOUN|PROPN|ADV|NUM)$/.test(t.pos) && nextPhrase(t, clause[i + 1])))
      return false;
  }
  return first.lower !== 'even' || SUBORDINATORS.has(second.lower);
}

/**
 * A sentence with no main clause: no finite verb at all ("Especially in the second half."), only a
 * subordinate clause ("Because the sample was small."), a relative clause ("Which meant that…") or
 * a participle phrase ("Showing how empty it was."). Lines without a full stop (headings), questions,
 * commands and "To …" aims are left alone.
 */
export function sentenceFragment(senses: Pick<NounSenses, 'isVerb' | 'isAcknowledgment'>): Rule {
  const isVerbLemma = (lemma: string) => senses.isVerb(lemma);
  /** "Good morning, everyone.", "Thank you all.": a greeting, farewell or thanks needs no verb. */
  const opensWithAcknowledgment = (body: Token[]) =>
    senses.isAcknowledgment(
      body
        .slice(0, 2)
        .map((t) => t.lower)
        .join('_'),
    ) || senses.isAcknowledgment(body[0].lower);
  /**
   * A word the tagger did not read as a verb but that can be one, right after its subject, or a first
   * word that can be a command's verb (not an adverb: "Even my brother.").
   */
  const hiddenVerb = (tokens: Token[]) =>
    tokens.some(
      (t, i) =>
        i > 0 && /^(NOUN|PRON|PROPN)$/.test(tokens[i - 1].pos) && t.pos !== 'PUNCT' && isVerbLemma(t.lemma),
    ) ||
    (tokens[0].pos !== 'ADV' && isVerbLemma(tokens[0].lower));
  /**
   * "The trips that people post online cost…", "the men who fish there sail": after the first verb, a
   * noun that can be a verb, right after a noun, an adjective, an adverb or a pronoun that owns
   * nothing, may be the main verb the tagger misread; right after a relative pronoun, the relative
   * clause's verb.
   */
  const afterNonDeterminer = (t: Token) =>
    /^(NOUN|ADV|ADJ)$/.test(t.pos) || (t.pos === 'PRON' && !POSSESSIVE_DETERMINERS.has(t.lower));
  const verbReadAsNoun = (tokens: Token[]) => {
    const first = tokens.findIndex(isVerb);
    return tokens.some(
      (t, i) =>
        i > 0 &&
        t.pos === 'NOUN' &&
        // "lives" is "life" to the lemmatiser, and the verb "live" too.
        (isVerbLemma(t.lemma) || (/[^s]s$/.test(t.base) && isVerbLemma(t.base.slice(0, -1)))) &&
        // "People who smoke should pay": right after the relative pronoun, the relative clause's verb.
        // "…who felt encircled all saw the conflict": a noun with a determiner after it has an object.
        ((i > first && (afterNonDeterminer(tokens[i - 1]) || tokens[i + 1]?.pos === 'DET')) ||
          RELATIVE_PRONOUNS.has(tokens[i - 1].lower)),
    );
  };
  return ({ text, tokens }) => {
    const last = tokens[tokens.length - 1];
    if (!last || last.lower !== '.') return [];
    const body = tokens.filter((t) => t.pos !== 'PUNCT');
    if (body.length < 3) return [];
    const first = body[0];
    if (first.lower === 'to' || (first.pos === 'VERB' && first.base === first.lemma)) return [];
    // "I'm", "we're", "that's": a verb joined to its subject is finite too.
    const verbs = [
      ...finiteVerbs(tokens).filter((i) => !attributive(tokens, i)),
      ...tokens.flatMap((t, i) => (contractedVerb(t) ? [i] : [])),
    ];
    const commas = tokens.filter((t) => t.lower === ',').length;
    const groups = verbGroups(tokens);
    let why: string | null = null;
    if (verbs.length === 0) {
      if (!hiddenVerb(body) && !opensWithAcknowledgment(body)) why = 'it has no main verb';
    } else if (opensSubordinateClause(body) && commas === 0 && groups.length === 1)
      why = `"${first.text}" makes it a subordinate clause with no main clause`;
    else if (RELATIVE_PRONOUNS.has(first.lower) && first.lower !== 'that' && commas === 0)
      why = `"${first.text}" opens a relative clause that has no sentence to belong to`;
    else if (nounWithRelativeClauseOnly(tokens, groups) && !verbReadAsNoun(tokens))
      why = 'it is a noun phrase and a relative clause about it, with no main verb';
    else if (first.pos === 'VERB' && /ing$/.test(first.lower) && commas === 0) {
      const firstVerb = tokens.findIndex((_, i) => verbs.includes(i));
      const opener = tokens.findIndex((t) => /^(how|what|why|where|when|whether|who|which)$/.test(t.lower));
      if (opener >= 0 && opener < firstVerb)
        why = `the phrase opened by "${first.text}" has no subject and main verb`;
    }
    if (!why) return [];
    const at = tokens[0].start;
    return [
      {
        issue: `Sentence fragment: ${why}; join it to the sentence before or give it a subject and verb`,
        start: at,
        end: at + 1,
        replacement: text[at].toLowerCase() === text[at] ? text[at].toUpperCase() : text[at].toLowerCase(),
      },
    ];
  };
}
