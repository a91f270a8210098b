import { z } from 'zod';
import {
  ZEnhanceMaterialResponseSchema,
  ZGenerationResponseSchema,
  ZRegenerateFrameResponseSchema,
  ZRegeneratePlotResponseSchema,
  ZRegenerateSectionResponseSchema,
  ZRegenerateSubsectionResponseSchema,
} from '@eps/contracts';
import { stripCodeFences } from '../../../ai/code-fences';

/**
 * The JSON answers asked of the model, one string field each, named as in the contracts' response
 * schemas. Each field is cleaned of Markdown fences and checked for what makes it usable; a failed check's
 * message is sent back to the model in the corrective retry, so it says what to fix.
 */

interface Check {
  holds: (text: string) => boolean;
  problem: string;
}
const has = (pattern: RegExp, problem: string): Check => ({ holds: (t) => pattern.test(t), problem });
const lacks = (pattern: RegExp, problem: string): Check => ({ holds: (t) => !pattern.test(t), problem });

const NOT_EMPTY = has(/\S/, 'it is empty');
const NOT_A_DOCUMENT = lacks(
  /\\documentclass|\\begin\{document\}/,
  'it must be only the requested part, not a whole document with a preamble',
);
const WHOLE_DOCUMENT = [
  NOT_EMPTY,
  has(/\\documentclass/, 'the LaTeX has no \\documentclass line'),
  has(/\\begin\{document\}/, 'the LaTeX has no \\begin{document}'),
  has(/\\end\{document\}/, 'the LaTeX stops before \\end{document}'),
];

function cleanedText(description: string, checks: Check[]) {
  return z
    .string()
    .describe(description)
    .transform(stripCodeFences)
    .superRefine((text, ctx) => {
      for (const check of checks)
        if (!check.holds(text)) ctx.addIssue({ code: 'custom', message: check.problem });
    });
}

export const NotesAnswerSchema = ZGenerationResponseSchema.pick({ latexCode: true }).extend({
  latexCode: cleanedText(
    'The complete LaTeX document (article class), from \\documentclass to \\end{document}.',
    WHOLE_DOCUMENT,
  ),
});

export const SlidesAnswerSchema = ZGenerationResponseSchema.pick({ latexCode: true }).extend({
  latexCode: cleanedText('The complete beamer LaTeX document, from \\documentclass to \\end{document}.', [
    ...WHOLE_DOCUMENT,
    has(/\\documentclass(\[[^\]]*\])?\{beamer\}/, 'slides must use \\documentclass{beamer}'),
    has(/\\begin\{frame\}/, 'the presentation has no frame'),
  ]),
});

export const EnhanceAnswerSchema = ZEnhanceMaterialResponseSchema.pick({ enhancedText: true }).extend({
  enhancedText: cleanedText('The cleaned and structured material as plain text.', [NOT_EMPTY]),
});

export const SectionAnswerSchema = ZRegenerateSectionResponseSchema.omit({ report: true }).extend({
  regeneratedSection: cleanedText(
    'The whole replacement section in LaTeX, starting with its \\section{...} heading.',
    [NOT_EMPTY, has(/\\section\*?\s*\{/, 'it must start with the \\section{...} heading'), NOT_A_DOCUMENT],
  ),
});

export const SubsectionAnswerSchema = ZRegenerateSubsectionResponseSchema.omit({ report: true }).extend({
  regeneratedSubsection: cleanedText(
    'The whole replacement subsection in LaTeX, starting with its \\subsection{...} heading.',
    [
      NOT_EMPTY,
      has(/\\subsection\*?\s*\{/, 'it must start with the \\subsection{...} heading'),
      lacks(/\\section\*?\s*\{/, 'it must be the subsection only, without a \\section heading'),
      NOT_A_DOCUMENT,
    ],
  ),
});

export const FrameAnswerSchema = ZRegenerateFrameResponseSchema.omit({ report: true }).extend({
  regeneratedFrame: cleanedText('The whole replacement frame, from \\begin{frame} to \\end{frame}.', [
    NOT_EMPTY,
    has(/\\begin\{frame\}/, 'it must start with \\begin{frame}'),
    has(/\\end\{frame\}/, 'it must end with \\end{frame}'),
    NOT_A_DOCUMENT,
  ]),
});

export const PlotAnswerSchema = ZRegeneratePlotResponseSchema.omit({ report: true }).extend({
  regeneratedPlotCode: cleanedText('Python code only (numpy and matplotlib) that draws the plot.', [
    NOT_EMPTY,
    lacks(/\\begin\{|\\end\{|\\documentclass/, 'it must be Python code only, without LaTeX around it'),
    has(/matplotlib|plt\./, 'it must draw the plot with matplotlib'),
  ]),
});
