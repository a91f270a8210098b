import { cosine, nearMisspelling, tokenise, trigrams, type Token } from './answer-text';
import type { Lexicon } from './lexicon';

/** The names of the features, in the order of a feature vector; the learned model's weights follow it. */
export const FEATURE_NAMES = [
  'recallExact',
  'recallSynonym',
  'recallWithQuestion',
  'precision',
  'bigramRecall',
  'trigramCosine',
  'negationMismatch',
  'antonym',
  'answerNewWords',
  'pointNewWords',
  'questionCopy',
  'lengthRatio',
  'recallSpecific',
  // Interactions a linear model cannot form itself: coverage counts less when it is negated or opposed.
  'recallUnnegated',
  'recallUnopposed',
  'recallTimesPrecision',
  'specificTimesTrigrams',
] as const;

export type FeatureVector = number[];

/** How an answer compares with one marking point (or reference answer), with the words that matched. */
export interface PointComparison {
  features: FeatureVector;
  /** Answer tokens that match the point's words, exactly or as synonyms (question words included). */
  matched: Token[];
  /** Answer tokens that are antonyms of the point's words (increases where the point says decreases). */
  contradicting: Token[];
  /** Matched answer words under a negation the point does not have ("does not increase"), with the cue. */
  negated: Token[];
  /** Which wording matched best: the point itself or one of its alternatives. */
  wording: string;
}

type MatchKind = 'exact' | 'synonym' | 'antonym' | null;

/**
 * Compares an answer with a marking point in each of its wordings. Each feature takes its best value
 * over the wordings (the most coverage, the fewest contradiction cues); the quoted words come from the
 * wording that matches best. Words the question already uses earn nothing on their own: restating the
 * question is not an answer.
 */
export function comparePoint(
  lexicon: Lexicon,
  question: string,
  wordings: string[],
  answer: string,
): PointComparison {
  const answerTokens = tokenise(answer);
  const questionStems = new Set(
    tokenise(question)
      .filter((t) => t.content)
      .map((t) => t.stem),
  );
  const all = wordings.map((w) => compareWording(lexicon, questionStems, w, answer, answerTokens));
  const score = (c: PointComparison) => c.features[RECALL_SYNONYM] + c.features[TRIGRAM_COSINE];
  const best = all.reduce((a, b) => (score(b) > score(a) ? b : a));
  const features = best.features.map((_, i) =>
    CUES.has(i) ? Math.min(...all.map((c) => c.features[i])) : Math.max(...all.map((c) => c.features[i])),
  );
  return { ...best, features };
}

const RECALL_SYNONYM = FEATURE_NAMES.indexOf('recallSynonym');
const TRIGRAM_COSINE = FEATURE_NAMES.indexOf('trigramCosine');
/** Features that count against a point: their best value over the wordings is the lowest. */
const CUES = new Set([FEATURE_NAMES.indexOf('negationMismatch'), FEATURE_NAMES.indexOf('antonym')]);

function compareWording(
  lexicon: Lexicon,
  questionStems: Set<string>,
  wording: string,
  answer: string,
  answerTokens: Token[],
): PointComparison {
  const pointContent = tokenise(wording).filter((t) => t.content);
  const answerContent = answerTokens.filter((t) => t.content);
  const pointNew = pointContent.filter((t) => !questionStems.has(t.stem));
  const targets = pointNew.length > 0 ? pointNew : pointContent;
  const answerNew = answerContent.filter((t) => !questionStems.has(t.stem));

  const matched = new Set<Token>();
  const contradicting = new Set<Token>();
  let exact = 0;
  let synonym = 0;
  let specific = 0;
  let specificTotal = 0;
  for (const target of targets) {
    // Specific terms (few WordNet senses, or none: technical words) count for more than everyday ones.
    const weight = 1 / (1 + Math.log1p(lexicon.relations(target.word).senses));
    specificTotal += weight;
    const kinds = answerContent.map((a) => ({ token: a, kind: matchKind(lexicon, target, a) }));
    const hit = kinds.find((k) => k.kind === 'exact') ?? kinds.find((k) => k.kind === 'synonym');
    if (hit) {
      matched.add(hit.token);
      if (hit.kind === 'exact') exact++;
      synonym++;
      specific += weight;
    } else for (const k of kinds) if (k.kind === 'antonym') contradicting.add(k.token);
  }
  const agrees = (p: Token, a: Token) => {
    const kind = matchKind(lexicon, p, a);
    return kind === 'exact' || kind === 'synonym';
  };
  const withQuestion = pointContent.filter((p) => answerContent.some((a) => agrees(p, a))).length;
  // Evidence reads better with the question's words the point repeats ("the water evaporates").
  for (const a of answerContent) if (pointContent.some((p) => agrees(p, a))) matched.add(a);
  const precise = answerNew.filter((a) => pointContent.some((p) => agrees(p, a))).length;

  const negated = tokenise(wording).some((t) => t.negation) ? [] : negatedMatches(answerTokens, matched);
  const negations = (tokens: Token[]) => tokens.filter((t) => t.negation).length % 2;
  const share = (n: number, d: number) => (d > 0 ? n / d : 0);
  const features = [
    share(exact, targets.length),
    share(synonym, targets.length),
    share(withQuestion, pointContent.length),
    share(precise, answerNew.length),
    bigramRecall(pointContent, answerContent),
    cosine(trigrams(wording), trigrams(answer)),
    negations(answerTokens) !== negations(tokenise(wording)) ? 1 : 0,
    contradicting.size > 0 ? 1 : 0,
    Math.log1p(answerNew.length),
    Math.log1p(targets.length),
    share(answerContent.length - answerNew.length, answerContent.length),
    Math.min(3, share(answerContent.length, pointContent.length)),
    share(specific, specificTotal),
  ];
  const [, recall, , precision, , trigramCosine, negationMismatch, opposed] = features;
  features.push(
    recall * (1 - negationMismatch),
    recall * (1 - opposed),
    recall * precision,
    share(specific, specificTotal) * trigramCosine,
  );
  return { features, matched: [...matched], contradicting: [...contradicting], negated, wording };
}

/** Words a negation cue governs: the few words after it ("not" in "does not really increase"). */
const NEGATION_SCOPE = 3;

function negatedMatches(answer: Token[], matched: Set<Token>): Token[] {
  const found: Token[] = [];
  answer.forEach((token, i) => {
    if (!matched.has(token)) return;
    const cue = answer.slice(Math.max(0, i - NEGATION_SCOPE), i).find((t) => t.negation);
    if (cue) found.push(cue, token);
  });
  return found;
}

function matchKind(lexicon: Lexicon, target: Token, candidate: Token): MatchKind {
  if (target.stem === candidate.stem || nearMisspelling(target.word, candidate.word)) return 'exact';
  if (/^\d/.test(target.word) || /^\d/.test(candidate.word)) return null;
  const of = lexicon.relations(target.word);
  if (of.related.has(candidate.stem) || lexicon.relations(candidate.word).related.has(target.stem))
    return 'synonym';
  if (of.antonyms.has(candidate.stem)) return 'antonym';
  return null;
}

/** The share of the point's adjacent content-word pairs that occur adjacent in the answer. */
function bigramRecall(point: Token[], answer: Token[]): number {
  if (point.length < 2) return 0;
  const pairs = (tokens: Token[]) => tokens.slice(1).map((t, i) => `${tokens[i].stem} ${t.stem}`);
  const answerPairs = new Set(pairs(answer));
  const pointPairs = pairs(point);
  return pointPairs.filter((p) => answerPairs.has(p)).length / pointPairs.length;
}
