import type { GenerationRequest } from '@eps/contracts';
import { MAX_TOKENS, lines, quoted } from '../../../ai/prompt-helpers';
import type { Prompt } from '../../../ai/structured-completion';
import { LATEX_RULES, plotBlockRules } from './latex-prompt-rules';

/** Option texts that differ between notes (an article) and slides (beamer). */
interface Flavour {
  plotFigure: string;
  withExamples: string;
  compact: string;
  comfortable: string;
}

const NOTES: Flavour = {
  plotFigure: lines(
    '\\begin{figure}[htbp]',
    '\\centering',
    '\\includegraphics[width=0.75\\textwidth]{plot.png}',
    '\\caption{What the plot shows}',
    '\\end{figure}',
  ),
  withExamples:
    'Practical examples: after each main idea add a worked example with concrete numbers and a full solution, in a tcolorbox titled "Example".',
  compact:
    'Compact layout: \\usepackage[margin=2cm]{geometry}, \\setlength{\\parskip}{2pt}, lists with [noitemsep] (enumitem), no \\newpage or \\clearpage.',
  comfortable: 'Layout: \\usepackage[margin=2.5cm]{geometry}, the spacing the class sets.',
};

const SLIDES: Flavour = {
  plotFigure: lines(
    '\\begin{center}',
    '\\includegraphics[width=0.8\\linewidth,height=0.6\\textheight,keepaspectratio]{plot.png}',
    '\\end{center}',
  ),
  withExamples:
    'Practical examples: add frames with worked examples (concrete numbers and a short solution) after the ideas they apply.',
  compact: 'Compact layout: \\small text, up to 7 short bullets per frame, fewer and denser frames.',
  comfortable: 'Layout: at most 5 short bullets per frame; split a long idea over several frames.',
};

function optionRules(request: GenerationRequest, flavour: Flavour, plotPlacement: string): string {
  return lines(
    request.includeImages
      ? lines(
          `Plots: add 1 to 3 plots ${plotPlacement} where the material has a function, a relation or data worth seeing (prefer the equations and data it gives).`,
          plotBlockRules(flavour.plotFigure),
        )
      : 'No images: no figures, no \\includegraphics and no Python blocks.',
    request.includeExamples ? flavour.withExamples : 'Examples: keep those of the material; add none.',
    request.compactLayout ? flavour.compact : flavour.comfortable,
    request.isHigh
      ? 'Advanced Thinking: be thorough. Explain each idea fully, derive key results step by step, point out common misconceptions and exam tips.'
      : 'Be clear and concise: keep every idea of the material and explain each briefly.',
    'Follow the formatting requirement given with the material unless it contradicts these rules.',
  );
}

function input(request: GenerationRequest): string {
  return lines(
    `Author: ${request.customAuthor}`,
    `Formatting requirement: ${request.userRequirement.trim() || 'none'}`,
    quoted('Material', request.userMaterial),
  );
}

const maxTokens = (request: GenerationRequest) =>
  request.isHigh ? MAX_TOKENS.thoroughDocument : MAX_TOKENS.document;

export function notesPrompt(request: GenerationRequest): Prompt {
  return {
    task: 'generate-notes',
    instructions: lines(
      'You are an experienced teacher. Turn the material into lecture notes for A-level, AP and IB students: one complete LaTeX document.',
      '- \\documentclass[11pt]{article}; \\title from the topic of the material, \\author with the author given (LaTeX special characters escaped), \\date{\\today}, \\maketitle.',
      "- Structure it with \\section and \\subsection following the material's own headings and order.",
      '- Keep every definition, equation, list and table of the material; definitions in a tcolorbox or with a bold term; invent no facts the material does not support.',
      '- End with a short summary section.',
      LATEX_RULES,
      optionRules(request, NOTES, 'right after the paragraph they illustrate'),
    ),
    input: input(request),
    maxTokens: maxTokens(request),
  };
}

export function slidesPrompt(request: GenerationRequest): Prompt {
  return {
    task: 'generate-slides',
    instructions: lines(
      'You are an experienced teacher. Turn the material into lecture slides for A-level, AP and IB students: one complete beamer LaTeX document.',
      '- \\documentclass{beamer} with \\usetheme{Madrid}; \\title from the topic of the material, \\author with the author given (LaTeX special characters escaped), \\date{\\today}.',
      '- The first frame is the title page: \\begin{frame}\\titlepage\\end{frame}.',
      '- Then one frame per idea, each with a title (\\begin{frame}{Title}), following the order of the material; no verbatim and no fragile frames.',
      '- Keep every definition, equation, list and table of the material; invent no facts the material does not support.',
      '- The last frame is a summary.',
      LATEX_RULES,
      optionRules(request, SLIDES, 'inside the frames they belong to'),
    ),
    input: input(request),
    maxTokens: maxTokens(request),
  };
}
