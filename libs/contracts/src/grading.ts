import { z } from 'zod';
import { AI_ENGINE_KINDS } from './generation';

/**
 * The marking engine (issue 17, item 1); guests may call it.
 *   POST /api/grader/mark     GraderMarkRequest → GraderMarkResult (AI rate limit; the answer is stored)
 *   GET  /api/grader/history  → GraderHistoryResponse (the caller's graded answers, newest first)
 *   GET  /api/grader/history/:id → GradedAnswer (one of them in full, to reopen it; anyone else's is a 404)
 *   POST /api/grader/exemplars GraderExemplarRequest → GraderExemplar (teachers and admins: confirm or
 *        correct a graded answer's per-point marks; later answers to the same scheme are compared with it)
 * A bank question (questionId, optionally one partId) brings its own question and mark scheme; otherwise
 * the caller gives a markScheme or a referenceAnswer (a one-point scheme) and, best, the question.
 */
export const GRADER_ANSWER_MAX_CHARS = 5_000;
export const GRADER_QUESTION_MAX_CHARS = 5_000;
export const GRADER_MAX_POINTS = 30;
export const GRADER_HISTORY_LIMIT = 50;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text.` })
    .max(max, `${field} must be at most ${max.toLocaleString('en-GB')} characters.`);
const filled = (field: string, max: number) =>
  text(field, max).refine((s) => s.trim().length > 0, `${field} must not be empty.`);

export const ZGraderPointInputSchema = z.object({
  point: filled('point', 1_000),
  marks: z
    .number({ error: 'marks must be a number.' })
    .int('marks must be a whole number.')
    .min(1, 'marks must be at least 1.')
    .max(20, 'marks must be at most 20.')
    .default(1),
  alternatives: z.array(filled('alternative', 1_000)).max(20).default([]),
  reject: z.array(filled('reject', 1_000)).max(20).default([]),
});
export type GraderPointInput = z.infer<typeof ZGraderPointInputSchema>;

export const ZGraderMarkRequestSchema = z
  .object({
    questionId: z.uuid('questionId must be a question id (a UUID).').optional(),
    partId: z.uuid('partId must be a part id (a UUID).').optional(),
    question: text('question', GRADER_QUESTION_MAX_CHARS).optional(),
    markScheme: z
      .array(ZGraderPointInputSchema, { error: 'markScheme must be a list of marking points.' })
      .min(1, 'markScheme must have at least one marking point.')
      .max(GRADER_MAX_POINTS, `markScheme may have at most ${GRADER_MAX_POINTS} marking points.`)
      .optional(),
    referenceAnswer: filled('referenceAnswer', 2_000).optional(),
    answer: filled('answer', GRADER_ANSWER_MAX_CHARS),
  })
  .superRefine((body, ctx) => {
    const own = body.markScheme !== undefined || body.referenceAnswer !== undefined;
    if (body.questionId && own)
      ctx.addIssue({
        code: 'custom',
        path: ['markScheme'],
        message: 'Give either questionId or your own markScheme/referenceAnswer, not both.',
      });
    if (!body.questionId && !own)
      ctx.addIssue({
        code: 'custom',
        path: ['markScheme'],
        message: 'Give a questionId, a markScheme or a referenceAnswer to mark against.',
      });
    if (body.markScheme && body.referenceAnswer)
      ctx.addIssue({
        code: 'custom',
        path: ['referenceAnswer'],
        message: 'Give a markScheme or a referenceAnswer, not both.',
      });
    if (body.partId && !body.questionId)
      ctx.addIssue({
        code: 'custom',
        path: ['partId'],
        message: 'partId needs the questionId it belongs to.',
      });
  });
export type GraderMarkRequest = z.infer<typeof ZGraderMarkRequestSchema>;

/** awarded; missing (not in the answer); contradicted (the answer says the opposite); rejected (a "do not accept" answer). */
export const POINT_VERDICTS = ['awarded', 'missing', 'contradicted', 'rejected'] as const;
export type PointVerdict = (typeof POINT_VERDICTS)[number];

/** Whole-answer findings: the answer earns nothing as it stands, or (padded) its marks need a second look. */
export const ANSWER_FLAGS = ['empty', 'off-topic', 'copied-question', 'padded'] as const;
export type AnswerFlag = (typeof ANSWER_FLAGS)[number];

export const ZGradedPointSchema = z.object({
  point: z.string(),
  marks: z.number().int(),
  awarded: z.boolean(),
  verdict: z.enum(POINT_VERDICTS),
  /** The words of the answer that earn (or, when contradicted or rejected, cost) the point, quoted. */
  evidence: z.array(z.string()),
  /** How sure the engine is of this decision, 0 to 1 (below 0.7 the answer is borderline). */
  confidence: z.number().min(0).max(1),
  /** The model engine's k samples: how many awarded the point; null on the offline engine. */
  votes: z.object({ awarded: z.number().int(), samples: z.number().int() }).nullable(),
  /** The bank question's part label ("a", "b(i)") the point belongs to; null for one's own scheme. */
  partLabel: z.string().nullable(),
});
export type GradedPoint = z.infer<typeof ZGradedPointSchema>;

export const ZGraderMarkResultSchema = z.object({
  id: z.uuid(),
  score: z.number().int(),
  maxScore: z.number().int(),
  points: z.array(ZGradedPointSchema),
  feedback: z.string(),
  /** "Borderline — ask your teacher": a partial answer or an unsure decision. */
  borderline: z.boolean(),
  flags: z.array(z.enum(ANSWER_FLAGS)),
  engine: z.enum(AI_ENGINE_KINDS),
  questionId: z.uuid().nullable(),
  partId: z.uuid().nullable(),
});
export type GraderMarkResult = z.infer<typeof ZGraderMarkResultSchema>;

export const ZGraderHistoryItemSchema = z.object({
  id: z.uuid(),
  questionId: z.uuid().nullable(),
  partId: z.uuid().nullable(),
  /** The question's first 120 characters. */
  question: z.string(),
  /** The answer's first 200 characters. */
  answer: z.string(),
  score: z.number().int(),
  maxScore: z.number().int(),
  borderline: z.boolean(),
  engine: z.enum(AI_ENGINE_KINDS),
  createdAt: z.string(),
});
export type GraderHistoryItem = z.infer<typeof ZGraderHistoryItemSchema>;
export const ZGraderHistoryResponseSchema = z.object({ items: z.array(ZGraderHistoryItemSchema) });
export type GraderHistoryResponse = z.infer<typeof ZGraderHistoryResponseSchema>;

/** A marking point as it was marked: the caller's own, or a copy of the bank question's at the time. */
export const ZMarkedPointSchema = z.object({
  point: z.string(),
  marks: z.number().int(),
  alternatives: z.array(z.string()),
  reject: z.array(z.string()),
  partLabel: z.string().nullable(),
});
export type MarkedPoint = z.infer<typeof ZMarkedPointSchema>;

/** One graded answer in full: what was marked, against which scheme, and the result. */
export const ZGradedAnswerSchema = ZGraderMarkResultSchema.extend({
  question: z.string(),
  answer: z.string(),
  markScheme: z.array(ZMarkedPointSchema),
  createdAt: z.string(),
});
export type GradedAnswer = z.infer<typeof ZGradedAnswerSchema>;

export const EXEMPLAR_SOURCES = ['teacher', 'import'] as const;
export type ExemplarSource = (typeof EXEMPLAR_SOURCES)[number];

/** A teacher's verdict on each point of a graded answer, in the order of its points. */
export const ZGraderExemplarRequestSchema = z.object({
  gradedAnswerId: z.uuid('gradedAnswerId must be a graded answer id (a UUID).'),
  points: z
    .array(z.object({ awarded: z.boolean({ error: 'awarded must be true or false.' }) }), {
      error: 'points must be a list of { awarded } verdicts, one per marking point.',
    })
    .min(1, 'points must have a verdict for each marking point.')
    .max(GRADER_MAX_POINTS, `points may have at most ${GRADER_MAX_POINTS} verdicts.`),
});
export type GraderExemplarRequest = z.infer<typeof ZGraderExemplarRequestSchema>;

export const ZGraderExemplarSchema = z.object({
  id: z.uuid(),
  gradedAnswerId: z.uuid(),
  questionId: z.uuid().nullable(),
  partId: z.uuid().nullable(),
  answer: z.string(),
  points: z.array(z.object({ point: z.string(), awarded: z.boolean() })),
  source: z.enum(EXEMPLAR_SOURCES),
  createdAt: z.string(),
});
export type GraderExemplar = z.infer<typeof ZGraderExemplarSchema>;
