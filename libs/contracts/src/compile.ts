import { z } from 'zod';

/**
 * The compile service of spec section 7 "Generation": POST /api/compile and POST
 * /api/python-image-generator and the jobs they put on the `compile` and `plot` queues (their progress
 * events are in progress.ts).
 */

export const LATEX_SOURCE_MAX_CHARS = 1_000_000;
export const PLOT_CODE_MAX_CHARS = 100_000;
export const COMPILE_ASSETS_MAX = 20;
/** Per asset, decoded. Base64 makes the JSON body about 4/3 of this. */
export const COMPILE_ASSET_MAX_BYTES = 5 * 1024 * 1024;
/** Body limit of POST /api/compile: the source plus every asset in base64, with room for JSON. */
export const COMPILE_BODY_MAX_BYTES = 32 * 1024 * 1024;

/**
 * An asset travels with the source and is written next to main.tex. A plain file name only: no
 * directories, no leading dot, and not one of the names the compiler itself writes.
 */
export const ASSET_NAME_PATTERN = /^(?!main\.)[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/;
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;

export const ZCompileAssetSchema = z.object({
  name: z
    .string({ error: 'Asset name must be text.' })
    .max(100, 'Asset names are at most 100 characters.')
    .regex(
      ASSET_NAME_PATTERN,
      'Asset names must be plain file names such as plot1.png (letters, digits, - _ .; no folders).',
    ),
  base64: z
    .string({ error: 'Asset content must be base64 text.' })
    .max(Math.ceil(COMPILE_ASSET_MAX_BYTES / 3) * 4, 'Each asset must be at most 5 MB.')
    .regex(BASE64_PATTERN, 'Asset content must be base64.'),
});
export type CompileAsset = z.infer<typeof ZCompileAssetSchema>;

export const ZCompileRequestSchema = z.object({
  latexCode: z
    .string({ error: 'latexCode must be text.' })
    .refine((s) => s.trim().length > 0, 'latexCode must not be empty.')
    .refine((s) => s.length <= LATEX_SOURCE_MAX_CHARS, 'latexCode must be at most 1,000,000 characters.'),
  /** Accepted for compatibility with the spec; shell escape is never enabled. */
  shellEscape: z.boolean({ error: 'shellEscape must be true or false.' }).optional(),
  assets: z
    .array(ZCompileAssetSchema, { error: 'assets must be a list of {name, base64}.' })
    .max(COMPILE_ASSETS_MAX, `At most ${COMPILE_ASSETS_MAX} assets per compile.`)
    .refine((list) => new Set(list.map((a) => a.name)).size === list.length, 'Asset names must be unique.')
    .optional(),
});
export type CompileRequest = z.infer<typeof ZCompileRequestSchema>;

export const ZPlotRequestSchema = z.object({
  code: z
    .string({ error: 'Invalid Python code provided' })
    .refine((s) => s.trim().length > 0, 'Invalid Python code provided')
    .refine((s) => s.length <= PLOT_CODE_MAX_CHARS, 'Python code must be at most 100,000 characters.'),
});
export type PlotRequest = z.infer<typeof ZPlotRequestSchema>;

export const ZPlotResponseSchema = z.object({ plotBase64: z.string().min(1) });
export type PlotResponse = z.infer<typeof ZPlotResponseSchema>;

/** One LaTeX error as the compile service reports it; line is the line of main.tex when known. */
export const ZLatexErrorSchema = z.object({ line: z.number().int().nullable(), message: z.string() });
export type LatexError = z.infer<typeof ZLatexErrorSchema>;

/**
 * The text body of a failed compile: one error per line, `Line 12: Undefined control sequence \foo`
 * (or the message alone when TeX gives no line). The first line names the first error.
 */
export function formatLatexErrors(errors: LatexError[]): string {
  return errors.map((e) => (e.line === null ? e.message : `Line ${e.line}: ${e.message}`)).join('\n');
}

export function parseLatexErrors(text: string): LatexError[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const m = /^Line (\d+): (.*)$/.exec(l);
      return m ? { line: Number(m[1]), message: m[2]! } : { line: null, message: l };
    });
}

const PLOT_PRELUDE = [
  'import matplotlib',
  "matplotlib.use('Agg')",
  'import matplotlib.pyplot as plt',
  'import numpy as np',
].join('\n');

const hasMatplotlibImport = (code: string) => /^\s*(import matplotlib|from matplotlib)/m.test(code);

/**
 * Spec section 5: plot code gets the matplotlib imports, a savefig to plot.png and a close appended if
 * missing. Idempotent, so the web client and the worker may both apply it.
 */
export function preparePlotCode(code: string): string {
  let out = code.replace(/\r\n?/g, '\n').trimEnd();
  if (!hasMatplotlibImport(out)) out = `${PLOT_PRELUDE}\n${out}`;
  if (!/savefig\(\s*['"]plot\.png['"]/.test(out))
    out += "\nplt.savefig('plot.png', dpi=150, bbox_inches='tight')";
  if (!/plt\.close\(/.test(out)) out += "\nplt.close('all')";
  return `${out}\n`;
}

/** How many lines preparePlotCode puts before the user's code, so errors can name the user's own line. */
export function plotPreludeLineCount(code: string): number {
  return hasMatplotlibImport(code) ? 0 : PLOT_PRELUDE.split('\n').length;
}

/**
 * An asset as a job carries it: the request's check of the base64 text is not repeated, because a
 * pattern over megabytes on every hop would cost more than many compiles (decoding skips stray bytes).
 */
const ZJobAssetSchema = ZCompileAssetSchema.extend({
  base64: z.string().max(Math.ceil(COMPILE_ASSET_MAX_BYTES / 3) * 4, 'Each asset must be at most 5 MB.'),
});

/**
 * The id of the HTTP request that queued a job (its `X-Request-Id`), so the worker's log lines about
 * the job can be found with the API's lines about the request.
 */
export const ZJobRequestIdSchema = z.string().max(128).optional();

/** What the API puts on the compile queue for a `compile` job. */
export const ZCompileJobDataSchema = z.object({
  ownerId: z.string().min(1),
  requestId: ZJobRequestIdSchema,
  latexCode: z.string().max(LATEX_SOURCE_MAX_CHARS),
  assets: z.array(ZJobAssetSchema).max(COMPILE_ASSETS_MAX),
});
export type CompileJobData = z.infer<typeof ZCompileJobDataSchema>;

/** What the API puts on the compile queue for a `plot` job: the code as the user wrote it (the worker prepares it). */
export const ZPlotJobDataSchema = z.object({
  ownerId: z.string().min(1),
  requestId: ZJobRequestIdSchema,
  code: z.string().max(PLOT_CODE_MAX_CHARS),
});
export type PlotJobData = z.infer<typeof ZPlotJobDataSchema>;

/**
 * A job's answer. The artifact itself (a PDF or PNG can be megabytes) is not in the return value,
 * which BullMQ copies into its event stream; the worker leaves it under `resultKey` for the API.
 */
export const ZCompileJobResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    resultKey: z.string(),
    bytes: z.number().int(),
    pages: z.number().int(),
    passes: z.number().int(),
    warm: z.boolean(),
  }),
  z.object({ ok: z.literal(false), errors: z.array(ZLatexErrorSchema) }),
]);
export type CompileJobResult = z.infer<typeof ZCompileJobResultSchema>;

export const ZPlotJobResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), resultKey: z.string(), bytes: z.number().int() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type PlotJobResult = z.infer<typeof ZPlotJobResultSchema>;

/** Redis key (under the installation's prefix) where a worker leaves a finished job's artifact. */
export const jobResultKey = (redisPrefix: string, jobId: string) => `${redisPrefix}:job-result:${jobId}`;
export const JOB_RESULT_TTL_SECONDS = 600;
