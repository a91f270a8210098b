import { PLOT_IMAGE_NAME, PYTHON_BLOCK_ENV } from '@eps/contracts';

/**
 * Output budgets (max_tokens). Kept moderate so self-hosted models with small context windows accept
 * them; Advanced Thinking doubles the budget of a whole document.
 */
export const MAX_TOKENS = { document: 8192, thoroughDocument: 16384, enhance: 8192, part: 4096, plot: 2048 };

/** A context field can be a whole document (up to 1 MB); the model sees its beginning only. */
const CONTEXT_PROMPT_MAX_CHARS = 30_000;

/** A labelled piece of the user's text, fenced with triple quotes so it cannot be mistaken for instructions. */
export function quoted(label: string, text: string): string {
  return `${label}:\n"""\n${text.trim()}\n"""`;
}

export function context(label: string, text: string): string | undefined {
  if (!text.trim()) return undefined;
  const shortened = text.length > CONTEXT_PROMPT_MAX_CHARS;
  const shown = shortened ? `${text.slice(0, CONTEXT_PROMPT_MAX_CHARS)}\n[… shortened]` : text;
  return quoted(label, shown);
}

export function requirementLine(requirement: string, fallback: string): string {
  return `Requirement: ${requirement.trim() || `none given (${fallback})`}`;
}

/** Joins the parts given as lines; empty and absent parts are left out. */
export function lines(...parts: Array<string | false | undefined>): string {
  return parts.filter((p): p is string => Boolean(p)).join('\n');
}

export const LATEX_RULES = lines(
  'The LaTeX must compile with pdflatex on a standard TeX Live installation:',
  '- load only common packages (amsmath, amssymb, geometry, graphicx, caption, booktabs, enumitem, xcolor, tcolorbox, hyperref);',
  `- no \\input, \\include, filecontents, minted or shell escape; no image file other than ${PLOT_IMAGE_NAME};`,
  '- escape the special characters % & $ # _ { } ~ ^ \\ in ordinary text; no Markdown syntax;',
  '- mathematics in LaTeX math (inline $...$, equation or align environments), tables with tabular.',
);

/** How plots travel in a generated document (see PYTHON_BLOCK_PATTERN in libs/contracts). */
export function plotBlockRules(figure: string): string {
  return lines(
    `A plot is a Python block immediately followed by a figure that includes ${PLOT_IMAGE_NAME}:`,
    `\\begin{${PYTHON_BLOCK_ENV}}{Short plot title}`,
    'import numpy as np',
    'import matplotlib.pyplot as plt',
    '...',
    `plt.savefig('${PLOT_IMAGE_NAME}', dpi=150, bbox_inches='tight')`,
    'plt.close()',
    `\\end{${PYTHON_BLOCK_ENV}}`,
    figure,
    `The code uses only numpy and matplotlib, reads no files and needs no network; the block title has no braces; every image inclusion is exactly ${PLOT_IMAGE_NAME} (plots are matched to inclusions in order).`,
  );
}

export const PLOT_CODE_RULES = `Python code only, using numpy and matplotlib, reading no files and needing no network, ending with plt.savefig('${PLOT_IMAGE_NAME}', dpi=150, bbox_inches='tight') and plt.close().`;
