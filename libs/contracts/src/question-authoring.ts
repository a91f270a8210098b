import { z } from 'zod';
import {
  QUESTION_ANSWER_TYPES,
  QUESTION_STATUSES,
  ZMarkSchemePointSchema,
  ZQuestionAnswerSchema,
} from './question-content';
import { ZTopicRefSchema } from './questions';

/**
 * Writing and reviewing questions (issue 16, item 7): POST/PUT /api/questions, POST /api/questions/import,
 * GET /api/questions/mine, GET /api/questions/pending, GET|POST /api/questions/{id}/review.
 */

export const QUESTION_IMPORT_MAX_ROWS = 10_000;
export const QUESTION_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

const text = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .min(1, `${what} must not be empty.`)
    .max(max, `${what} must be at most ${max} characters.`);

export const ZQuestionPartInputSchema = z
  .object({
    label: text('label', 8),
    prompt: text('prompt', 10_000),
    marks: z.number({ error: 'marks must be a number.' }).int().min(0).max(50),
    answerType: z.enum(QUESTION_ANSWER_TYPES, {
      error: `answerType must be one of ${QUESTION_ANSWER_TYPES.join(', ')}.`,
    }),
    answer: ZQuestionAnswerSchema.nullable().default(null),
    markScheme: z.array(ZMarkSchemePointSchema).min(1, 'a part needs at least one mark-scheme point.'),
    workedSolution: z.string().max(20_000).nullable().default(null),
  })
  .refine((p) => p.markScheme.reduce((sum, m) => sum + m.marks, 0) === p.marks, {
    message: "the mark-scheme points' marks must add up to the part's marks.",
    path: ['markScheme'],
  });
export type QuestionPartInput = z.output<typeof ZQuestionPartInputSchema>;

/** A question as its author writes it; `topicIds` are ids from GET /api/syllabuses/{id}/topics. */
export const ZQuestionInputSchema = z.object({
  title: text('title', 200),
  stem: z.string().max(20_000).default(''),
  commandWord: z.string().trim().max(40).nullable().default(null),
  difficulty: z.number().int().min(1).max(5).nullable().default(null),
  topicIds: z
    .array(z.uuid({ error: 'each topic must be a topic id.' }))
    .max(20)
    .default([]),
  hints: z.array(z.string().trim().min(1).max(2_000)).max(20).default([]),
  parts: z
    .array(ZQuestionPartInputSchema)
    .min(1, 'a question needs at least one part.')
    .max(26, 'a question has at most 26 parts.'),
});
export type QuestionInput = z.output<typeof ZQuestionInputSchema>;

/** `submit` sends the item for review (status pending); without it the save is a draft. */
export const ZQuestionSaveRequestSchema = ZQuestionInputSchema.extend({
  submit: z.boolean().default(false),
});
export type QuestionSaveRequest = z.output<typeof ZQuestionSaveRequestSchema>;

export const REVIEW_DECISIONS = ['approve', 'reject', 'changes'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const ZReviewRequestSchema = z
  .strictObject({
    decision: z.enum(REVIEW_DECISIONS, { error: 'decision must be approve, reject or changes.' }),
    reason: z.string().trim().max(2_000).optional(),
  })
  .refine((r) => r.decision === 'approve' || !!r.reason, {
    message: 'Give a reason when you reject or ask for changes.',
    path: ['reason'],
  });
export type ReviewRequest = z.output<typeof ZReviewRequestSchema>;

export const ZReviewOutcomeSchema = z.object({
  decision: z.enum(REVIEW_DECISIONS),
  reason: z.string().nullable(),
  at: z.string(),
});

/** One of the caller's questions (or, for admins, one in the queue) with where it stands. */
export const ZAuthoredQuestionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The live status; an approved question with a revision under review keeps 'approved'. */
  status: z.enum(QUESTION_STATUSES),
  /** A revision of an approved question that is not live yet: 'draft' or 'pending'. */
  revisionStatus: z.enum(['draft', 'pending']).nullable(),
  /** Sent by a student: a suggestion, not a teacher's item. */
  suggestion: z.boolean(),
  version: z.number().int(),
  authorName: z.string().nullable(),
  review: ZReviewOutcomeSchema.nullable(),
  updatedAt: z.string(),
});
export type AuthoredQuestion = z.infer<typeof ZAuthoredQuestionSchema>;
export const ZAuthoredQuestionListSchema = z.object({ items: z.array(ZAuthoredQuestionSchema) });
export type AuthoredQuestionList = z.infer<typeof ZAuthoredQuestionListSchema>;

/** The editable form of a question: its pending revision when it has one, else its current content. */
export const ZEditableQuestionSchema = z.object({
  question: ZAuthoredQuestionSchema,
  content: ZQuestionInputSchema,
  topics: z.array(ZTopicRefSchema),
});
export type EditableQuestion = z.infer<typeof ZEditableQuestionSchema>;

export const ZFieldChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type FieldChange = z.infer<typeof ZFieldChangeSchema>;

/** What a reviewer sees: the proposed content and its field-by-field diff against the previous version. */
export const ZReviewItemSchema = ZEditableQuestionSchema.extend({
  previousVersion: z.number().int().nullable(),
  changes: z.array(ZFieldChangeSchema),
});
export type ReviewItem = z.infer<typeof ZReviewItemSchema>;

export const ZImportRowResultSchema = z.object({
  row: z.number().int(),
  id: z.uuid().nullable(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type ImportRowResult = z.infer<typeof ZImportRowResultSchema>;
export const ZImportReportSchema = z.object({
  created: z.number().int(),
  failed: z.number().int(),
  rows: z.array(ZImportRowResultSchema),
});
export type ImportReport = z.infer<typeof ZImportReportSchema>;
