import type { Rule } from './rule';
import type { Token } from './token';
import { contractedVerb, finiteVerbs, RELATIVE_PRONOUNS, SUBORDINATORS } from './syntax';

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
      if (!/^(VERB|AUX)$/.test(t.pos) || /ing$/.test(t.base)) return false;
      let before = i - 1;
      while (before > 0 && /^(ADV|PART)$/.test(tokens[before].pos)) before -= 1;
      return tokens[before]?.pos !== 'AUX' && tokens[before]?.lower !== 'to';
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
  return first.lower !== 'even' || SUBORDINATORS.has(second.lower);
}

/**
 * A sentence with no main clause: no finite verb at all ("Especially in the second half."), only a
 * subordinate clause ("Because the sample was small."), a relative clause ("Which meant that…") or
 * a participle phrase ("Showing how empty it was."). Lines without a full stop (headings), questions,
 * commands and "To …" aims are left alone.
 */
export function sentenceFragment(isVerbLemma: (lemma: string) => boolean): Rule {
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
  return ({ text, tokens }) => {
    const last = tokens[tokens.length - 1];
    if (!last || last.lower !== '.') return [];
    const body = tokens.filter((t) => t.pos !== 'PUNCT');
    if (body.length < 3) return [];
    const first = body[0];
    if (first.lower === 'to' || (first.pos === 'VERB' && first.base === first.lemma)) return [];
    // "I'm", "we're", "that's": a verb joined to its subject is finite too.
    const verbs = [...finiteVerbs(tokens), ...tokens.flatMap((t, i) => (contractedVerb(t) ? [i] : []))];
    const commas = tokens.filter((t) => t.lower === ',').length;
    let why: string | null = null;
    if (verbs.length === 0) {
      if (!hiddenVerb(tokens.filter((t) => t.pos !== 'PUNCT'))) why = 'it has no main verb';
    } else if (opensSubordinateClause(body) && commas === 0 && verbGroups(tokens).length === 1)
      why = `"${first.text}" makes it a subordinate clause with no main clause`;
    else if (RELATIVE_PRONOUNS.has(first.lower) && first.lower !== 'that' && commas === 0)
      why = `"${first.text}" opens a relative clause that has no sentence to belong to`;
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
