import { matchCase, type Rule, type RuleFinding } from './rule';
import { finiteVerbs, verbTense } from './syntax';
import type { Token } from './token';
import { pastTense } from './verb-forms';

const SUBORDINATE = /^(since|because|if|although|though|when|while|as|after|before|until)$/;

/** Conjunctions of time: the two clauses they join tell one sequence of events, in one tense. */
const TIME_CONJUNCTIONS = /^(when|as|before|after|until|while|once)$/;

const finding = (verb: Token, other: Token): RuleFinding => ({
  issue: `Tense shift: "${verb.text}" is in the present tense but "${other.text}" in the same sequence of events is past; keep one tense ("${pastTense(verb.text, verb.lemma)}")`,
  start: verb.start,
  end: verb.end,
  replacement: matchCase(verb.text, pastTense(verb.text, verb.lemma)),
});

/**
 * Past and present mixed in one sequence of events: a main clause and a clause of time ("When Germany
 * gave…, it encourages"), or two verbs of one subject joined by and/but/or ("we record … and
 * calculated"). The present verb is reported, since narratives of events are told in the past;
 * perfects, modals and relative clauses (timeless facts) are left alone.
 */
export const tenseShift: Rule = ({ tokens }) => {
  const finite = finiteVerbs(tokens);
  const tenses = new Map(finite.map((v) => [v, verbTense(tokens, v)] as const));
  const clash = (a: number, b: number): RuleFinding[] => {
    const ta = tenses.get(a);
    const tb = tenses.get(b);
    if (!ta || !tb || ta === tb) return [];
    const [present, past] = ta === 'present' ? [a, b] : [b, a];
    return [finding(tokens[present], tokens[past])];
  };
  for (let s = 0; s < tokens.length; s += 1) {
    const t = tokens[s];
    const comparison = tokens.slice(Math.max(0, s - 4), s).some((x) => /^(as|same|such|so)$/.test(x.lower));
    const asIf =
      t.lower === 'as' && /^(if|though|well|much|many|long|soon|far)$/.test(tokens[s + 1]?.lower ?? '');
    if (TIME_CONJUNCTIONS.test(t.lower) && (t.pos === 'SCONJ' || t.pos === 'ADV') && !comparison && !asIf) {
      const inner = finite.find((v) => v > s);
      if (inner === undefined) continue;
      const comma = tokens.findIndex((x, i) => i > inner && x.lower === ',');
      const main =
        s === 0 || tokens[s - 1].lower === ','
          ? finite.find((v) => v > Math.max(comma, inner))
          : [...finite].reverse().find((v) => v < s);
      if (main !== undefined && (s === 0 || tokens[s - 1].lower === ',' ? comma > 0 : true)) {
        const found = clash(main, inner);
        if (found.length) return found;
      }
    }
    if (/^(and|but|or)$/.test(t.lower)) {
      let k = s + 1;
      const sameSubject = tokens[k]?.pos === 'PRON' && /^(i|we|he|she|they|it)$/.test(tokens[k].base);
      if (sameSubject) k += 1;
      while (tokens[k]?.pos === 'ADV') k += 1;
      if (!finite.includes(k)) continue;
      const first = [...finite].reverse().find((v) => v < s);
      if (first === undefined || tokens.slice(first, s).some((x) => /^(who|which|that)$/.test(x.lower)))
        continue;
      // The nearest verb before the conjunction must be that finite verb ("to start and stop" is not).
      const nearest = [...tokens.slice(0, s).entries()]
        .reverse()
        .find(([, x]) => x.pos === 'VERB' || x.pos === 'AUX');
      if (nearest && nearest[0] !== first) continue;
      // "is jerked and dragged", "small and isolated": participles sharing an auxiliary or an adjective.
      const participle = /(ed|en|wn)$/.test(tokens[k].base);
      if (participle && (tokens[first].pos === 'AUX' || tokens[s - 1].pos === 'ADJ')) continue;
      // The first verb belongs to a clause of time or reason ("since I was four, and I am").
      if (
        tokens
          .slice(Math.max(0, first - 4), first)
          .some((x) => x.pos === 'SCONJ' || SUBORDINATE.test(x.lower))
      )
        continue;
      if (sameSubject && tokens[first - 1]?.base !== tokens[s + 1].base) continue;
      const found = clash(first, k);
      if (found.length) return found;
    }
  }
  return [];
};
