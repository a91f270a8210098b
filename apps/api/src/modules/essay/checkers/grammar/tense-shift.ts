import { matchCase, type Rule, type RuleFinding } from './rule';
import { finiteVerbs, nounPhraseEndingAt, numberOf, verbTense } from './syntax';
import { subjectOf } from './subject';
import {
  attributiveVerb,
  clauseVerbs,
  pastConcessionInPresentFrame,
  plainFormInPastFrame,
  presentEventInPastFrame,
  sentenceAgainstNeighbours,
  sentenceTense,
  tellsEvent,
} from './tense-frame';
import { coordinatedClauses, mainVerbBefore, NOW, relativeClauseBetween } from './tense-coordination';
import { pastTimeOpening, presentAgainstPastTime } from './tense-markers';
import type { TaggedSentence, Token } from './token';
import { pastTense, thirdPerson } from './verb-forms';

const SUBORDINATE = /^(since|because|if|although|though|when|while|as|after|before|until)$/;

/** Words that measure the time between two clauses ("long after", "years before"), so each has its own. */
const INTERVAL = /^(long|shortly|soon|well|years|months|weeks|days|hours|minutes)$/;

/** Conjunctions of time: the two clauses they join tell one sequence of events, in one tense. */
const TIME_CONJUNCTIONS = /^(when|as|before|after|until|while|once)$/;

/** The present form of a past verb, for a subject of the given number ("were" → "are"). */
function presentForm(verb: Token, number: 'singular' | 'plural' | null): string {
  const irregular: Record<string, [string, string]> = {
    was: ['is', 'is'],
    were: ['is', 'are'],
    had: ['has', 'have'],
    did: ['does', 'do'],
  };
  const known = irregular[verb.lower];
  if (known) return known[number === 'plural' ? 1 : 0];
  return number === 'plural' ? verb.lemma : thirdPerson(verb.lemma);
}

/**
 * The verb at index v put into the given tense, for its subject's number ("were" → "are"); where no
 * subject is found, the number of the noun phrase right before it ("Just as the strings returned").
 */
function formIn(tokens: Token[], v: number, to: 'past' | 'present'): string {
  const verb = tokens[v];
  if (to === 'past') return pastTense(verb.text, verb.lemma);
  const before = nounPhraseEndingAt(tokens, v - 1);
  const number = subjectOf(tokens, v)?.number ?? (before ? numberOf(tokens[before.head]) : null);
  return presentForm(verb, number);
}

/** A finding that puts the verb at index v into the tense `to`, with the reason why. */
function shiftFinding(tokens: Token[], v: number, to: 'past' | 'present', reason: string): RuleFinding {
  const verb = tokens[v];
  const form = formIn(tokens, v, to);
  const was = to === 'past' ? 'present' : 'past';
  return {
    issue: `Tense shift: "${verb.text}" is in the ${was} tense but ${reason} ${to}; keep one tense ("${form}")`,
    start: verb.start,
    end: verb.end,
    replacement: matchCase(verb.text, form),
  };
}

/** The finding on the verb whose tense differs from the narrative's (the present one by default). */
function finding(tokens: Token[], wrong: number, other: number, to: 'past' | 'present'): RuleFinding {
  return shiftFinding(tokens, wrong, to, `"${tokens[other].text}" in the same sequence of events is`);
}

/** The finding on the verb of a sentence told in another tense than the sentences on either side. */
function neighbourFinding(tokens: Token[], v: number, to: 'past' | 'present'): RuleFinding {
  return shiftFinding(tokens, v, to, 'the sentences on either side tell the events in the');
}

/** The tense that leads among the given ones by half as many again, or undefined. */
function leadingTense(tenses: ('past' | 'present' | null)[]): 'past' | 'present' | undefined {
  const past = tenses.filter((t) => t === 'past').length;
  const present = tenses.filter((t) => t === 'present').length;
  if (past > present * 1.5) return 'past';
  if (present > past * 1.5) return 'present';
  return undefined;
}

/**
 * A time word used as a conjunction: tagged so, or a preposition the tagger chose ("before the
 * school accepts") that a clause follows, its subject right after it.
 */
function conjunction(tokens: Token[], s: number): boolean {
  if (tokens[s].pos === 'SCONJ' || tokens[s].pos === 'ADV') return true;
  if (tokens[s].pos !== 'ADP') return false;
  const verb = finiteVerbs(tokens).find((v) => v > s);
  return verb !== undefined && nounPhraseEndingAt(tokens, verb - 1)?.start === s + 1;
}

/**
 * Each sentence's narrativeTense: the tense of most finite verbs in its paragraph, when it leads the
 * other by half as many again. A sentence's own verbs decide first (tenseShift). Its neighbourTense:
 * the one tense both the sentence before and the sentence after it in the paragraph are told in.
 */
export function markNarrativeTense(sentences: TaggedSentence[], paragraphs: number[]): void {
  const counts = new Map<number, { past: number; present: number }>();
  sentences.forEach(({ tokens }, i) => {
    const count = counts.get(paragraphs[i]) ?? { past: 0, present: 0 };
    for (const v of clauseVerbs(tokens, finiteVerbs(tokens))) {
      const tense = verbTense(tokens, v);
      if (tense) count[tense] += 1;
    }
    counts.set(paragraphs[i], count);
  });
  const own = sentences.map(({ tokens }) =>
    sentenceTense(clauseVerbs(tokens, finiteVerbs(tokens)).map((v) => verbTense(tokens, v))),
  );
  sentences.forEach((sentence, i) => {
    const { past, present } = counts.get(paragraphs[i]) ?? { past: 0, present: 0 };
    sentence.narrativeTense = leadingTense([
      ...Array<'past'>(past).fill('past'),
      ...Array<'present'>(present).fill('present'),
    ]);
    const inParagraph = (k: number) => paragraphs[k] === paragraphs[i];
    if (
      i > 0 &&
      i + 1 < sentences.length &&
      inParagraph(i - 1) &&
      inParagraph(i + 1) &&
      own[i - 1] === own[i + 1]
    )
      sentence.neighbourTense = own[i - 1];
  });
}

/**
 * Past and present mixed in one sequence of events: a main clause and a clause of time ("When Germany
 * gave…, it encourages"), or two verbs of one subject joined by and/but/or ("we record … and
 * calculated"). The present verb is reported, since narratives of events are told in the past;
 * perfects, modals and relative clauses (timeless facts) are left alone. Then a clause against the
 * frame of its sentence, and a sentence against the sentences on either side (tense-frame.ts).
 */
export const tenseShift: Rule = ({ tokens, narrativeTense, neighbourTense }) => {
  const finite = clauseVerbs(tokens, finiteVerbs(tokens));
  const tenses = new Map(finite.map((v) => [v, verbTense(tokens, v)] as const));
  const pastFrame = pastTimeOpening(tokens, finite, tenses);
  // `fixed`: the tense a leading clause of time sets for the sequence ("When I collected the tubes,
  // two of them are missing": the collecting is past, so the finding is on "are").
  const clash = (a: number, b: number, fixed?: 'past'): RuleFinding[] => {
    const ta = tenses.get(a);
    const tb = tenses.get(b);
    if (!ta || !tb || ta === tb) return [];
    const [present, past] = ta === 'present' ? [a, b] : [b, a];
    // "I felt as you do now": a time word in the present verb's clause places it now.
    const clauseEnd = tokens.findIndex((x, i) => i > present && x.pos === 'PUNCT');
    if (tokens.slice(present, clauseEnd < 0 ? undefined : clauseEnd).some((x) => NOW.test(x.lower)))
      return [];
    // An opening phrase of time fixes the time of events, not of states that still hold ("Last month
    // we produced 5,500 planes and the rate is rising").
    const framed = pastFrame && tellsEvent(tokens, present);
    const lead = fixed ?? (framed ? 'past' : (leadingTense([...tenses.values()]) ?? narrativeTense));
    // "…who played the role in the 1949 production, gave a scream when Courage hears": a date in the
    // sentence says its past is meant, so a past verb is not put into the present.
    if (lead === 'present' && tokens.some((x) => /^(1[5-9]|20)\d\d$/.test(x.lower))) return [];
    return lead === 'present'
      ? [finding(tokens, past, present, 'present')]
      : [finding(tokens, present, past, 'past')];
  };
  for (let s = 0; s < tokens.length; s += 1) {
    const t = tokens[s];
    const comparison = tokens.slice(Math.max(0, s - 4), s).some((x) => /^(as|same|such|so)$/.test(x.lower));
    const asIf =
      t.lower === 'as' && /^(if|though|well|much|many|long|soon|far)$/.test(tokens[s + 1]?.lower ?? '');
    // "long after it was thrown away", "years before": the gap between the times is told.
    const interval = INTERVAL.test(tokens[s - 1]?.lower ?? '');
    if (TIME_CONJUNCTIONS.test(t.lower) && conjunction(tokens, s) && !comparison && !asIf && !interval) {
      const inner = finite.find((v) => v > s);
      if (inner === undefined) continue;
      const comma = tokens.findIndex((x, i) => i > inner && x.lower === ',');
      // The clause of time comes first: at the start (after adverbs only: "Just as") or after a comma.
      // "…, and when I walk to the rack it is there": after a conjunction it leads the next clause.
      // With no finite verb before it, the clause of time can only lead ("On the morning after we
      // arrived, we visit"): there is no main clause before it to hang off.
      const leading =
        tokens.slice(0, s).every((x) => x.pos === 'ADV') ||
        !finite.some((v) => v < s) ||
        tokens[s - 1].lower === ',' ||
        tokens[s - 1].pos === 'CCONJ';
      const main = leading
        ? finite.find((v) => v > Math.max(comma, inner))
        : [...finite].reverse().find((v) => v < s);
      if (main !== undefined && (leading ? comma > 0 : true)) {
        // A past clause of time leading in a paragraph not told in the present fixes the time.
        const fixed = leading && tenses.get(inner) === 'past' && narrativeTense !== 'present';
        const found = clash(main, inner, fixed ? 'past' : undefined);
        if (found.length) return found;
      }
    }
    const joined = coordinatedClauses(tokens, finite, s, tenses, pastFrame ? 'past' : narrativeTense);
    if (joined && (narrativeTense === 'past' || tellsEvent(tokens, joined.shifted)))
      return [finding(tokens, joined.shifted, joined.kept, 'past')];
    if (/^(and|but|or)$/.test(t.lower)) {
      let k = s + 1;
      const sameSubject = tokens[k]?.pos === 'PRON' && /^(i|we|he|she|they|it)$/.test(tokens[k].base);
      if (sameSubject) k += 1;
      while (tokens[k]?.pos === 'ADV') k += 1;
      if (!finite.includes(k)) continue;
      let first = [...finite].reverse().find((v) => v < s);
      if (first === undefined || tokens.slice(first, s).some((x) => /^(who|which|that)$/.test(x.lower)))
        continue;
      // The nearest verb before the conjunction must be that finite verb ("to start and stop" is not).
      const nearest = [...tokens.slice(0, s).entries()]
        .reverse()
        .find(([i, x]) => (x.pos === 'VERB' || x.pos === 'AUX') && !attributiveVerb(tokens, i));
      if (nearest && nearest[0] !== first) continue;
      // "is jerked and dragged", "small and isolated": participles sharing an auxiliary or an adjective.
      const participle = /(ed|en|wn)$/.test(tokens[k].base);
      if (participle && (tokens[first].pos === 'AUX' || tokens[s - 1].pos === 'ADJ')) continue;
      // "litter and poorly managed waste": between two nouns a participle describes the second.
      if (participle && tokens[s - 1].pos === 'NOUN' && tokens[k + 1]?.pos === 'NOUN') continue;
      // "he imagined a demon that deceived him, and he concludes": the same subject's verb is the main
      // clause's, before the relative clause.
      if (sameSubject && tokens[first - 1]?.base !== tokens[s + 1].base) {
        const main = mainVerbBefore(tokens, finite, s);
        if (main === undefined || tokens[main - 1]?.base !== tokens[s + 1].base) continue;
        if (!relativeClauseBetween(tokens, main, first)) continue;
        first = main;
      }
      // The first verb belongs to a clause of time or reason ("since I was four, and I am").
      if (
        tokens
          .slice(Math.max(0, first - 4), first)
          .some((x) => x.pos === 'SCONJ' || SUBORDINATE.test(x.lower))
      )
        continue;
      const found = clash(first, k);
      if (found.length) return found;
    }
  }
  const pastTime = presentAgainstPastTime(tokens, finite, tenses);
  if (pastTime) {
    const marker = tokens[pastTime.marker].text;
    return [shiftFinding(tokens, pastTime.shifted, 'past', `"${marker}" places its events in the`)];
  }
  const plainForm = plainFormInPastFrame(tokens, finite, tenses);
  if (plainForm) return [finding(tokens, plainForm.shifted, plainForm.kept, 'past')];
  const presentEvent = presentEventInPastFrame(tokens, finite, tenses, narrativeTense);
  if (presentEvent) return [finding(tokens, presentEvent.shifted, presentEvent.kept, 'past')];
  const pastConcession = pastConcessionInPresentFrame(tokens, finite, tenses, narrativeTense);
  if (pastConcession) return [finding(tokens, pastConcession.shifted, pastConcession.kept, 'present')];
  const apart = sentenceAgainstNeighbours(tokens, finite, tenses, neighbourTense);
  if (apart !== null && neighbourTense) return [neighbourFinding(tokens, apart, neighbourTense)];
  return [];
};
