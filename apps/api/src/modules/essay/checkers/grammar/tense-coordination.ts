/**
 * Two main clauses joined by "and" or "but" (tense-shift.ts): which verb heads the first clause, and
 * whether the second clause's verb shifted tense against it.
 */
import { subjectOf } from './subject';
import { reportsClause } from './tense-frame';
import { pastTimeOpening } from './tense-markers';
import type { Token } from './token';

/** Words that place a clause at the time of writing. */
export const NOW = /^(now|today|nowadays|currently)$/;

const YEAR = /^(1[6-9]|20)\d\d$/;

/** Words that move the time of a clause, so a change of tense after them is meant ("but now I think"). */
const TIME_CHANGE =
  /^(now|today|nowadays|currently|still|anymore|later|soon|tomorrow|yet|since|ago|usually|always|never|often)$/;

const REPORTING_VERBS = /^(say|tell|explain|ask|write|report|claim|mention|warn|argue|suggest|show)$/;

/**
 * The last finite verb of a main clause before index s, past the verbs of relative and subordinate
 * clauses ("he imagined a demon that deceived him, and he concludes": "imagined").
 */
export function mainVerbBefore(tokens: Token[], finite: number[], s: number): number | undefined {
  return [...finite]
    .reverse()
    .filter((f) => f < s)
    .find((v) => {
      const opener = tokens
        .slice(0, v)
        .reverse()
        .find(
          (x) =>
            x.lower === ',' ||
            x.pos === 'CCONJ' ||
            x.pos === 'SCONJ' ||
            /^(who|which|that|what|how|why|where|when|if)$/.test(x.lower),
        );
      return !opener || opener.lower === ',' || opener.pos === 'CCONJ';
    });
}

/**
 * Whether the verb at index `inner` heads a relative clause on a noun after the verb at `main` ("he
 * imagined a demon that deceived him"), not a clause the main verb reports ("we proved that it is").
 */
export function relativeClauseBetween(tokens: Token[], main: number, inner: number): boolean {
  for (let k = inner - 1; k > main; k -= 1)
    if (/^(that|which|who|whom)$/.test(tokens[k].lower))
      return /^(NOUN|PROPN)$/.test(tokens[k - 1]?.pos ?? '');
  return false;
}

/**
 * Two main clauses joined by "and", "but" or "so", each with its own subject ("We go a goal down,
 * but the team kept"; "…was added and the oxygen produced is collected"), in different tenses where
 * the paragraph is told in the first clause's tense: the second verb is the one that shifted. Time
 * words ("now", "today", "still") and years mark a change of time that is meant.
 */
export function coordinatedClauses(
  tokens: Token[],
  finite: number[],
  s: number,
  tenses: Map<number, 'past' | 'present' | null>,
  narrativeTense: 'past' | 'present' | undefined,
): { kept: number; shifted: number } | null {
  if (!/^(and|but)$/.test(tokens[s].lower) || narrativeTense !== 'past') return null;
  const second = finite.find((v) => v > s);
  if (second === undefined) return null;
  const subject = subjectOf(tokens, second);
  if (!subject || subject.start <= s) return null;
  const between = tokens.slice(s + 1, second);
  if (between.some((x) => x.pos === 'PUNCT' || x.pos === 'SCONJ' || /^(who|which|that)$/.test(x.lower)))
    return null;
  const first = mainVerbBefore(tokens, finite, s);
  if (first === undefined) return null;
  const [a, b] = [tenses.get(first), tenses.get(second)];
  if (!a || !b || a === b) return null;
  // A number of days or a year between the clauses moves the time on ("but after three months I feel").
  // A phrase of time that opens the sentence sets the time of both clauses ("In 2015 England
  // introduced…, and the number falls"; "Two years ago we moved, and I start").
  const opening = pastTimeOpening(tokens, finite, tenses) ? finite[0] : 0;
  if (tokens.some((x, i) => i >= opening && (TIME_CHANGE.test(x.lower) || YEAR.test(x.lower)))) return null;
  if (between.some((x) => x.pos === 'NUM')) return null;
  const [kept, shifted] = a === 'past' ? [first, second] : [second, first];
  // Reported speech ("and she told me") and generic subjects ("cycling uses", "farmers grow") state
  // what holds at any time.
  if ([kept, shifted].some((v) => REPORTING_VERBS.test(tokens[v].lemma) && reportsClause(tokens, v)))
    return null;
  const shiftedSubject = subjectOf(tokens, shifted);
  const opener = shiftedSubject ? tokens[shiftedSubject.start] : undefined;
  // A determiner, a pronoun or a quantity standing for people ("and several leave").
  const quantity = opener !== undefined && /^(several|many|most|some|few|all|both)$/.test(opener.lower);
  if (!opener || !(opener.pos === 'DET' || opener.pos === 'PRON' || quantity)) return null;
  return { kept, shifted };
}
