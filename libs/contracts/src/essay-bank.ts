import { z } from 'zod';

/**
 * The AP essay question bank: original practice prompts per subject and year (DESIGN "Content we ship").
 *   GET /api/essay/questions       → EssayBankResponse (subject → year, newest first → questions by number)
 *   GET /api/essay/questions/:id   → EssayBankItem (404 'No such question.' for an unknown id)
 */

export const ESSAY_SUBJECT_IDS = ['psych', 'lang', 'lit'] as const;
export type EssaySubjectId = (typeof ESSAY_SUBJECT_IDS)[number];

export const ESSAY_SUBJECT_NAMES: Record<EssaySubjectId, string> = {
  psych: 'AP Psychology',
  lang: 'AP English Language and Composition',
  lit: 'AP English Literature and Composition',
};

/** Where a question came from: written for this project, or uploaded by a school (uploads come later). */
export const ESSAY_QUESTION_SOURCES = ['practice', 'uploaded'] as const;
export type EssayQuestionSource = (typeof ESSAY_QUESTION_SOURCES)[number];

/** Official point totals of the AP free-response rubrics. */
export const ESSAY_RUBRIC_TOTALS = [6, 7, 8, 10] as const;

/** `<subject>-<year>-<task>`, lower case, e.g. psych-2025-aaq or lang-2021-rhetorical-analysis. */
export const ESSAY_QUESTION_ID_PATTERN = /^(psych|lang|lit)-(\d{4})-([a-z]+(?:-[a-z]+)*)$/;

export const ZEssaySubjectIdSchema = z.enum(ESSAY_SUBJECT_IDS);

export const ZEssayBankItemSchema = z.object({
  id: z.string().regex(ESSAY_QUESTION_ID_PATTERN),
  year: z.string().regex(/^\d{4}$/),
  number: z.number().int().min(1).max(3),
  taskType: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/),
  title: z.string().min(1).max(120),
  question: z.string().min(1),
  rubric: z.string().min(1),
  rubricTotal: z.literal(ESSAY_RUBRIC_TOTALS),
});
export type EssayBankItem = z.infer<typeof ZEssayBankItemSchema>;

/** One subject's bank file as shipped in apps/api/src/modules/essay/bank/<subject>.json. */
export const ZEssayBankFileSchema = z.object({
  subject: ZEssaySubjectIdSchema,
  name: z.string().min(1),
  items: z.array(ZEssayBankItemSchema).min(1),
});
export type EssayBankFile = z.infer<typeof ZEssayBankFileSchema>;

export const ZEssayBankYearSchema = z.object({
  year: z.string(),
  questions: z.array(ZEssayBankItemSchema),
});
export type EssayBankYear = z.infer<typeof ZEssayBankYearSchema>;

export const ZEssayBankSubjectSchema = z.object({
  id: ZEssaySubjectIdSchema,
  name: z.string(),
  years: z.array(ZEssayBankYearSchema),
});
export type EssayBankSubject = z.infer<typeof ZEssayBankSubjectSchema>;

export const ZEssayBankResponseSchema = z.object({
  subjects: z.array(ZEssayBankSubjectSchema),
});
export type EssayBankResponse = z.infer<typeof ZEssayBankResponseSchema>;
