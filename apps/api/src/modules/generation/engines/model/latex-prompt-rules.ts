import { PLOT_IMAGE_NAME, PYTHON_BLOCK_ENV } from '@eps/contracts';
import { lines } from '../../../ai/prompt-helpers';

/** What every LaTeX answer must respect to compile in the sandbox. */
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
