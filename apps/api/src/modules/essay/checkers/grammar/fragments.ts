import type { Rule } from './rule';
import type { Token } from './token';
import { finiteVerbs, RELATIVE_PRONOUNS, SUBORDINATORS } from './syntax';

/**
 * A sentence with no main clause: no finite verb at all ("Especially in the second half."), only a
 * subordinate clause ("Because the sample was small."), a relative clause ("Which meant that…") or
 * a participle phrase ("Showing how empty it was."). Lines without a full stop (headings), questions,
 * commands and "To …" aims are left alone.
 */
export function sentenceFragment(isVerbLemma: (lemma: string) => boolean): Rule {
  /** A word the tagger did not read as a verb but that can be one, right after its subject. */
  const hiddenVerb = (tokens: Token[]) =>
    tokens.some(
      (t, i) =>
        i > 0 && /^(NOUN|PRON|PROPN)$/.test(tokens[i - 1].pos) && t.pos !== 'PUNCT' && isVerbLemma(t.lemma),
    ) || isVerbLemma(tokens[0].lower);
  return ({ text, tokens }) => {
    const last = tokens[tokens.length - 1];
    if (!last || last.lower !== '.') return [];
    const body = tokens.filter((t) => t.pos !== 'PUNCT');
    if (body.length < 3) return [];
    const first = body[0];
    if (first.lower === 'to' || (first.pos === 'VERB' && first.base === first.lemma)) return [];
    const verbs = finiteVerbs(tokens);
    const commas = tokens.filter((t) => t.lower === ',').length;
    let why: string | null = null;
    if (verbs.length === 0) {
      if (!hiddenVerb(tokens.filter((t) => t.pos !== 'PUNCT'))) why = 'it has no main verb';
    } else if (SUBORDINATORS.has(first.lower) && first.lower !== 'so' && commas === 0 && verbs.length === 1)
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
