import { z } from 'zod';
import { GENERATION_KINDS, ZGenerationRequestSchema } from './generation';
import { LATEX_SOURCE_MAX_CHARS } from './compile';

/**
 * Generated notes and slides, saved for their owner with every version (Beyond the spec: a reload or
 * another device finds a document again, and an edit can be undone).
 *   GET    /api/documents?kind=notes|slides   → { documents: DocumentSummary[] } (newest first)
 *   GET    /api/documents/:id                 → Document (its latest version)
 *   POST   /api/documents/:id/versions        { latexCode, change } → Document (an edit)
 *   POST   /api/documents/:id/undo            → Document (the previous version; 409 at the first)
 *   DELETE /api/documents/:id                 → 204
 * A document that is not the caller's answers 404, as if it did not exist.
 */

/** Older versions beyond this many are dropped (the first, generated one is always kept). */
export const DOCUMENT_VERSIONS_KEPT = 50;
export const DOCUMENT_LIST_LIMIT = 50;

export const ZDocumentKindSchema = z.enum(GENERATION_KINDS, { error: 'kind must be notes or slides.' });

export const ZDocumentSummarySchema = z.object({
  id: z.uuid(),
  kind: ZDocumentKindSchema,
  title: z.string(),
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentSummary = z.infer<typeof ZDocumentSummarySchema>;

export const ZDocumentSchema = ZDocumentSummarySchema.extend({
  latexCode: z.string(),
  /** What made this version: 'Generated', 'Deleted section "Waves"', 'Regenerated frame "Summary"'… */
  change: z.string(),
  options: ZGenerationRequestSchema.omit({ userMaterial: true }),
  /** True when there is an earlier version to go back to. */
  canUndo: z.boolean(),
});
export type GeneratedDocument = z.infer<typeof ZDocumentSchema>;

export const ZDocumentListQuerySchema = z.object({ kind: ZDocumentKindSchema.optional() });
export const ZDocumentListResponseSchema = z.object({ documents: z.array(ZDocumentSummarySchema) });
export type DocumentListResponse = z.infer<typeof ZDocumentListResponseSchema>;

export const ZSaveDocumentVersionRequestSchema = z.object({
  latexCode: z
    .string({ error: 'latexCode must be text.' })
    .refine((s) => s.trim().length > 0, 'latexCode must not be empty.')
    .refine((s) => s.length <= LATEX_SOURCE_MAX_CHARS, 'latexCode must be at most 1,000,000 characters.'),
  change: z
    .string({ error: 'change must be text.' })
    .trim()
    .min(1, 'Say what changed (change).')
    .max(200, 'change must be at most 200 characters.'),
});
export type SaveDocumentVersionRequest = z.infer<typeof ZSaveDocumentVersionRequestSchema>;
