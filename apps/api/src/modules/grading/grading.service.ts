import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  GradedAnswer,
  GradedPoint,
  GraderExemplar,
  GraderExemplarRequest,
  GraderHistoryResponse,
  GraderMarkRequest,
  GraderMarkResult,
  Role,
} from '@eps/contracts';
import { QuestionsRepository, type PartRow } from '../questions/questions.repository';
import { GRADING_ENGINE, type GradingEngine, type MarkingPoint } from './engines/grading-engine';
import { GradingErrors } from './grading.errors';
import { GradingRepository } from './grading.repository';
import { MarkingExemplarsRepository, type SchemeKey } from './marking-exemplars.repository';

/** Below this confidence a decision is a guess the student should take to their teacher. */
export const BORDERLINE_CONFIDENCE = 0.7;

export interface MarkingTarget {
  question: string;
  points: MarkingPoint[];
  questionId: string | null;
  partId: string | null;
  key: SchemeKey;
}

/** Marks an answer against a bank question's mark scheme or the caller's own, and keeps the record. */
@Injectable()
export class GradingService {
  constructor(
    @Inject(GRADING_ENGINE) private readonly engine: GradingEngine,
    private readonly questions: QuestionsRepository,
    private readonly repo: GradingRepository,
    private readonly exemplars: MarkingExemplarsRepository,
  ) {}

  async mark(userId: string, body: GraderMarkRequest): Promise<GraderMarkResult> {
    const target = body.questionId ? await this.bankTarget(body.questionId, body.partId) : ownTarget(body);
    const marked = await this.exemplars.forScheme(target.key);
    const marking = await this.engine.mark({
      question: target.question,
      points: target.points.map((p) => ({ ...p, exemplars: verdictsOn(p.point, marked) })),
      answer: body.answer,
    });
    const score = sum(marking.points.filter((p) => p.awarded));
    const maxScore = sum(marking.points);
    const result = {
      score,
      maxScore,
      points: marking.points,
      feedback: marking.feedback,
      borderline: isBorderline(marking.points, score, maxScore, marking.flags.includes('padded')),
      flags: marking.flags,
      engine: this.engine.kind,
      questionId: target.questionId,
      partId: target.partId,
    };
    const id = await this.repo.save(userId, {
      question: target.question,
      answer: body.answer,
      points: target.points,
      result,
    });
    return { id, ...result };
  }

  async history(userId: string): Promise<GraderHistoryResponse> {
    return { items: await this.repo.history(userId) };
  }

  /** One of the caller's graded answers with its question, answer and scheme (the history reopens it). */
  async gradedAnswer(userId: string, id: string): Promise<GradedAnswer> {
    const found = await this.repo.find(userId, id);
    if (!found) throw GradingErrors.gradedAnswerNotFound();
    return found;
  }

  /**
   * A teacher's (or admin's) verdicts on a graded answer, kept as a marked exemplar of its scheme. A
   * teacher confirms the answers they marked themselves (a student's answer they put through the
   * grader); an admin any. Anyone else's graded answer is not found.
   */
  async confirmExemplar(
    user: { id: string; role: Role },
    body: GraderExemplarRequest,
  ): Promise<GraderExemplar> {
    const graded = await this.exemplars.gradedAnswer(body.gradedAnswerId);
    if (!graded || (user.role !== 'admin' && graded.userId !== user.id))
      throw GradingErrors.gradedAnswerNotFound();
    if (body.points.length !== graded.markScheme.length)
      throw GradingErrors.verdictCountMismatch(graded.markScheme.length);
    const key: SchemeKey = graded.questionId
      ? { questionId: graded.questionId, partId: graded.partId, schemeHash: null }
      : { questionId: null, partId: null, schemeHash: schemeHashOf(graded.markScheme) };
    const points = graded.markScheme.map((p, i) => ({ point: p.point, awarded: body.points[i].awarded }));
    return this.exemplars.save(graded, key, points, 'teacher', user.id);
  }

  /** A bank question: one part's scheme when partId is given, else every part's points in order. */
  async bankTarget(questionId: string, partId: string | undefined): Promise<MarkingTarget> {
    const found = await this.questions.findApproved(questionId);
    if (!found) throw GradingErrors.questionNotFound();
    const parts = partId ? found.parts.filter((p) => p.id === partId) : found.parts;
    if (partId && parts.length === 0) throw GradingErrors.unknownPart();
    const points = parts.flatMap(partPoints);
    if (points.length === 0) throw GradingErrors.nothingToMark();
    return {
      question: [found.question.stem, ...parts.map((p) => p.prompt)].filter(Boolean).join('\n'),
      points,
      questionId,
      partId: partId ?? null,
      key: { questionId, partId: partId ?? null, schemeHash: null },
    };
  }
}

/** A part's mark-scheme points; a part without any but with a checkable answer is one point worth its marks. */
function partPoints(part: PartRow): MarkingPoint[] {
  const partLabel = part.label || null;
  if (part.mark_scheme.length > 0)
    return part.mark_scheme.map((m) => ({
      point: m.point,
      marks: m.marks,
      alternatives: m.alternatives,
      reject: m.reject,
      partLabel,
    }));
  const answer = part.answer;
  const point =
    part.answer_type === 'numeric' && answer?.value !== undefined
      ? `${answer.value}${answer.units ? ` ${answer.units}` : ''}`
      : part.answer_type === 'algebraic' && answer?.expression
        ? answer.expression
        : null;
  if (!point || !answer) return [];
  return [
    {
      point,
      marks: Math.max(part.marks, 1),
      alternatives: [],
      reject: [],
      partLabel,
      exact: { type: part.answer_type, answer },
    },
  ];
}

/** The caller's own scheme; a reference answer is a one-point scheme. */
function ownTarget(body: GraderMarkRequest): MarkingTarget {
  const points: MarkingPoint[] = body.markScheme
    ? body.markScheme.map((p) => ({ ...p, partLabel: null }))
    : [{ point: body.referenceAnswer!, marks: 1, alternatives: [], reject: [], partLabel: null }];
  return ownSchemeTarget(body.question ?? '', points);
}

/** A scheme written by its user (the grader's own scheme, a teacher's rubric), known by its hash. */
export function ownSchemeTarget(question: string, points: MarkingPoint[]): MarkingTarget {
  return {
    question,
    points,
    questionId: null,
    partId: null,
    key: { questionId: null, partId: null, schemeHash: schemeHashOf(points) },
  };
}

/** One's own scheme's identity: the same points (wordings and marks) make the same scheme. */
function schemeHashOf(points: MarkingPoint[]): string {
  const identity = points.map((p) => [p.point, p.marks, p.alternatives, p.reject]);
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex');
}

/** The exemplars' verdicts on one point, matched by its wording (a scheme edited since keeps the rest). */
function verdictsOn(
  point: string,
  marked: { answer: string; points: { point: string; awarded: boolean }[] }[],
) {
  return marked.flatMap((m) => {
    const verdict = m.points.find((v) => v.point === point);
    return verdict ? [{ answer: m.answer, awarded: verdict.awarded }] : [];
  });
}

export function isBorderline(
  points: GradedPoint[],
  score: number,
  maxScore: number,
  padded: boolean,
): boolean {
  const partial = score > 0 && score < maxScore;
  return padded || partial || points.some((p) => p.confidence < BORDERLINE_CONFIDENCE);
}

const sum = (points: { marks: number }[]) => points.reduce((s, p) => s + p.marks, 0);
