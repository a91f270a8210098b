import { z } from 'zod';
import { QUIZ_ITEM_TYPES } from './quizzes';
import { ZTopicRefSchema } from './questions';

/**
 * Spaced review (issue 17): every answered quiz item becomes a card per user, scheduled with FSRS
 * (ts-fsrs). A card is one per bank question part, or one per generated item.
 *   GET  /api/review/due               → ReviewQueue (due now or within the learn-ahead window, up to the daily limit)
 *   POST /api/review/:cardId { rating } → CardRatingOutcome (404 for another user's card)
 *   GET  /api/review/settings          → ReviewSettings
 *   PUT  /api/review/settings { examDate?, dailyLimit? } → ReviewSettings (examDate null turns exam mode off)
 */

export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type CardState = (typeof CARD_STATES)[number];

export const REVIEW_DEFAULT_DAILY_LIMIT = 50;
export const REVIEW_MAX_DAILY_LIMIT = 500;

/** 2027-02-31 matches the pattern but is no day of the calendar (Date would roll it over to March). */
function isCalendarDate(d: string): boolean {
  const date = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === d;
}

export const ZReviewSettingsSchema = z.object({
  /** YYYY-MM-DD; reviews are planned so retention peaks that day. */
  examDate: z.string().nullable(),
  dailyLimit: z.number().int(),
});
export type ReviewSettings = z.infer<typeof ZReviewSettingsSchema>;

export const ZUpdateReviewSettingsSchema = z
  .strictObject(
    {
      examDate: z
        .string({ error: 'examDate must be a date such as 2027-06-14, or null.' })
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'examDate must be a date such as 2027-06-14.')
        .refine(isCalendarDate, 'examDate is not a real date.')
        .nullable()
        .optional(),
      dailyLimit: z
        .number({ error: 'dailyLimit must be a whole number.' })
        .int('dailyLimit must be a whole number.')
        .min(1, `dailyLimit must be between 1 and ${REVIEW_MAX_DAILY_LIMIT}.`)
        .max(REVIEW_MAX_DAILY_LIMIT, `dailyLimit must be between 1 and ${REVIEW_MAX_DAILY_LIMIT}.`)
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined,
    },
  )
  .refine((s) => s.examDate !== undefined || s.dailyLimit !== undefined, {
    message: 'Send examDate, dailyLimit or both.',
  });
export type UpdateReviewSettings = z.infer<typeof ZUpdateReviewSettingsSchema>;

/** What the card asks (front) and what a right answer is (back), as it was when last answered. */
export const ZReviewCardContentSchema = z.object({
  type: z.enum(QUIZ_ITEM_TYPES),
  prompt: z.string(),
  choices: z.array(z.string()).nullable(),
  expectedAnswer: z.string().nullable(),
  workedSolution: z.string().nullable(),
  sourceTitle: z.string(),
});
export type ReviewCardContent = z.infer<typeof ZReviewCardContentSchema>;

export const ZReviewCardSchema = z.object({
  id: z.uuid(),
  due: z.string(),
  state: z.enum(CARD_STATES),
  reps: z.number().int(),
  lapses: z.number().int(),
  content: ZReviewCardContentSchema,
  topics: z.array(ZTopicRefSchema),
});
export type ReviewCard = z.infer<typeof ZReviewCardSchema>;

export const ZReviewQueueSchema = z.object({
  cards: z.array(ZReviewCardSchema),
  /** Every card due by the end of today (UTC) or ready now, before the daily limit. */
  dueToday: z.number().int(),
  reviewedToday: z.number().int(),
  settings: ZReviewSettingsSchema,
});
export type ReviewQueue = z.infer<typeof ZReviewQueueSchema>;

export const ZCardRatingRequestSchema = z.strictObject(
  {
    rating: z.enum(REVIEW_RATINGS, { error: `rating must be one of ${REVIEW_RATINGS.join(', ')}.` }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined,
  },
);
export type CardRatingRequest = z.infer<typeof ZCardRatingRequestSchema>;

export const ZCardRatingOutcomeSchema = z.object({
  cardId: z.uuid(),
  due: z.string(),
  state: z.enum(CARD_STATES),
  /** Days until the next review (fractions for learning steps). */
  intervalDays: z.number(),
});
export type CardRatingOutcome = z.infer<typeof ZCardRatingOutcomeSchema>;
