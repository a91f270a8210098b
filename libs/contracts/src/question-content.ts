import { z } from 'zod';

/**
 * The question bank's content model, shared by the data files in data/ (syllabuses, original questions;
 * format in docs/architecture.md "Question bank"), the importers and the API.
 */

export const QUESTION_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const QUESTION_SOURCES = ['oatutor', 'original', 'user'] as const;
export type QuestionSource = (typeof QUESTION_SOURCES)[number];

export const QUESTION_ANSWER_TYPES = [
  'numeric',
  'algebraic',
  'multiple-choice',
  'short-text',
  'extended',
] as const;
export type QuestionAnswerType = (typeof QUESTION_ANSWER_TYPES)[number];

export const QUALIFICATIONS = ['A-level', 'AP', 'IB'] as const;
export const BOARDS = ['AQA', 'Edexcel', 'OCR', 'College Board', 'IBO'] as const;

const text = (what: string) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .min(1, `${what} must not be empty.`);

/**
 * What the server checks an answer against. Every field is optional so one shape serves all types:
 * numeric { value, tolerance, toleranceType, units }, algebraic { expression }, multiple-choice
 * { choices, correct }; `accepted` lists further accepted forms (e.g. OATutor's alternative answers).
 */
export const ZQuestionAnswerSchema = z.object({
  value: z.number().optional(),
  tolerance: z.number().nonnegative().optional(),
  toleranceType: z.enum(['absolute', 'relative']).optional(),
  units: z.string().optional(),
  expression: z.string().optional(),
  choices: z.array(z.string()).min(2).optional(),
  correct: z.number().int().nonnegative().optional(),
  accepted: z.array(z.string()).optional(),
});
export type QuestionAnswer = z.infer<typeof ZQuestionAnswerSchema>;

/** A hint shown on request; a scaffold is a sub-question with its own answer (OATutor's hint pathways). */
export const ZQuestionHintSchema = z.object({
  kind: z.enum(['hint', 'scaffold']),
  title: z.string().optional(),
  text: z.string(),
  answerType: z.enum(QUESTION_ANSWER_TYPES).optional(),
  answer: ZQuestionAnswerSchema.optional(),
});
export type QuestionHint = z.infer<typeof ZQuestionHintSchema>;

export const ZMarkSchemePointSchema = z.object({
  point: text('point'),
  marks: z.number().int().min(0).max(50),
  alternatives: z.array(z.string()).default([]),
  reject: z.array(z.string()).default([]),
});
export type MarkSchemePoint = z.infer<typeof ZMarkSchemePointSchema>;

// ---- data/syllabuses/<id>.json -------------------------------------------------------------------

export interface SyllabusTopicInput {
  code: string;
  name: string;
  description: string;
  /** Codes of other points of the same syllabus to learn first (the Knowledge Galaxy's links). */
  prerequisites?: string[];
  children: SyllabusTopicInput[];
}

export const ZSyllabusTopicInputSchema: z.ZodType<SyllabusTopicInput> = z.lazy(() =>
  z.object({
    code: z
      .string()
      .regex(/^[A-Za-z0-9]+(\.[A-Za-z0-9]+)*$/, 'code must be letters/digits separated by dots.'),
    name: text('name'),
    description: z.string().default(''),
    prerequisites: z.array(z.string()).optional(),
    children: z.array(ZSyllabusTopicInputSchema).default([]),
  }),
) as z.ZodType<SyllabusTopicInput>;

export const SYLLABUS_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const ZSyllabusFileSchema = z.object({
  id: z.string().regex(SYLLABUS_ID_PATTERN, 'id must be kebab-case.'),
  board: z.enum(BOARDS),
  qualification: z.enum(QUALIFICATIONS),
  subject: text('subject'),
  title: text('title'),
  topics: z.array(ZSyllabusTopicInputSchema).min(1, 'a syllabus needs at least one topic.'),
});
export type SyllabusFile = z.infer<typeof ZSyllabusFileSchema>;

// ---- data/questions/original/<syllabus-id>.json ----------------------------------------------------

export const ZOriginalPartSchema = z
  .object({
    label: text('label'),
    prompt: text('prompt'),
    commandWord: z.string().optional(),
    marks: z.number().int().min(0).max(50),
    answerType: z.enum(QUESTION_ANSWER_TYPES),
    answer: ZQuestionAnswerSchema.optional(),
    markScheme: z.array(ZMarkSchemePointSchema).min(1, 'a part needs at least one mark-scheme point.'),
    workedSolution: z.string().optional(),
  })
  .refine((p) => p.markScheme.reduce((sum, m) => sum + m.marks, 0) === p.marks, {
    message: "the part's markScheme marks must add up to its marks.",
    path: ['markScheme'],
  });

export const ZOriginalQuestionSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug must be kebab-case.'),
  title: text('title'),
  stem: z.string().default(''),
  commandWord: z.string().optional(),
  difficulty: z.number().int().min(1).max(5).optional(),
  year: z.number().int().min(1900).max(2200).optional(),
  topics: z.array(z.string()).default([]),
  hints: z.array(z.string()).default([]),
  parts: z.array(ZOriginalPartSchema).min(1, 'a question needs at least one part.'),
});
export type OriginalQuestion = z.infer<typeof ZOriginalQuestionSchema>;

export const ZOriginalQuestionFileSchema = z.object({
  syllabus: z.string().regex(SYLLABUS_ID_PATTERN),
  questions: z.array(ZOriginalQuestionSchema),
});
export type OriginalQuestionFile = z.infer<typeof ZOriginalQuestionFileSchema>;
