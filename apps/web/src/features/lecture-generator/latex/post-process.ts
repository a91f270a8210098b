import { parsePlotBlocks, parsePlotInclusions, type PlotBlock } from './parse-document';
import { findEnvironments, matchAll } from './scan';
import { applyEdits, type SourceEdit } from './splice';

/** The packages every generated document needs for its plot figures (spec section 5). */
const REQUIRED_PACKAGES = ['graphicx', 'caption'] as const;

const usesPackage = (source: string, name: string) =>
  matchAll(source, /\\usepackage\s*(?:\[[^\]]*\])?\s*\{([^}]*)\}/).some((m) =>
    m[1]!.split(',').some((p) => p.trim() === name),
  );

/** Adds `\usepackage{graphicx}` and `\usepackage{caption}` after `\documentclass` where missing. */
export function ensurePlotPackages(source: string): string {
  const missing = REQUIRED_PACKAGES.filter((p) => !usesPackage(source, p));
  const documentClass = matchAll(source, /\\documentclass\s*(?:\[[^\]]*\])?\s*\{[^}]*\}[^\n]*\n?/)[0];
  if (missing.length === 0 || !documentClass) return source;
  const at = documentClass.index + documentClass[0].length;
  const lines = missing.map((p) => `\\usepackage{${p}}\n`).join('');
  const newline = documentClass[0].endsWith('\n') ? '' : '\n';
  return source.slice(0, at) + newline + lines + source.slice(at);
}

/**
 * Removes the filecontents package and every filecontents environment (spec section 5): a generated
 * document must not write files of its own next to the compile.
 */
export function removeFilecontents(source: string): string {
  const edits: SourceEdit[] = findEnvironments(source, ['filecontents']).map((env) => ({ ...env, text: '' }));
  for (const m of matchAll(source, /\\usepackage\s*(?:\[[^\]]*\])?\s*\{([^}]*)\}/)) {
    const names = m[1]!.split(',').map((p) => p.trim());
    if (!names.includes('filecontents')) continue;
    const others = names.filter((p) => p && p !== 'filecontents');
    const text = others.length > 0 ? `\\usepackage{${others.join(',')}}` : '';
    edits.push({ position: m.index, length: m[0].length, text });
  }
  return applyEdits(source, edits);
}

/** Both fixes of spec section 5 that every generated document gets before anything else. */
export const cleanGeneratedLatex = (source: string) => ensurePlotPackages(removeFilecontents(source));

/** Spec section 9: plot figures take 0.7 of the text width. */
export const FIGURE_WIDTH = '0.7\\textwidth';
export const plotImageName = (n: number) => `plot-${n}.png`;

function plotFigure(block: PlotBlock, n: number): string {
  const caption = block.title ? `\\caption{${block.title}}\n` : '';
  return `\\begin{figure}[htbp]\n\\centering\n\\includegraphics[width=${FIGURE_WIDTH}]{${plotImageName(n)}}\n${caption}\\end{figure}`;
}

/** How the blocks of a document turn into images: which blocks are drawn, and into which file names. */
export interface PlotPlan {
  blocks: PlotBlock[];
  inclusionCount: number;
  /** The blocks that get an image, in order: block i becomes plot-(i+1).png. */
  drawn: PlotBlock[];
}

export function planPlots(source: string): PlotPlan {
  const blocks = parsePlotBlocks(source);
  const inclusionCount = parsePlotInclusions(source).length;
  const drawn = inclusionCount === 0 ? blocks : blocks.slice(0, inclusionCount);
  return { blocks, inclusionCount, drawn };
}

/**
 * The document as compiled with its plot images (spec section 5): blocks are matched in order to the
 * plot.png inclusions, whose n-th becomes plot-n.png; without any inclusion, each block is replaced in
 * place by a figure. Blocks left over are removed, and so are inclusions left without a block.
 */
export function placePlots(source: string): string {
  const blocks = parsePlotBlocks(source);
  const inclusions = parsePlotInclusions(source);
  if (inclusions.length === 0) {
    return applyEdits(
      source,
      blocks.map((block, i) => ({ ...block, text: plotFigure(block, i + 1) })),
    );
  }
  const edits: SourceEdit[] = blocks.map((block) => ({ ...block, text: '' }));
  inclusions.forEach((inclusion, i) => {
    edits.push(
      i < blocks.length
        ? { ...inclusion.fileNameRange, text: plotImageName(i + 1) }
        : { ...inclusion.removalRange, text: '' },
    );
  });
  return applyEdits(source, edits);
}

/** The document without any plot: every block and every plot.png figure removed. */
export function removePlots(source: string): string {
  const edits: SourceEdit[] = [
    ...parsePlotBlocks(source).map((block) => ({ ...block, text: '' })),
    ...parsePlotInclusions(source).map((inclusion) => ({ ...inclusion.removalRange, text: '' })),
  ];
  return applyEdits(source, edits);
}

/** The spec's notices (section 8) about how the plots of a document will be handled. */
export function plotNotices(blockCount: number, inclusionCount: number, includeImages: boolean): string[] {
  if (blockCount === 0) {
    return includeImages
      ? ['No Images were found in the generated material. The PDF will be generated without plots.']
      : [];
  }
  if (inclusionCount === 0) {
    return [
      'No image inclusions were found in the LaTeX. Images will be inserted at Python code block locations.',
    ];
  }
  if (blockCount !== inclusionCount) {
    return [
      `Found ${blockCount} Python code blocks but ${inclusionCount} image inclusions. Each Python block will be matched to an image inclusion in order...`,
    ];
  }
  return [];
}
