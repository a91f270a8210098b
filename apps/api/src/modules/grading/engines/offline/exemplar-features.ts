import { cosine, tokenise } from './answer-text';
import type { Lexicon } from './lexicon';
import type { PointExemplar } from '../grading-engine';

/** What the similarity measures need of one answer, computed once per text. */
export interface AnswerProfile {
  /** Content-word stems (and "not" for a negation cue) with their counts: the TF of TF-IDF. */
  terms: Map<string, number>;
  /** WordNet synonyms and derivations of the answer's content words, as stems. */
  related: Set<string>;
}

export interface ProfiledExemplar {
  profile: AnswerProfile;
  awarded: boolean;
}

/**
 * The exemplar features, appended to the point features when a point has marked exemplars: how close
 * the answer is to the answers a person awarded the point and to those they did not.
 */
export const EXEMPLAR_FEATURE_NAMES = [
  'exemplarAwardedShare',
  'exemplarCount',
  'maxCosineAwarded',
  'maxCosineNotAwarded',
  'maxOverlapAwarded',
  'maxOverlapNotAwarded',
  'nearestVote',
] as const;

/** How many of the most similar exemplars vote on the answer. */
const NEIGHBOURS = 5;
const NEGATION_TERM = 'not';

export function profileExemplars(lexicon: Lexicon, exemplars: PointExemplar[]): ProfiledExemplar[] {
  return exemplars.map((e) => ({ profile: profileOf(lexicon, e.answer), awarded: e.awarded }));
}

export function profileOf(lexicon: Lexicon, text: string): AnswerProfile {
  const terms = new Map<string, number>();
  const related = new Set<string>();
  for (const token of tokenise(text)) {
    // A negation changes what an answer says: it is a term of its own, so "not" answers stay apart.
    const term = token.negation ? NEGATION_TERM : token.content ? token.stem : null;
    if (!term) continue;
    terms.set(term, (terms.get(term) ?? 0) + 1);
    if (token.content) for (const stem of lexicon.relations(token.word).related) related.add(stem);
  }
  return { terms, related };
}

/**
 * Features of an answer against a point's marked exemplars: the share awarded (the point's own prior),
 * the highest lemma TF-IDF cosine and WordNet-aware overlap with an awarded and with a not-awarded
 * exemplar, and the similarity-weighted vote of the nearest exemplars. IDF comes from the exemplars
 * themselves, so the words every answer to this question uses count for little.
 */
export function exemplarFeatures(answer: AnswerProfile, exemplars: ProfiledExemplar[]): number[] {
  const idf = inverseDocumentFrequency([answer, ...exemplars.map((e) => e.profile)]);
  const weighted = (p: AnswerProfile) => {
    const v = new Map<string, number>();
    for (const [term, count] of p.terms) v.set(term, count * (idf.get(term) ?? 0));
    return v;
  };
  const answerVector = weighted(answer);
  const scored = exemplars.map((e) => {
    const cosineSimilarity = cosine(answerVector, weighted(e.profile));
    const overlap = wordNetOverlap(answer, e.profile);
    return { awarded: e.awarded, cosineSimilarity, overlap, similarity: (cosineSimilarity + overlap) / 2 };
  });
  const best = (awarded: boolean, key: 'cosineSimilarity' | 'overlap') =>
    Math.max(0, ...scored.filter((s) => s.awarded === awarded).map((s) => s[key]));
  const awardedCount = exemplars.filter((e) => e.awarded).length;
  return [
    (awardedCount + 1) / (exemplars.length + 2),
    Math.log1p(exemplars.length),
    best(true, 'cosineSimilarity'),
    best(false, 'cosineSimilarity'),
    best(true, 'overlap'),
    best(false, 'overlap'),
    nearestVote(scored),
  ];
}

function nearestVote(scored: { awarded: boolean; similarity: number }[]): number {
  const nearest = [...scored].sort((a, b) => b.similarity - a.similarity).slice(0, NEIGHBOURS);
  const total = nearest.reduce((s, n) => s + n.similarity, 0);
  // No exemplar shares a word with the answer: the vote says nothing either way.
  if (total === 0) return 0.5;
  return nearest.reduce((s, n) => s + (n.awarded ? n.similarity : 0), 0) / total;
}

function inverseDocumentFrequency(profiles: AnswerProfile[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const p of profiles) for (const term of p.terms.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const idf = new Map<string, number>();
  for (const [term, n] of df) idf.set(term, Math.log((1 + profiles.length) / (1 + n)) + 1);
  return idf;
}

/**
 * The share of each answer's terms the other has, as itself or a WordNet relative (heat ~ warm),
 * averaged both ways so a long answer that contains a short one is close but not identical to it.
 */
function wordNetOverlap(a: AnswerProfile, b: AnswerProfile): number {
  const covered = (from: AnswerProfile, by: AnswerProfile) => {
    if (from.terms.size === 0) return 0;
    let hits = 0;
    for (const term of from.terms.keys()) if (by.terms.has(term) || by.related.has(term)) hits++;
    return hits / from.terms.size;
  };
  return (covered(a, b) + covered(b, a)) / 2;
}
