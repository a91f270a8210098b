import { z } from 'zod';

/**
 * Spec section 7 "Generation": lecture notes and slides made from a student's or teacher's material,
 * the enhance step, and the regenerate calls of the Document and Slide editors. Both AI engines (the
 * offline rules and an OpenAI-compatible model) answer these same shapes.
 */

export const DEFAULT_AUTHOR = 'AIAT';
export const DEFAULT_FORMATTING_REQUIREMENT =
  'Please format these notes as detailed bullet points with equations and include relevant plots.';
/** About 15,000 words: a long lecture. Longer material is a clear 400, not a slow model call. */
export const MATERIAL_MAX_CHARS = 100_000;
export const REQUIREMENT_MAX_CHARS = 2_000;
/** Context fields carry a whole document; the same bound as a compile's source. */
export const CONTEXT_MAX_CHARS = 1_000_000;
/** Body limit of the generation routes (the context fields make them larger than the 1 MB default). */
export const GENERATION_BODY_MAX_BYTES = 4 * 1024 * 1024;

export const GENERATION_KINDS = ['notes', 'slides'] as const;
export type GenerationKind = (typeof GENERATION_KINDS)[number];

export const AI_ENGINE_KINDS = ['offline', 'openai'] as const;
export type AiEngineKind = (typeof AI_ENGINE_KINDS)[number];

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text.` })
    .max(max, `${field} must be at most ${max.toLocaleString('en-GB')} characters.`);

const nonBlank = (field: string, max: number) =>
  text(field, max).refine((s) => s.trim().length > 0, `${field} must not be empty.`);

const flag = (field: string) => z.boolean({ error: `${field} must be true or false.` }).default(false);

/** Spec section 3 "Generation request options". */
export const ZGenerationRequestSchema = z.object({
  userMaterial: nonBlank('userMaterial', MATERIAL_MAX_CHARS),
  userRequirement: text('userRequirement', REQUIREMENT_MAX_CHARS).default(''),
  customAuthor: text('customAuthor', 100)
    .default(DEFAULT_AUTHOR)
    .transform((s) => s.trim() || DEFAULT_AUTHOR),
  includeImages: flag('includeImages'),
  includeExamples: flag('includeExamples'),
  compactLayout: flag('compactLayout'),
  /** 'Advanced Thinking': the slower, more thorough mode. */
  isHigh: flag('isHigh'),
});
export type GenerationRequest = z.infer<typeof ZGenerationRequestSchema>;
export type GenerationOptions = Omit<GenerationRequest, 'userMaterial'>;

/**
 * `latexCode` is the spec's field. Beyond: the document is saved for its owner (`documentId`,
 * `version`), and `engine` says who wrote it, so the offline engine never passes for a model.
 */
export const ZGenerationResponseSchema = z.object({
  latexCode: z.string(),
  documentId: z.uuid(),
  version: z.number().int().positive(),
  engine: z.enum(AI_ENGINE_KINDS),
});
export type GenerationResponse = z.infer<typeof ZGenerationResponseSchema>;

export const ZEnhanceMaterialRequestSchema = z.object({ text: nonBlank('text', MATERIAL_MAX_CHARS) });
export type EnhanceMaterialRequest = z.infer<typeof ZEnhanceMaterialRequestSchema>;
export const ZEnhanceMaterialResponseSchema = z.object({
  enhancedText: z.string(),
  engine: z.enum(AI_ENGINE_KINDS),
});
export type EnhanceMaterialResponse = z.infer<typeof ZEnhanceMaterialResponseSchema>;

const requirement = text('requirement', REQUIREMENT_MAX_CHARS).default('');

/**
 * What a regenerate call did with its requirement, clause by clause ("markers only", "a best-fit
 * line"): what it changed for each and what it could not do, so the editor never claims a change that
 * did not happen. `changed` is false when the answer is the original text again. An engine that cannot
 * tell (the model) gives no outcomes.
 */
export const ZRegenerateOutcomeSchema = z.object({
  request: z.string(),
  done: z.array(z.string()),
  notDone: z.array(z.string()),
});
export type RegenerateOutcome = z.infer<typeof ZRegenerateOutcomeSchema>;
export const ZRegenerateReportSchema = z.object({
  changed: z.boolean(),
  outcomes: z.array(ZRegenerateOutcomeSchema),
});
export type RegenerateReport = z.infer<typeof ZRegenerateReportSchema>;
const context = (field: string) => text(field, CONTEXT_MAX_CHARS).default('');

/**
 * The regenerate calls. `originalContent` is the item's whole LaTeX text as the editor cut it from the
 * document (a section from its \section line up to the next section, a frame from \begin{frame} to
 * \end{frame}); the answer is the whole replacement text, heading included, which the editor splices in.
 */
export const ZRegenerateSectionRequestSchema = z.object({
  sectionTitle: text('sectionTitle', 500),
  originalContent: nonBlank('originalContent', CONTEXT_MAX_CHARS),
  documentContext: context('documentContext'),
  requirement,
});
export type RegenerateSectionRequest = z.infer<typeof ZRegenerateSectionRequestSchema>;
export const ZRegenerateSectionResponseSchema = z.object({
  regeneratedSection: z.string(),
  report: ZRegenerateReportSchema,
});
export type RegenerateSectionResponse = z.infer<typeof ZRegenerateSectionResponseSchema>;

export const ZRegenerateSubsectionRequestSchema = z.object({
  subsectionTitle: text('subsectionTitle', 500),
  originalContent: nonBlank('originalContent', CONTEXT_MAX_CHARS),
  sectionTitle: text('sectionTitle', 500).default(''),
  sectionContext: context('sectionContext'),
  documentContext: context('documentContext'),
  requirement,
});
export type RegenerateSubsectionRequest = z.infer<typeof ZRegenerateSubsectionRequestSchema>;
export const ZRegenerateSubsectionResponseSchema = z.object({
  regeneratedSubsection: z.string(),
  report: ZRegenerateReportSchema,
});
export type RegenerateSubsectionResponse = z.infer<typeof ZRegenerateSubsectionResponseSchema>;

/** Notes send sectionContext/documentContext, slides frameContext/slideContext (spec section 7). */
export const ZRegeneratePlotRequestSchema = z.object({
  plotTitle: text('plotTitle', 500),
  originalCode: nonBlank('originalCode', 100_000),
  sectionContext: context('sectionContext'),
  documentContext: context('documentContext'),
  frameContext: context('frameContext'),
  slideContext: context('slideContext'),
  requirement,
});
export type RegeneratePlotRequest = z.infer<typeof ZRegeneratePlotRequestSchema>;
export const ZRegeneratePlotResponseSchema = z.object({
  regeneratedPlotCode: z.string(),
  report: ZRegenerateReportSchema,
});
export type RegeneratePlotResponse = z.infer<typeof ZRegeneratePlotResponseSchema>;

export const ZRegenerateFrameRequestSchema = z.object({
  frameTitle: text('frameTitle', 500),
  originalContent: nonBlank('originalContent', CONTEXT_MAX_CHARS),
  slideContext: context('slideContext'),
  requirement,
});
export type RegenerateFrameRequest = z.infer<typeof ZRegenerateFrameRequestSchema>;
export const ZRegenerateFrameResponseSchema = z.object({
  regeneratedFrame: z.string(),
  report: ZRegenerateReportSchema,
});
export type RegenerateFrameResponse = z.infer<typeof ZRegenerateFrameResponseSchema>;

/**
 * How a generated document carries a plot: the Python code in a block environment, followed (usually)
 * by a figure that includes `plot.png`. The web client runs each block as a plot job, attaches the
 * images as compile assets and removes the blocks before compiling (spec section 5).
 *
 *   \begin{pythonplot}{Distance over time}
 *   import numpy as np
 *   ...
 *   \end{pythonplot}
 */
export const PYTHON_BLOCK_ENV = 'pythonplot';
/** Matches one block: group 1 is the title, group 2 the code. */
export const PYTHON_BLOCK_PATTERN =
  /\\begin\{pythonplot\}\{([^}\n]*)\}[^\S\n]*\n([\s\S]*?)\\end\{pythonplot\}/g;
/** The file name generated documents include for every plot; the client renames them in order. */
export const PLOT_IMAGE_NAME = 'plot.png';
/** A title page frame (spec: it can be neither deleted nor regenerated). */
export const TITLE_PAGE_PATTERN = /\\titlepage|\\maketitle/;
