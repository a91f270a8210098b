import { z } from 'zod';

/**
 * Formula search (issue 20); guests may call all of it.
 *   GET /api/formulas?q=&subject=&topic=&limit= → FormulaSearchResponse (best first; no q lists all)
 *   GET /api/formulas/:id                       → FormulaDetail (with the bank questions that use it)
 * The formulas are data files written by us (data/formulas/*.json, validated by ZFormulaFileSchema).
 */

export const FORMULA_SEARCH_MAX_QUERY_CHARS = 200;
export const FORMULA_SEARCH_MAX_LIMIT = 250;
export const FORMULA_SEARCH_DEFAULT_LIMIT = 20;

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text.` })
    .trim()
    .min(1, `${name} must not be empty.`)
    .max(max);

export const ZFormulaSymbolSchema = z.strictObject({
  /** The symbol as LaTeX (`v`, `\lambda`, `E_k`). */
  symbol: text('symbol', 60),
  meaning: text('meaning', 200),
  /** SI unit as LaTeX-ish text (`m s^{-1}`), "none" for a pure number; null when it depends on the use. */
  unit: z.string().trim().min(1).max(60).nullable(),
});
export type FormulaSymbol = z.infer<typeof ZFormulaSymbolSchema>;

/** Whether one exam board's formula booklet (for one syllabus) prints the formula. */
export const ZFormulaBookletSchema = z.strictObject({
  board: text('board', 60),
  syllabus: text('syllabus', 80),
  given: z.boolean(),
});
export type FormulaBooklet = z.infer<typeof ZFormulaBookletSchema>;

export const ZFormulaSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be a lower-case slug.'),
  name: text('name', 120),
  latex: text('latex', 400),
  symbols: z.array(ZFormulaSymbolSchema).min(1),
  /** When the formula applies. */
  conditions: text('conditions', 400),
  /** A syllabus topic `<syllabus-id>:<code>` where the bank has one, else a plain topic name. */
  topic: text('topic', 120),
  subjects: z.array(text('subject', 60)).min(1),
  /** Per board when known; null when nobody here knows (never guessed). */
  inBooklet: z.array(ZFormulaBookletSchema).min(1).nullable(),
  keywords: z.array(text('keyword', 80)),
});
export type Formula = z.infer<typeof ZFormulaSchema>;

export const ZFormulaFileSchema = z.strictObject({
  subject: text('subject', 60),
  formulas: z.array(ZFormulaSchema).min(1),
});
export type FormulaFile = z.infer<typeof ZFormulaFileSchema>;

const once = (name: string, max = 100) =>
  z
    .string({ error: `${name} must be given once, as text.` })
    .trim()
    .max(max, `${name} must be at most ${max} characters.`);

export const ZFormulaSearchQuerySchema = z.strictObject(
  {
    /** Words ("kinetic energy"), a symbol (`\lambda`) or LaTeX / plain maths (`\frac{1}{2}mv^2`). */
    q: once('q', FORMULA_SEARCH_MAX_QUERY_CHARS).optional(),
    subject: once('subject').optional(),
    /** A topic `<syllabus-id>:<code>` (its subtopics match too) or a topic name. */
    topic: once('topic').optional(),
    limit: z
      .string({ error: 'limit must be given once, as a whole number.' })
      .regex(/^\d+$/, 'limit must be a whole number.')
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, `limit must be between 1 and ${FORMULA_SEARCH_MAX_LIMIT}.`)
          .max(FORMULA_SEARCH_MAX_LIMIT, `limit must be between 1 and ${FORMULA_SEARCH_MAX_LIMIT}.`),
      )
      .default(FORMULA_SEARCH_DEFAULT_LIMIT),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown query parameter: ${issue.keys.join(', ')}.` : undefined,
  },
);
export type FormulaSearchQuery = z.output<typeof ZFormulaSearchQuerySchema>;

/** How a result matched: its structure (LaTeX), a symbol it uses, or words. */
export const FORMULA_MATCH_KINDS = ['structure', 'symbol', 'words'] as const;
export type FormulaMatchKind = (typeof FORMULA_MATCH_KINDS)[number];

export const ZFormulaSearchItemSchema = ZFormulaSchema.extend({
  score: z.number(),
  matchedBy: z.array(z.enum(FORMULA_MATCH_KINDS)),
});
export type FormulaSearchItem = z.infer<typeof ZFormulaSearchItemSchema>;

export const ZFormulaSearchResponseSchema = z.object({
  items: z.array(ZFormulaSearchItemSchema),
  total: z.number().int(),
  /** Every subject of the formula data, for the filter. */
  subjects: z.array(z.string()),
});
export type FormulaSearchResponse = z.infer<typeof ZFormulaSearchResponseSchema>;

export const ZFormulaQuestionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  subject: z.string().nullable(),
});
export type FormulaQuestion = z.infer<typeof ZFormulaQuestionSchema>;

export const ZFormulaDetailSchema = ZFormulaSchema.extend({
  questions: z.array(ZFormulaQuestionSchema),
});
export type FormulaDetail = z.infer<typeof ZFormulaDetailSchema>;
