import { z } from 'zod';
import { REVIEW_DECISIONS, ZFieldChangeSchema } from './question-authoring';

/**
 * Whole papers uploaded for review (issue 16, item 7): a question paper PDF, its mark scheme PDF and
 * what they are. Students, teachers and admins upload (a student's upload is a suggestion); admins
 * review; an approved paper joins GET /api/past-papers with its PDFs served from storage.
 *
 *   POST /api/paper-uploads        multipart: questionPaper, markScheme (PDFs) + PaperUploadFields → 201 PaperUpload
 *   GET  /api/paper-uploads/mine   → { items: PaperUpload[] }
 *   GET  /api/paper-uploads/:id    → PaperUpload (its uploader or an admin; anyone else 404)
 *   PUT  /api/paper-uploads/:id    multipart as POST, files optional → PaperUpload (a new version, pending)
 *   GET  /api/paper-uploads/:id/question-paper.pdf | mark-scheme.pdf → application/pdf (uploader or admin)
 *   GET  /api/paper-uploads/pending          (admin) → { items: PaperUpload[] }
 *   GET  /api/paper-uploads/:id/review       (admin) → PaperReviewItem
 *   POST /api/paper-uploads/:id/review       (admin) ReviewRequest → PaperUpload
 */

export const PAPER_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const PAPER_UPLOAD_MAX_MB = PAPER_UPLOAD_MAX_BYTES / (1024 * 1024);
export const PAPER_FILE_FIELDS = ['questionPaper', 'markScheme'] as const;
export type PaperFileField = (typeof PAPER_FILE_FIELDS)[number];
export const PAPER_FILE_NAMES: Record<PaperFileField, string> = {
  questionPaper: 'question paper',
  markScheme: 'mark scheme',
};

export const PAPER_UPLOAD_STATUSES = ['pending', 'approved', 'rejected', 'changes_requested'] as const;
export type PaperUploadStatus = (typeof PAPER_UPLOAD_STATUSES)[number];

/** Sessions as boards name them; the form offers these, the API takes any short text. */
export const PAPER_SESSIONS = ['May/June', 'October/November', 'January', 'Specimen'] as const;

const THIS_YEAR = new Date().getUTCFullYear();

/** A multipart field is text; an empty one is the same as a missing one. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);
const wholeNumber = (what: string, min: number, max: number) =>
  z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: `${what} must be a whole number.` })
      .int(`${what} must be a whole number.`)
      .min(min, `${what} must be between ${min} and ${max}.`)
      .max(max, `${what} must be between ${min} and ${max}.`),
  );
const optionalWholeNumber = (what: string, min: number, max: number) =>
  z.preprocess(blankAsMissing, wholeNumber(what, min, max).optional()).transform((v) => v ?? null);
const requiredText = (what: string, max: number) =>
  z
    .string({ error: `Give the ${what}.` })
    .trim()
    .min(1, `Give the ${what}.`)
    .max(max, `The ${what} must be at most ${max} characters.`);

/** The metadata fields of the multipart form. */
export const ZPaperUploadFieldsSchema = z.strictObject(
  {
    syllabusId: requiredText('syllabus (an id from GET /api/syllabuses)', 100),
    year: wholeNumber('year', 1990, THIS_YEAR + 1),
    session: requiredText('session, such as May/June', 60),
    paperNumber: wholeNumber('paper number', 1, 20),
    title: z
      .string()
      .trim()
      .max(200, 'The title must be at most 200 characters.')
      .optional()
      .transform((v) => v || null),
    timeAllowedMinutes: optionalWholeNumber('time allowed (minutes)', 5, 300),
    totalMarks: optionalWholeNumber('total marks', 1, 500),
    notes: z
      .string()
      .trim()
      .max(2000, 'Notes must be at most 2000 characters.')
      .optional()
      .transform((v) => v || null),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field ${issue.keys.join(', ')}: send syllabusId, year, session, paperNumber, title, timeAllowedMinutes, totalMarks and notes, and the files questionPaper and markScheme.`
        : undefined,
  },
);
export type PaperUploadFields = z.output<typeof ZPaperUploadFieldsSchema>;

export const ZPaperFileInfoSchema = z.object({
  pages: z.number().int(),
  bytes: z.number().int(),
  url: z.string(),
});
export type PaperFileInfo = z.infer<typeof ZPaperFileInfoSchema>;

export const ZPaperUploadSchema = z.object({
  id: z.uuid(),
  syllabusId: z.string(),
  board: z.string(),
  qualification: z.string(),
  subject: z.string(),
  year: z.number().int(),
  session: z.string(),
  paperNumber: z.number().int(),
  /** The uploader's title, else "<subject> Paper <n>". */
  title: z.string(),
  timeAllowedMinutes: z.number().int().nullable(),
  totalMarks: z.number().int().nullable(),
  notes: z.string().nullable(),
  questionPaper: ZPaperFileInfoSchema,
  markScheme: ZPaperFileInfoSchema,
  status: z.enum(PAPER_UPLOAD_STATUSES),
  /** Sent by a student: a suggestion, not a teacher's item. */
  suggestion: z.boolean(),
  version: z.number().int(),
  uploaderName: z.string().nullable(),
  review: z
    .object({
      decision: z.enum(REVIEW_DECISIONS),
      reason: z.string().nullable(),
      at: z.string(),
      reviewerName: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaperUpload = z.infer<typeof ZPaperUploadSchema>;
export const ZPaperUploadListSchema = z.object({ items: z.array(ZPaperUploadSchema) });
export type PaperUploadList = z.infer<typeof ZPaperUploadListSchema>;

/** What a reviewer sees: the upload and its changes against the version before it (none for a first one). */
export const ZPaperReviewItemSchema = z.object({
  upload: ZPaperUploadSchema,
  previousVersion: z.number().int().nullable(),
  changes: z.array(ZFieldChangeSchema),
});
export type PaperReviewItem = z.infer<typeof ZPaperReviewItemSchema>;
