import { z } from 'zod';
import { AI_ENGINE_KINDS } from './generation';
import {
  ANSWER_FLAGS,
  GRADER_ANSWER_MAX_CHARS,
  GRADER_MAX_POINTS,
  GRADER_QUESTION_MAX_CHARS,
  ZGradedPointSchema,
  ZGraderPointInputSchema,
} from './grading';

/**
 * The student feedback generator (issue 17, item 6): teachers and admins only; each sees only the
 * batches they made (another user's id is a 404).
 *   POST  /api/feedback/batches                         FeedbackBatchRequest → FeedbackBatch (one AI call
 *                                                       of the AI rate limit per batch; reports progress)
 *   GET   /api/feedback/batches                         → FeedbackBatchListResponse (mine, newest first)
 *   GET   /api/feedback/batches/{id}                    → FeedbackBatch
 *   PATCH /api/feedback/batches/{id}/students/{sid}     FeedbackStudentEdit → FeedbackStudent
 *   GET   /api/feedback/batches/{id}/export.csv         → text/csv (one row per student)
 *   GET   /api/feedback/batches/{id}/feedback.pdf       → the class's feedback, a page per student
 *   GET   /api/feedback/batches/{id}/students/{sid}/feedback.pdf → one student's feedback
 * The class's answers come as CSV text (a header row with the columns name and answer) or as a list of
 * { name, answer } (the page makes it from several .txt files, one per student).
 */
export const FEEDBACK_MAX_STUDENTS = 200;
/** The JSON body limit (1 MB) is the real bound; this one names the field when a client sends more. */
export const FEEDBACK_CSV_MAX_CHARS = 1_000_000;
export const FEEDBACK_NAME_MAX_CHARS = 120;
export const FEEDBACK_COMMENT_MAX_CHARS = 2_000;
export const FEEDBACK_TITLE_MAX_CHARS = 200;

const filled = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text.` })
    .max(max, `${field} must be at most ${max.toLocaleString('en-GB')} characters.`)
    .refine((s) => s.trim().length > 0, `${field} must not be empty.`);

export const ZFeedbackStudentInputSchema = z.object({
  name: filled('name', FEEDBACK_NAME_MAX_CHARS),
  answer: filled('answer', GRADER_ANSWER_MAX_CHARS),
});
export type FeedbackStudentInput = z.infer<typeof ZFeedbackStudentInputSchema>;

export const ZFeedbackBatchRequestSchema = z
  .object({
    title: filled('title', FEEDBACK_TITLE_MAX_CHARS).optional(),
    questionId: z.uuid('questionId must be a question id (a UUID).').optional(),
    partId: z.uuid('partId must be a part id (a UUID).').optional(),
    question: z
      .string({ error: 'question must be text.' })
      .max(GRADER_QUESTION_MAX_CHARS, `question must be at most ${GRADER_QUESTION_MAX_CHARS} characters.`)
      .optional(),
    rubric: z
      .array(ZGraderPointInputSchema, { error: 'rubric must be a list of marking points.' })
      .min(1, 'rubric must have at least one marking point.')
      .max(GRADER_MAX_POINTS, `rubric may have at most ${GRADER_MAX_POINTS} marking points.`)
      .optional(),
    csv: z
      .string({ error: 'csv must be text.' })
      .max(FEEDBACK_CSV_MAX_CHARS, 'csv is too long: split the class into smaller batches.')
      .optional(),
    students: z
      .array(ZFeedbackStudentInputSchema, { error: 'students must be a list of { name, answer }.' })
      .min(1, 'students must have at least one student.')
      .max(
        FEEDBACK_MAX_STUDENTS,
        `A batch takes at most ${FEEDBACK_MAX_STUDENTS} students: split the class into smaller batches.`,
      )
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.questionId && body.rubric)
      ctx.addIssue({
        code: 'custom',
        path: ['rubric'],
        message: 'Give either questionId or a rubric, not both.',
      });
    if (!body.questionId && !body.rubric)
      ctx.addIssue({
        code: 'custom',
        path: ['rubric'],
        message: 'Choose a bank question (questionId) or write a rubric to mark against.',
      });
    if (body.partId && !body.questionId)
      ctx.addIssue({
        code: 'custom',
        path: ['partId'],
        message: 'partId needs the questionId it belongs to.',
      });
    if ((body.csv === undefined) === (body.students === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['csv'],
        message: "Give the class's answers either as csv text or as a students list, one of the two.",
      });
  });
export type FeedbackBatchRequest = z.infer<typeof ZFeedbackBatchRequestSchema>;

/** A teacher's change to one student: the comment, and/or which marking points are awarded. */
export const ZFeedbackStudentEditSchema = z
  .object({
    comment: z
      .string({ error: 'comment must be text.' })
      .max(FEEDBACK_COMMENT_MAX_CHARS, `comment must be at most ${FEEDBACK_COMMENT_MAX_CHARS} characters.`)
      .optional(),
    awarded: z
      .array(z.boolean({ error: 'awarded must be a list of true/false, one per marking point.' }))
      .max(GRADER_MAX_POINTS)
      .optional(),
  })
  .refine((e) => e.comment !== undefined || e.awarded !== undefined, {
    message: 'Send a comment or the awarded marking points to change.',
  });
export type FeedbackStudentEdit = z.infer<typeof ZFeedbackStudentEditSchema>;

export const ZFeedbackStudentSchema = z.object({
  id: z.uuid(),
  /** The student's place in the class list (1-based, as uploaded). */
  position: z.number().int(),
  name: z.string(),
  answer: z.string(),
  points: z.array(ZGradedPointSchema),
  score: z.number().int(),
  maxScore: z.number().int(),
  comment: z.string(),
  /** A partial answer or an unsure decision: worth the teacher's look. */
  borderline: z.boolean(),
  flags: z.array(z.enum(ANSWER_FLAGS)),
  /** The teacher changed the comment or a mark. */
  edited: z.boolean(),
});
export type FeedbackStudent = z.infer<typeof ZFeedbackStudentSchema>;

export const ZMissedPointSchema = z.object({
  index: z.number().int(),
  point: z.string(),
  marks: z.number().int(),
  /** How many students did not earn it. */
  missedBy: z.number().int(),
});
export type MissedPoint = z.infer<typeof ZMissedPointSchema>;

export const ZFeedbackSummarySchema = z.object({
  students: z.number().int(),
  meanScore: z.number(),
  maxScore: z.number().int(),
  /** Every marking point, most missed first. */
  missedPoints: z.array(ZMissedPointSchema),
  /** How many students got each score from 0 to maxScore. */
  distribution: z.array(z.object({ score: z.number().int(), students: z.number().int() })),
});
export type FeedbackSummary = z.infer<typeof ZFeedbackSummarySchema>;

export const ZFeedbackSchemePointSchema = z.object({
  point: z.string(),
  marks: z.number().int(),
  partLabel: z.string().nullable(),
});

export const ZFeedbackBatchSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  question: z.string(),
  questionId: z.uuid().nullable(),
  partId: z.uuid().nullable(),
  scheme: z.array(ZFeedbackSchemePointSchema),
  engine: z.enum(AI_ENGINE_KINDS),
  createdAt: z.string(),
  students: z.array(ZFeedbackStudentSchema),
  summary: ZFeedbackSummarySchema,
});
export type FeedbackBatch = z.infer<typeof ZFeedbackBatchSchema>;

export const ZFeedbackBatchSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  students: z.number().int(),
  meanScore: z.number(),
  maxScore: z.number().int(),
  createdAt: z.string(),
});
export type FeedbackBatchSummary = z.infer<typeof ZFeedbackBatchSummarySchema>;
export const ZFeedbackBatchListResponseSchema = z.object({ items: z.array(ZFeedbackBatchSummarySchema) });
export type FeedbackBatchListResponse = z.infer<typeof ZFeedbackBatchListResponseSchema>;
