import { z } from 'zod';
import { BOARDS, QUALIFICATIONS } from './question-content';

/**
 * Practice papers assembled from the bank's original questions (data/papers/<id>.json), typeset by the
 * compile service into a question paper and a mark scheme; and papers users uploaded that an admin
 * approved (libs/contracts/src/paper-uploads.ts), their PDFs served as uploaded. An uploaded paper's id
 * is a UUID, a practice paper's a kebab-case name.
 *
 *   GET /api/past-papers?board=&qualification=&subject=&year=  → { papers: PastPaper[] }
 *   GET /api/past-papers/:id/question-paper.pdf                 → application/pdf
 *   GET /api/past-papers/:id/mark-scheme.pdf                    → application/pdf
 *     404 for an unknown paper; 503 with Retry-After while the PDF is still being typeset.
 */

export const PAST_PAPER_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** data/papers/<id>.json */
export const ZPastPaperFileSchema = z.object({
  id: z.string().regex(PAST_PAPER_ID_PATTERN, 'id must be kebab-case.'),
  syllabus: z.string(),
  board: z.enum(BOARDS),
  qualification: z.enum(QUALIFICATIONS),
  subject: z.string().min(1),
  year: z.number().int().min(1900).max(2200),
  /** The series a paper belongs to, as a person names it: "Practice set 1 (2026)". */
  session: z.string().min(1),
  paperNumber: z.number().int().min(1),
  title: z.string().min(1),
  timeAllowedMinutes: z.number().int().min(5).max(300),
  totalMarks: z.number().int().min(1),
  /** Slugs of data/questions/original questions, in the paper's order. */
  questions: z.array(z.string()).min(1),
});
export type PastPaperFile = z.infer<typeof ZPastPaperFileSchema>;

const filter = (name: string) =>
  z
    .string({ error: `${name} must be given once, as text.` })
    .trim()
    .max(100, `${name} must be at most 100 characters.`);

export const ZPastPaperQuerySchema = z.strictObject(
  {
    board: filter('board').optional(),
    qualification: filter('qualification').optional(),
    subject: filter('subject').optional(),
    year: z
      .string({ error: 'year must be given once, as a whole number.' })
      .trim()
      .regex(/^\d{4}$/, 'year must be a four-digit year such as 2026.')
      .transform(Number)
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown filter ${issue.keys.join(', ')}: use board, qualification, subject or year.`
        : undefined,
  },
);
export type PastPaperQuery = z.infer<typeof ZPastPaperQuerySchema>;

export const ZPastPaperQuestionSchema = z.object({
  /** The question's id in the bank (for /exam-question/:id). */
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
  marks: z.number().int(),
});
export type PastPaperQuestion = z.infer<typeof ZPastPaperQuestionSchema>;

export const PAST_PAPER_SOURCES = ['practice', 'uploaded'] as const;

export const ZPastPaperSchema = ZPastPaperFileSchema.omit({ questions: true, syllabus: true }).extend({
  source: z.enum(PAST_PAPER_SOURCES),
  /** Unknown for an uploaded paper whose uploader did not give them. */
  timeAllowedMinutes: z.number().int().nullable(),
  totalMarks: z.number().int().nullable(),
  /** The bank's questions of a practice paper; an uploaded paper has none. */
  questions: z.array(ZPastPaperQuestionSchema),
  questionPaperUrl: z.string(),
  markSchemeUrl: z.string(),
});
export type PastPaper = z.infer<typeof ZPastPaperSchema>;

export const ZPastPaperListResponseSchema = z.object({ papers: z.array(ZPastPaperSchema) });
export type PastPaperListResponse = z.infer<typeof ZPastPaperListResponseSchema>;

export const PAST_PAPER_DOCUMENTS = ['question-paper', 'mark-scheme'] as const;
export type PastPaperDocument = (typeof PAST_PAPER_DOCUMENTS)[number];
