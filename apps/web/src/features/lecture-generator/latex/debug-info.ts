import {
  parseFrames,
  parsePlotBlocks,
  parsePlotInclusions,
  parseSections,
  type FigureType,
} from './parse-document';
import { detectPlotType, type PlotType } from './plot-type';
import type { SourceRange } from './scan';

/** Spec section 3 "Debug info": what the plot pipeline found in a document. */
export interface DebugInfo {
  pythonBlockCount: number;
  imageInclusionCount: number;
  blocks: { index: number; title: string; plotType: PlotType; context: string }[];
  figures: { type: FigureType; caption: string }[];
}

/** The section (notes) or frame (slides) a position falls in: where a plot block sits in the document. */
export function enclosingItem<T extends SourceRange>(items: T[], position: number): T | undefined {
  return items.find((item) => position >= item.position && position < item.position + item.length);
}

export function debugInfo(source: string): DebugInfo {
  const blocks = parsePlotBlocks(source);
  const figures = parsePlotInclusions(source);
  const holders = [...parseFrames(source), ...parseSections(source)];
  return {
    pythonBlockCount: blocks.length,
    imageInclusionCount: figures.length,
    blocks: blocks.map((block, i) => ({
      index: i + 1,
      title: block.title,
      plotType: detectPlotType(block.code),
      context: enclosingItem(holders, block.position)?.title ?? 'Before the first section',
    })),
    figures: figures.map((f) => ({ type: f.figureType, caption: f.caption })),
  };
}
