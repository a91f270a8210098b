import { z } from 'zod';
import { ZTopicRefSchema } from './questions';

/**
 * The quiz generator (issue 17, item 4). Guests may use it; a quiz is its maker's only (another user's
 * id answers 404). Creating and answering share the AI rate limit (RATE_LIMIT_AI_PER_MINUTE).
 *   POST /api/quizzes { topicIds | questionIds | documentId | notes, count, types?, difficulty? } → 201 Quiz
 *   GET  /api/quizzes/:id                          → Quiz (answered items carry their marking)
 *   POST /api/quizzes/:id/answers { itemId, answer } → QuizAnswerResult (each item is answered once)
 * Every marked answer enters spaced review (libs/contracts/src/review.ts).
 */

export const QUIZ_ITEM_TYPES = [
  'multiple-choice',
  'numeric',
  'algebraic',
  'true-false',
  'short-answer',
] as const;
export type QuizItemType = (typeof QUIZ_ITEM_TYPES)[number];

/** easy: bank difficulty 1–2, medium: 3 (or unrated), hard: 4–5; mixed takes all. */
export const QUIZ_DIFFICULTIES = ['easy', 'medium', 'hard', 'mixed'] as const;
export type QuizDifficulty = (typeof QUIZ_DIFFICULTIES)[number];

export const QUIZ_MAX_ITEMS = 30;
export const QUIZ_DEFAULT_ITEMS = 10;
export const QUIZ_ANSWER_MAX_CHARS = 2000;
export const QUIZ_NOTES_MAX_CHARS = 50_000;

const strict = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys?.join(', ')}.` : undefined,
};

export const ZCreateQuizRequestSchema = z
  .strictObject(
    {
      topicIds: z
        .array(z.uuid({ error: 'topicIds must be topic ids from the syllabus tree.' }))
        .min(1, 'Choose at least one topic.')
        .max(50, 'Choose at most 50 topics.')
        .optional(),
      questionIds: z
        .array(z.uuid({ error: 'questionIds must be ids of bank questions.' }))
        .min(1, 'Choose at least one question.')
        .max(QUIZ_MAX_ITEMS, `Choose at most ${QUIZ_MAX_ITEMS} questions.`)
        .optional(),
      documentId: z.uuid({ error: 'documentId must be the id of one of your documents.' }).optional(),
      notes: z
        .string({ error: 'notes must be text.' })
        .trim()
        .min(200, 'Paste at least 200 characters of notes to make a quiz from.')
        .max(QUIZ_NOTES_MAX_CHARS, `notes must be at most ${QUIZ_NOTES_MAX_CHARS} characters.`)
        .optional(),
      count: z
        .number({ error: 'count must be a whole number.' })
        .int('count must be a whole number.')
        .min(1, `count must be between 1 and ${QUIZ_MAX_ITEMS}.`)
        .max(QUIZ_MAX_ITEMS, `count must be between 1 and ${QUIZ_MAX_ITEMS}.`)
        .default(QUIZ_DEFAULT_ITEMS),
      types: z
        .array(z.enum(QUIZ_ITEM_TYPES, { error: `types must be among ${QUIZ_ITEM_TYPES.join(', ')}.` }))
        .min(1, 'Choose at least one item type.')
        .optional(),
      difficulty: z
        .enum(QUIZ_DIFFICULTIES, { error: `difficulty must be one of ${QUIZ_DIFFICULTIES.join(', ')}.` })
        .default('mixed'),
    },
    strict,
  )
  .refine(
    (r) => [r.topicIds, r.questionIds, r.documentId, r.notes].filter((s) => s !== undefined).length === 1,
    { message: 'Make the quiz from exactly one source: topicIds, questionIds, documentId or notes.' },
  );
export type CreateQuizRequest = z.input<typeof ZCreateQuizRequestSchema>;
export type CreateQuizOptions = z.output<typeof ZCreateQuizRequestSchema>;

export const QUIZ_SOURCES = ['topics', 'questions', 'document', 'notes'] as const;
export type QuizSource = (typeof QUIZ_SOURCES)[number];

export const QUIZ_VERDICTS = ['correct', 'partly', 'incorrect', 'unreadable'] as const;
export type QuizVerdict = (typeof QUIZ_VERDICTS)[number];

export const ZQuizAnswerResultSchema = z.object({
  itemId: z.uuid(),
  answer: z.string(),
  /** unreadable: nothing was recorded, the item can be answered again. */
  verdict: z.enum(QUIZ_VERDICTS),
  score: z.number(),
  maxScore: z.number(),
  feedback: z.string(),
  /** What a right answer says (shown after marking). */
  expectedAnswer: z.string().nullable(),
  workedSolution: z.string().nullable(),
  hints: z.array(z.string()),
  /** Who marked it: 'answer-check' (numbers, algebra, choices, exact text) or the short-answer marker's name. */
  markedBy: z.string(),
  /** The spaced-review card this answer scheduled; null when nothing was recorded. */
  cardId: z.uuid().nullable(),
});
export type QuizAnswerResult = z.infer<typeof ZQuizAnswerResultSchema>;

export const ZQuizItemSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  type: z.enum(QUIZ_ITEM_TYPES),
  /** Markdown with $…$ LaTeX. */
  prompt: z.string(),
  /** Options for multiple choice and true/false; null otherwise. */
  choices: z.array(z.string()).nullable(),
  units: z.string().nullable(),
  marks: z.number().int(),
  /** Where the item comes from: a bank question's title, or the document or notes it was made from. */
  sourceTitle: z.string(),
  questionId: z.uuid().nullable(),
  topics: z.array(ZTopicRefSchema),
  result: ZQuizAnswerResultSchema.nullable(),
});
export type QuizItem = z.infer<typeof ZQuizItemSchema>;

export const ZQuizSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  source: z.enum(QUIZ_SOURCES),
  difficulty: z.enum(QUIZ_DIFFICULTIES),
  createdAt: z.string(),
  items: z.array(ZQuizItemSchema),
  /** Fewer items than asked for when the source had fewer; says why. */
  notice: z.string().nullable(),
  score: z.object({ answered: z.number().int(), score: z.number(), maxScore: z.number() }),
});
export type Quiz = z.infer<typeof ZQuizSchema>;

export const ZQuizAnswerRequestSchema = z.strictObject(
  {
    itemId: z.uuid({ error: 'itemId must be the id of one of the quiz’s items.' }),
    answer: z
      .string({ error: 'answer must be text.' })
      .trim()
      .min(1, 'Write an answer before checking it.')
      .max(QUIZ_ANSWER_MAX_CHARS, `An answer is at most ${QUIZ_ANSWER_MAX_CHARS} characters.`),
  },
  strict,
);
export type QuizAnswerRequest = z.infer<typeof ZQuizAnswerRequestSchema>;
