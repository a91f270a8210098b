import { z } from 'zod';
import { ZTopicRefSchema } from './questions';

/**
 * The exam question page's writes and its "similar questions" (issue 16). Attempts and reports need a
 * session (a guest's counts); similar questions are public.
 *   POST /api/questions/:id/attempts { partId, answer } → AttemptResult (429 past RATE_LIMIT_ANSWERS_PER_MINUTE)
 *   POST /api/questions/:id/reports { reason, details? } → 201 QuestionReportCreated (status open)
 *   GET  /api/questions/:id/similar → { items: SimilarQuestion[] }
 */

export const ANSWER_MAX_CHARS = 300;
export const REPORT_DETAILS_MAX_CHARS = 2000;

export const ZAttemptRequestSchema = z.strictObject(
  {
    partId: z.uuid({ error: 'partId must be the id of one of the question’s parts.' }),
    answer: z
      .string({ error: 'answer must be text.' })
      .trim()
      .min(1, 'Write an answer before checking it.')
      .max(ANSWER_MAX_CHARS, `An answer is at most ${ANSWER_MAX_CHARS} characters.`),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined,
  },
);
export type AttemptRequest = z.infer<typeof ZAttemptRequestSchema>;

/**
 * correct: right or wrong; unreadable: the checker could not read the answer (not saved, try again);
 * not-auto-marked: short-text and extended parts, compared with the mark scheme by the student.
 */
export const ATTEMPT_VERDICTS = ['correct', 'incorrect', 'unreadable', 'not-auto-marked'] as const;
export type AttemptVerdict = (typeof ATTEMPT_VERDICTS)[number];

export const ZAttemptResultSchema = z.object({
  partId: z.uuid(),
  verdict: z.enum(ATTEMPT_VERDICTS),
  /** null when the part is not marked automatically or the answer could not be read. */
  correct: z.boolean().nullable(),
  feedback: z.string(),
  /** The stored answer, shown once the student has it right. */
  acceptedAnswer: z.string().nullable(),
  /** The id of the saved attempt; null when nothing was saved (an unreadable answer). */
  attemptId: z.uuid().nullable(),
});
export type AttemptResult = z.infer<typeof ZAttemptResultSchema>;

export const REPORT_REASONS = [
  'wrong-answer',
  'typo',
  'unclear',
  'missing-figure',
  'display-problem',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const ZQuestionReportRequestSchema = z
  .strictObject(
    {
      reason: z.enum(REPORT_REASONS, { error: `reason must be one of ${REPORT_REASONS.join(', ')}.` }),
      details: z
        .string({ error: 'details must be text.' })
        .trim()
        .max(REPORT_DETAILS_MAX_CHARS, `details must be at most ${REPORT_DETAILS_MAX_CHARS} characters.`)
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined,
    },
  )
  .refine((r) => r.reason !== 'other' || !!r.details, {
    message: 'Say what the problem is in details when the reason is "other".',
    path: ['details'],
  });
export type QuestionReportRequest = z.infer<typeof ZQuestionReportRequestSchema>;

export const ZQuestionReportCreatedSchema = z.object({
  id: z.uuid(),
  status: z.literal('open'),
});
export type QuestionReportCreated = z.infer<typeof ZQuestionReportCreatedSchema>;

export const ZSimilarQuestionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  marks: z.number().int(),
  difficulty: z.number().int().nullable(),
  topics: z.array(ZTopicRefSchema),
  /** How many of the question's topics this one shares. */
  sharedTopics: z.number().int(),
});
export type SimilarQuestion = z.infer<typeof ZSimilarQuestionSchema>;
export const ZSimilarQuestionsResponseSchema = z.object({ items: z.array(ZSimilarQuestionSchema) });
export type SimilarQuestionsResponse = z.infer<typeof ZSimilarQuestionsResponseSchema>;
