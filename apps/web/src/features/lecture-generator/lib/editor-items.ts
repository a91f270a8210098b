import type { GenerationKind } from '@eps/contracts';
import { enclosingItem } from '../latex/debug-info';
import {
  parseFrames,
  parsePlotBlocks,
  parsePlotInclusions,
  parseSections,
  parseSubsections,
  type PlotBlock,
} from '../latex/parse-document';
import { applyEdits, type SourceEdit } from '../latex/splice';

/**
 * The Document and Slide editors' model (spec section 2): content types, their items, and the edits
 * that delete or replace an item in the LaTeX source.
 */

export type ContentType = 'sections' | 'subsections' | 'plots' | 'slides';

export const CONTENT_TYPES: Record<GenerationKind, { type: ContentType; label: string }[]> = {
  notes: [
    { type: 'sections', label: 'Sections' },
    { type: 'subsections', label: 'Subsections' },
    { type: 'plots', label: 'Plots' },
  ],
  slides: [
    { type: 'slides', label: 'Slides' },
    { type: 'plots', label: 'Plots' },
  ],
};

/** Spec section 9: editor item titles are cut at 30 characters, plus an ellipsis. */
export const TITLE_MAX_CHARS = 30;
export const cutTitle = (title: string, max = TITLE_MAX_CHARS) =>
  title.length > max ? `${title.slice(0, max)}...` : title;

export const TITLE_PAGE_LOCKED = 'Title pages cannot be deleted or regenerated.';

export interface EditorItem {
  type: ContentType;
  index: number;
  title: string;
  /** The item's LaTeX (a plot's Python code), as Preview shows it. */
  content: string;
  position: number;
  length: number;
  /** Why Delete and Regenerate are not offered, when they are not (a title page). */
  locked: string | null;
  /** The section or frame the item sits in, for the regenerate calls' context. */
  parentTitle: string;
  parentContent: string;
}

export function editorItems(source: string, type: ContentType): EditorItem[] {
  const base = { type, locked: null, parentTitle: '', parentContent: '' };
  switch (type) {
    case 'sections':
      return parseSections(source).map((s, index) => ({ ...base, ...s, index }));
    case 'subsections': {
      const sections = parseSections(source);
      return parseSubsections(source).map(({ sectionIndex, ...s }, index) => ({
        ...base,
        ...s,
        index,
        parentTitle: sections[sectionIndex]?.title ?? '',
        parentContent: sections[sectionIndex]?.content ?? '',
      }));
    }
    case 'slides':
      return parseFrames(source).map(({ isTitlePage, ...f }, index) => ({
        ...base,
        ...f,
        index,
        locked: isTitlePage ? TITLE_PAGE_LOCKED : null,
      }));
    case 'plots': {
      const holders = [...parseFrames(source), ...parseSections(source)];
      return parsePlotBlocks(source).map((block, index) => {
        const holder = enclosingItem(holders, block.position);
        return {
          ...base,
          ...block,
          index,
          title: block.title || `Plot ${index + 1}`,
          content: block.code,
          parentTitle: holder?.title ?? '',
          parentContent: holder?.content ?? '',
        };
      });
    }
  }
}

const SINGULAR: Record<ContentType, string> = {
  sections: 'section',
  subsections: 'subsection',
  plots: 'plot',
  slides: 'frame',
};

/** The version's change text, such as 'Deleted section "Waves"' (at most 200 characters). */
/** 'section "Waves"': how the editor names an item. */
export const itemLabel = (item: EditorItem): string =>
  `${SINGULAR[item.type]} "${cutTitle(item.title, 150)}"`;

export function changeText(action: 'Deleted' | 'Regenerated', item: EditorItem): string {
  return `${action} ${itemLabel(item)}`;
}

/**
 * The document without `item`. A plot takes its figure with it: blocks and plot.png inclusions are
 * matched in order, so removing only the block would give its figure to the next block.
 */
export function deleteItem(source: string, item: EditorItem): string {
  const edits: SourceEdit[] = [{ position: item.position, length: item.length, text: '' }];
  if (item.type === 'plots') {
    const inclusion = parsePlotInclusions(source)[item.index];
    if (inclusion) edits.push({ ...inclusion.removalRange, text: '' });
  }
  return applyEdits(source, edits);
}

/** A plot block with new code and its title kept. */
export function plotBlockText(block: Pick<PlotBlock, 'title'>, code: string): string {
  const body = code.replace(/\\end\{pythonplot\}/g, '').trim();
  return `\\begin{pythonplot}{${block.title}}\n${body}\n\\end{pythonplot}`;
}

/**
 * The document with `item` replaced by the server's answer: the whole item for sections, subsections
 * and frames (the answer has its heading), the code alone for a plot. The blank lines that followed
 * the item stay, so the next heading keeps its place.
 */
export function replaceItem(source: string, item: EditorItem, answer: string): string {
  const original = source.slice(item.position, item.position + item.length);
  const text =
    item.type === 'plots'
      ? plotBlockText(
          { title: /\\begin\{pythonplot\}\{([^}\n]*)\}/.exec(original)?.[1] ?? item.title },
          answer,
        )
      : answer.trim() + (/\s*$/.exec(original)?.[0] ?? '');
  return applyEdits(source, [{ position: item.position, length: item.length, text }]);
}
