import type { AnswerFlag, GradedPoint } from '@eps/contracts';
import type { GradingEngine, Marking, MarkingPoint, MarkingRequest } from '../grading-engine';
import { screenAnswer } from './answer-screens';
import { quotes } from './evidence';
import { exemplarFeatures, profileExemplars, profileOf } from './exemplar-features';
import { EXEMPLAR_MODEL } from './exemplar-model.weights';
import { Lexicon } from './lexicon';
import { exactAnswerOf, findExactAnswer } from './math-points';
import { comparePoint, type PointComparison } from './point-features';
import { predict, type PointModel } from './point-model';
import { POINT_MODEL } from './point-model.weights';
import { writeFeedback } from './offline-feedback';

/** A value or expression found (or not) by the CAS checker is all but certain. */
const EXACT_CONFIDENCE = 0.95;
/**
 * A point's words under a negation, or an antonym of one of them: a contradiction, unless the cue
 * belongs to another clause (word matching cannot tell), hence not a certain one.
 */
const CONTRADICTED_CONFIDENCE = 0.8;
/** A "do not accept" wording counts as given when this share of its words is in the answer. */
const REJECT_RECALL = 0.8;

/**
 * The offline marking engine: deterministic and explainable. A point given as a value or expression is
 * checked by the question bank's CAS checker (mathjs: units, tolerance, algebraic equivalence); a point
 * in words by a small logistic regression over lexical features (stems, WordNet synonyms and
 * antonyms, negation, coverage of the words the question does not already give), trained on the
 * SemEval-2013 training split. Its probability is the point's confidence. A point with marked
 * exemplars (earlier answers a teacher confirmed) is decided by a second model that also weighs how
 * close the answer is to the awarded and the not-awarded ones; without exemplars nothing changes.
 */
export class OfflineGrader implements GradingEngine {
  readonly kind = 'offline' as const;

  constructor(
    private readonly model: PointModel = POINT_MODEL,
    private readonly lexicon: Lexicon = new Lexicon(),
    private readonly exemplarModel: PointModel = EXEMPLAR_MODEL,
  ) {}

  mark(request: MarkingRequest): Promise<Marking> {
    return Promise.resolve(this.markNow(request));
  }

  markNow({ question, points, answer }: MarkingRequest): Marking {
    const comparisons = points.map((p) =>
      comparePoint(this.lexicon, question, [p.point, ...p.alternatives], answer),
    );
    const exactFound = points.map((p) => {
      const exact = exactAnswerOf(p);
      return exact ? findExactAnswer(exact, answer) : undefined;
    });
    const schemeText = points.flatMap((p) => [p.point, ...p.alternatives]).join('\n');
    const givesAValue = exactFound.some((found) => typeof found === 'string');
    const flags = screenAnswer(question, schemeText, answer, comparisons, givesAValue);
    const nothing = flags.some((f) => f !== 'padded');
    const graded = points.map((point, i) =>
      nothing
        ? notEarned(point, flags)
        : exactFound[i] !== undefined
          ? exactDecision(point, exactFound[i])
          : this.decide(question, point, answer, comparisons[i]),
    );
    return { points: graded, flags, feedback: writeFeedback(graded, flags) };
  }

  private decide(
    question: string,
    point: MarkingPoint,
    answer: string,
    comparison: PointComparison,
  ): GradedPoint {
    const base = { point: point.point, marks: point.marks, votes: null, partLabel: point.partLabel };
    const rejected = point.reject
      .map((wording) => comparePoint(this.lexicon, question, [wording], answer))
      .find((c) => c.features[0] >= REJECT_RECALL && c.features[0] > comparison.features[0]);
    if (rejected)
      return {
        ...base,
        awarded: false,
        verdict: 'rejected',
        evidence: quotes(answer, rejected.matched),
        confidence: EXACT_CONFIDENCE,
      };
    const opposite = comparison.negated.length > 0 ? comparison.negated : comparison.contradicting;
    // A teacher's marked answers that say the same thing (a negation is a term of its own there) are
    // better evidence than a cue near the point's words, which may belong to another clause: with
    // exemplars the cue is one feature among the rest (bench/grader: 2-way accuracy 0.784 → 0.793).
    if (opposite.length > 0 && !point.exemplars?.length)
      return {
        ...base,
        awarded: false,
        verdict: 'contradicted',
        evidence: quotes(answer, opposite),
        confidence: CONTRADICTED_CONFIDENCE,
      };
    const [model, features] = this.modelFor(point, answer, comparison);
    const probabilities = predict(model, features);
    const p = (name: string) => probabilities[model.classes.indexOf(name)] ?? 0;
    const correct = p('correct');
    const awarded = correct >= 0.5;
    const contradicted = !awarded && p('contradictory') > p('incorrect');
    return {
      ...base,
      awarded,
      verdict: awarded ? 'awarded' : contradicted ? 'contradicted' : 'missing',
      evidence: quotes(answer, contradicted && opposite.length > 0 ? opposite : comparison.matched),
      confidence: round(Math.max(correct, 1 - correct)),
    };
  }

  private modelFor(point: MarkingPoint, answer: string, comparison: PointComparison): [PointModel, number[]] {
    if (!point.exemplars?.length) return [this.model, comparison.features];
    const extra = exemplarFeatures(
      profileOf(this.lexicon, answer),
      profileExemplars(this.lexicon, point.exemplars),
    );
    return [this.exemplarModel, [...comparison.features, ...extra]];
  }
}

/** A point given as a value or expression: the CAS checker found it in the answer, or did not. */
function exactDecision(point: MarkingPoint, found: string | null): GradedPoint {
  return {
    point: point.point,
    marks: point.marks,
    awarded: found !== null,
    verdict: found !== null ? 'awarded' : 'missing',
    evidence: found !== null ? [found] : [],
    confidence: EXACT_CONFIDENCE,
    votes: null,
    partLabel: point.partLabel,
  };
}

function notEarned(point: MarkingPoint, flags: AnswerFlag[]): GradedPoint {
  return {
    point: point.point,
    marks: point.marks,
    awarded: false,
    verdict: 'missing',
    evidence: [],
    // An empty or copied answer is certain; off-topic rests on word matching, which can miss a paraphrase.
    confidence: flags.includes('off-topic') ? 0.9 : 1,
    votes: null,
    partLabel: point.partLabel,
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;
