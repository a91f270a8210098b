import type {
  RegenerateFrameRequest,
  RegeneratePlotRequest,
  RegenerateSectionRequest,
  RegenerateSubsectionRequest,
} from '@eps/contracts';
import { MAX_TOKENS, context, lines, quoted, requirementLine } from '../../../ai/prompt-helpers';
import type { Prompt } from '../../../ai/structured-completion';
import { LATEX_RULES, PLOT_CODE_RULES, plotBlockRules } from './latex-prompt-rules';

const IMPROVE = 'improve clarity, correctness and structure';
const KEEP_STYLE =
  'Use only the commands and packages the document already loads, and keep its style. Keep its plots in the same form.';
const NOTES_FIGURE =
  '\\begin{figure}[htbp] \\centering \\includegraphics[width=0.75\\textwidth]{plot.png} \\caption{...} \\end{figure}';

export function enhancePrompt(text: string): Prompt {
  return {
    task: 'enhance-material',
    instructions: lines(
      'You prepare raw study material (often pasted from a PDF, a web page or OCR) for making lecture notes.',
      'Clean and structure it without changing its meaning: fix spelling, grammar and broken line breaks; order it logically under headings; turn enumerations into lists; write equations in LaTeX math between $ signs.',
      'Keep every fact, number, equation and table; add nothing new; keep the language of the material.',
      "Plain text only: headings on lines starting with '#' or '##', list items starting with '- ' or '1. ', tables as lines with | between cells; no LaTeX document.",
    ),
    input: quoted('Material', text),
    maxTokens: MAX_TOKENS.document,
  };
}

export function sectionPrompt(request: RegenerateSectionRequest): Prompt {
  return {
    task: 'regenerate-section',
    instructions: lines(
      'You rewrite one section of a LaTeX lecture-notes document, following the requirement given.',
      'Return the whole replacement section: its \\section{...} heading (the same title unless the requirement asks for another), its text and its subsections, up to but not including the next \\section.',
      KEEP_STYLE,
      LATEX_RULES,
      plotBlockRules(NOTES_FIGURE),
    ),
    input: lines(
      `Section title: ${request.sectionTitle}`,
      requirementLine(request.requirement, IMPROVE),
      quoted('Section to rewrite', request.originalContent),
      context('The whole document, for context', request.documentContext),
    ),
    maxTokens: MAX_TOKENS.part,
  };
}

export function subsectionPrompt(request: RegenerateSubsectionRequest): Prompt {
  return {
    task: 'regenerate-subsection',
    instructions: lines(
      'You rewrite one subsection of a LaTeX lecture-notes document, following the requirement given.',
      'Return the whole replacement subsection: its \\subsection{...} heading (the same title unless the requirement asks for another) and its text, up to but not including the next \\subsection or \\section.',
      KEEP_STYLE,
      LATEX_RULES,
      plotBlockRules(NOTES_FIGURE),
    ),
    input: lines(
      `Subsection title: ${request.subsectionTitle}`,
      request.sectionTitle.trim() && `In the section: ${request.sectionTitle}`,
      requirementLine(request.requirement, IMPROVE),
      quoted('Subsection to rewrite', request.originalContent),
      context('Its section, for context', request.sectionContext),
      context('The whole document, for context', request.documentContext),
    ),
    maxTokens: MAX_TOKENS.part,
  };
}

export function framePrompt(request: RegenerateFrameRequest): Prompt {
  return {
    task: 'regenerate-frame',
    instructions: lines(
      'You rewrite one frame of a beamer presentation, following the requirement given.',
      'Return the whole replacement frame from \\begin{frame} to \\end{frame}, with the same title unless the requirement asks for another; no verbatim and no fragile frames.',
      KEEP_STYLE,
      LATEX_RULES,
      plotBlockRules(
        '\\begin{center} \\includegraphics[width=0.8\\linewidth,height=0.6\\textheight,keepaspectratio]{plot.png} \\end{center}',
      ),
    ),
    input: lines(
      `Frame title: ${request.frameTitle}`,
      requirementLine(request.requirement, IMPROVE),
      quoted('Frame to rewrite', request.originalContent),
      context('The whole presentation, for context', request.slideContext),
    ),
    maxTokens: MAX_TOKENS.part,
  };
}

/** One prompt for both payloads: notes send section/document context, slides frame/slide context. */
export function plotPrompt(request: RegeneratePlotRequest): Prompt {
  return {
    task: 'regenerate-plot',
    instructions: lines(
      'You rewrite the Python code of one plot in a LaTeX lecture document or presentation, following the requirement given.',
      `Return ${PLOT_CODE_RULES}`,
      'Label the axes with quantities and units, and keep the plot about what its context teaches.',
    ),
    input: lines(
      `Plot title: ${request.plotTitle}`,
      requirementLine(
        request.requirement,
        'make the plot clearer: labelled axes with units, a title, a legend where useful',
      ),
      quoted('Current code', request.originalCode),
      context('The section it stands in', request.sectionContext),
      context('The frame it stands in', request.frameContext),
      context('The whole document', request.documentContext),
      context('The whole presentation', request.slideContext),
    ),
    maxTokens: MAX_TOKENS.short,
  };
}
