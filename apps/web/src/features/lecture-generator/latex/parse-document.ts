import { PLOT_IMAGE_NAME, PYTHON_BLOCK_PATTERN, TITLE_PAGE_PATTERN } from '@eps/contracts';
import {
  documentEnd,
  findEnvironments,
  matchAll,
  readGroup,
  skipOptionalArgs,
  type SourceRange,
} from './scan';

/**
 * The parts of a generated LaTeX document that the Document and Slide editors work on (spec section 3).
 * Every part carries its position and length in the source, so an edit is a splice of that range.
 */

/** A `\section` from its heading up to the next section (or `\end{document}`); `content` is that text. */
export interface ParsedSection extends SourceRange {
  title: string;
  content: string;
}

/** A `\subsection` up to the next subsection or section; `sectionIndex` is its section's, or -1. */
export interface ParsedSubsection extends ParsedSection {
  sectionIndex: number;
}

/** A beamer frame, `\begin{frame}` through `\end{frame}`. */
export interface SlideFrame extends ParsedSection {
  isTitlePage: boolean;
}

/** A Python plot block (see PYTHON_BLOCK_PATTERN): the whole environment, its title and code. */
export interface PlotBlock extends SourceRange {
  title: string;
  code: string;
}

export type FigureType = 'figure' | 'center' | 'standalone';

/** One `\includegraphics`, with the figure (or centre block) around it: what goes when it is removed. */
export interface ImageInclusion extends SourceRange {
  fileName: string;
  /** Where the file name argument sits, for renaming plot.png to plot-n.png. */
  fileNameRange: SourceRange;
  figureType: FigureType;
  caption: string;
  /** The enclosing figure or center environment, or the command itself when standalone. */
  removalRange: SourceRange;
}

const SECTION = /\\section\*?(?![A-Za-z])/;
const SUBSECTION = /\\subsection\*?(?![A-Za-z])/;

/** The title argument after a heading command at `from`: `\section*[short]{Title}` gives 'Title'. */
function headingTitle(source: string, from: number): string {
  const group = readGroup(source, skipOptionalArgs(source, from));
  return group ? group.text.trim() : '';
}

function headings(source: string, pattern: RegExp, end: number) {
  return matchAll(source, pattern)
    .filter((m) => m.index < end)
    .map((m) => ({ position: m.index, title: headingTitle(source, m.index + m[0].length) }));
}

const slice = (source: string, position: number, end: number) => ({
  position,
  length: end - position,
  content: source.slice(position, end),
});

export function parseSections(source: string): ParsedSection[] {
  const end = documentEnd(source);
  const found = headings(source, SECTION, end);
  return found.map((h, i) => ({
    title: h.title,
    ...slice(source, h.position, found[i + 1]?.position ?? end),
  }));
}

export function parseSubsections(source: string): ParsedSubsection[] {
  const end = documentEnd(source);
  const sections = headings(source, SECTION, end);
  const found = headings(source, SUBSECTION, end);
  return found.map((h, i) => {
    const nextSection = sections.find((s) => s.position > h.position)?.position ?? end;
    const stop = Math.min(found[i + 1]?.position ?? end, nextSection);
    let sectionIndex = -1;
    sections.forEach((s, index) => {
      if (s.position < h.position) sectionIndex = index;
    });
    return { title: h.title, sectionIndex, ...slice(source, h.position, stop) };
  });
}

/** A frame's title: `\begin{frame}[opts]{Title}`, else its `\frametitle{Title}`, else 'Slide {n}'. */
function frameTitle(source: string, frame: SourceRange, n: number): string {
  // Optional arguments are skipped, so a group here is the `{Title}` argument.
  const argument = readGroup(source, skipOptionalArgs(source, frame.position + '\\begin{frame}'.length));
  const text = source.slice(frame.position, frame.position + frame.length);
  const command = /\\frametitle(?![A-Za-z])/.exec(text);
  const fromCommand = command ? headingTitle(text, command.index + command[0].length) : '';
  return argument?.text.trim() || fromCommand || `Slide ${n}`;
}

export function parseFrames(source: string): SlideFrame[] {
  return findEnvironments(source, ['frame']).map((frame, i) => {
    const content = source.slice(frame.position, frame.position + frame.length);
    return {
      title: frameTitle(source, frame, i + 1),
      content,
      position: frame.position,
      length: frame.length,
      isTitlePage: TITLE_PAGE_PATTERN.test(content),
    };
  });
}

export function parsePlotBlocks(source: string): PlotBlock[] {
  return matchAll(source, PYTHON_BLOCK_PATTERN).map((m) => ({
    title: m[1]!.trim(),
    code: m[2]!,
    position: m.index,
    length: m[0].length,
  }));
}

const INCLUDE = /\\includegraphics\*?(?![A-Za-z])/;
const CAPTION = /\\caption(?:of\{[^}]*\})?(?![A-Za-z])/;

function captionIn(source: string, range: SourceRange): string {
  const text = source.slice(range.position, range.position + range.length);
  const m = CAPTION.exec(text);
  return m ? headingTitle(text, m.index + m[0].length) : '';
}

/** Every `\includegraphics` of the body, with the figure or center environment that holds it. */
export function parseImageInclusions(source: string): ImageInclusion[] {
  const containers = findEnvironments(source, ['figure', 'center']);
  const blocks = parsePlotBlocks(source);
  const inside = (range: SourceRange, at: number) =>
    at > range.position && at < range.position + range.length;
  const found: ImageInclusion[] = [];
  for (const m of matchAll(source, INCLUDE)) {
    // A Python block is code, not LaTeX, whatever it contains.
    if (blocks.some((b) => inside(b, m.index))) continue;
    const argAt = skipOptionalArgs(source, m.index + m[0].length);
    const file = readGroup(source, argAt);
    if (!file) continue;
    const around = containers.filter((c) => inside(c, m.index));
    const holder = around.find((c) => c.name === 'figure') ?? around[around.length - 1];
    const command: SourceRange = { position: m.index, length: file.end - m.index };
    found.push({
      ...command,
      fileName: file.text.trim(),
      fileNameRange: { position: argAt + 1, length: file.text.length },
      figureType: holder ? (holder.name as FigureType) : 'standalone',
      caption: holder ? captionIn(source, holder) : '',
      removalRange: holder ? { position: holder.position, length: holder.length } : command,
    });
  }
  return found;
}

/** True for the file name every generated plot figure includes (with or without its extension). */
export function isPlotImage(inclusion: ImageInclusion): boolean {
  const name = inclusion.fileName.replace(/^\.\//, '');
  return name === PLOT_IMAGE_NAME || name === PLOT_IMAGE_NAME.replace(/\.png$/, '');
}

export const parsePlotInclusions = (source: string) => parseImageInclusions(source).filter(isPlotImage);
