import { PLOT_IMAGE_NAME } from '@eps/contracts';
import type { Block, ListItem, Outline, Table } from './blocks';
import { escapeText, safeStart, textToLatex, wrapLatex } from './latex-text';
import { OFFLINE_MARK, renderEquation, renderPlot, renderTable, type LatexSupport } from './notes-writer';
import { footlineTitle } from './footline-title';
import { keySentences, splitLatex, splitSentences, wordCount } from './sentences';

/**
 * Beamer slides from the outline: frames per section and subsection, one bullet per sentence of the
 * material, equations, definitions as blocks, tables, examples and plots on frames of their own. Every
 * sentence is kept (only a "concise" requirement selects key sentences): a frame that would hold too
 * much continues on a "(cont.)" frame, and so does the rest of a sentence too long for one frame.
 */

export interface SlideStyle {
  /** Sentences kept from one paragraph: all of them unless the requirement asked for brevity. */
  sentencesPerParagraph: number;
  /** Paragraphs stay prose instead of becoming bullets. */
  prose: boolean;
  maxBullets: number;
  maxWords: number;
}

export function slideStyle(options: {
  compact: boolean;
  concise: boolean;
  thorough: boolean;
  prose: boolean;
}): SlideStyle {
  return {
    sentencesPerParagraph: options.concise ? (options.thorough ? 2 : 1) : Infinity,
    prose: options.prose,
    maxBullets: options.concise ? 4 : options.compact ? 8 : 6,
    maxWords: options.compact ? 80 : 60,
  };
}

type Unit =
  | { kind: 'bullet'; text: string; sub: string[]; ordered: boolean }
  | { kind: 'prose'; text: string }
  | { kind: 'equation'; math: string; align: boolean }
  | { kind: 'definition'; title: string; text: string };

function weight(u: Unit): { bullets: number; words: number } {
  if (u.kind === 'bullet')
    return {
      bullets: 1 + u.sub.length,
      words: wordCount(u.text) + u.sub.reduce((n, s) => n + wordCount(s), 0),
    };
  if (u.kind === 'equation') return { bullets: 1, words: 8 };
  const words = wordCount(u.text);
  return u.kind === 'prose' ? { bullets: Math.ceil(words / 15), words } : { bullets: 2, words: words + 2 };
}

/** LaTeX characters one unit may hold; a longer one continues on the next frame, so none runs off. */
const UNIT_CHARS = 900;

/** Type size for a frame whose single unit is longer than the budget, so nothing runs off the slide. */
const sizeFor = (words: number, style: SlideStyle) => (words > style.maxWords * 1.2 ? '\\small\n' : '');

function renderUnits(units: Unit[]): string {
  const out: string[] = [];
  let bullets: string[] = [];
  let env = 'itemize';
  const flush = () => {
    if (bullets.length) out.push(`\\begin{${env}}\n${bullets.join('\n')}\n\\end{${env}}`);
    bullets = [];
  };
  for (const u of units) {
    if (u.kind === 'bullet') {
      const wanted = u.ordered ? 'enumerate' : 'itemize';
      if (wanted !== env) flush();
      env = wanted;
      const sub = u.sub.length
        ? `\n\\begin{itemize}\n${u.sub.map((s) => `\\item ${wrapLatex(safeStart(s))}`).join('\n')}\n\\end{itemize}`
        : '';
      bullets.push(`\\item ${wrapLatex(safeStart(u.text))}${sub}`);
      continue;
    }
    flush();
    if (u.kind === 'prose') out.push(`${wrapLatex(u.text)}\n`);
    else if (u.kind === 'equation') out.push(renderEquation(u.math, u.align, false));
    else out.push(`\\begin{block}{${u.title}}\n${wrapLatex(u.text)}\n\\end{block}`);
  }
  flush();
  return out.join('\n');
}

export function frame(title: string, body: string): string {
  return `\\begin{frame}{${title}}\n${body}\n\\end{frame}`;
}

function figureFrame(title: string, code: string): string {
  const figure = `\\begin{figure}\\centering\\includegraphics[width=0.7\\textwidth,height=0.7\\textheight,keepaspectratio]{${PLOT_IMAGE_NAME}}\\caption{${textToLatex(title)}}\\end{figure}`;
  return `${renderPlot(title, code)}\n${frame(textToLatex(title), figure)}`;
}

const TABLE_ROWS = 8;

function tableFrames(nextTitle: () => string, table: Table, support: LatexSupport): string[] {
  const frames: string[] = [];
  for (let i = 0; i === 0 || i < table.rows.length; i += TABLE_ROWS) {
    const part = { ...table, rows: table.rows.slice(i, i + TABLE_ROWS) };
    frames.push(frame(nextTitle(), `\\small\n${renderTable(part, support)}`));
  }
  return frames;
}

/** Frames for one titled run of blocks (a section's own blocks, or a subsection). */
export class FrameBuilder {
  private readonly out: string[] = [];
  private units: Unit[] = [];
  private used = { bullets: 0, words: 0 };
  private title: string;
  private continued = false;

  constructor(
    title: string,
    private readonly style: SlideStyle,
    private readonly freq: Map<string, number>,
    private readonly support: LatexSupport,
  ) {
    this.title = title;
  }

  /** The title of the next frame: the run's title, then "(cont.)" on every later frame. */
  private nextTitle(): string {
    const title = this.continued ? `${this.title} (cont.)` : this.title;
    this.continued = true;
    return title;
  }

  private flush(): void {
    const size = sizeFor(this.used.words, this.style);
    if (this.units.length) this.out.push(frame(this.nextTitle(), `${size}${renderUnits(this.units)}`));
    this.units = [];
    this.used = { bullets: 0, words: 0 };
  }

  private add(unit: Unit): void {
    if (unit.kind !== 'equation' && this.oversized(unit.text)) {
      const pieces = this.pieces(unit.text);
      if (pieces.length > 1) {
        // A bullet's sub-items follow its last piece.
        const last = pieces.length - 1;
        for (const [i, text] of pieces.entries())
          this.add(
            unit.kind === 'bullet' ? { ...unit, text, sub: i === last ? unit.sub : [] } : { ...unit, text },
          );
        return;
      }
    }
    const w = weight(unit);
    const over =
      this.used.bullets + w.bullets > this.style.maxBullets ||
      this.used.words + w.words > this.style.maxWords;
    if (over && this.units.length) this.flush();
    this.units.push(unit);
    this.used.bullets += w.bullets;
    this.used.words += w.words;
  }

  private own(frames: string[]): void {
    this.flush();
    this.out.push(...frames);
  }

  addBlock(block: Block): void {
    const style = this.style;
    switch (block.kind) {
      case 'paragraph': {
        const kept = keySentences(splitSentences(block.text), style.sentencesPerParagraph, this.freq);
        // Prose in runs of whole sentences that fit a frame: a long paragraph continues on the next one.
        if (style.prose) {
          for (const text of this.pieces(kept.join(' '))) this.add({ kind: 'prose', text });
          return;
        }
        for (const s of kept) this.add({ kind: 'bullet', text: s, sub: [], ordered: false });
        return;
      }
      case 'list':
        for (const item of block.items)
          this.add({ kind: 'bullet', text: item.text, sub: descendants(item), ordered: block.ordered });
        return;
      case 'equation':
        return this.add({ kind: 'equation', math: block.math, align: block.align });
      case 'definition': {
        const title = block.term ? `Definition: ${block.term}` : 'Definition';
        return this.add({ kind: 'definition', title, text: block.text });
      }
      case 'heading':
        this.flush();
        this.title = block.text;
        this.continued = false;
        return;
      case 'table':
        this.flush();
        return this.own(tableFrames(() => this.nextTitle(), block, this.support));
      case 'example':
        this.flush();
        return this.own([
          frame(
            this.nextTitle(),
            `\\begin{exampleblock}{${block.title}}\n${block.body}\n\\end{exampleblock}`,
          ),
        ]);
      case 'plot':
        return this.own([figureFrame(block.title, block.code)]);
      case 'keyPoints': {
        const items = block.items.map((s) => `\\item ${wrapLatex(safeStart(s))}`);
        return this.own([
          frame(`Key points: ${block.section}`, `\\begin{itemize}\n${items.join('\n')}\n\\end{itemize}`),
        ]);
      }
      case 'raw':
        this.flush();
        return this.own([frame(this.nextTitle(), block.latex)]);
    }
  }

  /** More than a frame holds even on its own (a frame of one unit up to twice the budget is set small). */
  private oversized(text: string): boolean {
    return wordCount(text) > 2 * this.style.maxWords || text.length > UNIT_CHARS;
  }

  /** A text in runs of whole sentences that fit a frame; only a sentence too long on its own is cut. */
  private pieces(text: string): string[] {
    const pieces: string[] = [];
    let run = '';
    for (const sentence of splitSentences(text)) {
      const joined = run ? `${run} ${sentence}` : sentence;
      if (!this.oversized(joined) && wordCount(joined) <= this.style.maxWords) {
        run = joined;
        continue;
      }
      if (run) pieces.push(run);
      run = '';
      if (this.oversized(sentence)) pieces.push(...splitLatex(sentence, this.style.maxWords, UNIT_CHARS));
      else run = sentence;
    }
    if (run) pieces.push(run);
    return pieces;
  }

  frames(blocks: Block[]): string[] {
    for (const block of blocks) this.addBlock(block);
    this.flush();
    return this.out;
  }
}

/** A list item's sub-items and theirs, as one level of sub-bullets (beamer nests only so deep). */
function descendants(item: ListItem): string[] {
  return (item.children?.items ?? []).flatMap((child) => [child.text, ...descendants(child)]);
}

export interface SlidesLayout {
  author: string;
  compact: boolean;
}

export function writeSlides(
  outline: Outline,
  layout: SlidesLayout,
  style: SlideStyle,
  freq: Map<string, number>,
): string {
  const support: LatexSupport = { boxes: false, booktabs: true };
  const framesOf = (title: string, blocks: Block[]) =>
    new FrameBuilder(title, style, freq, support).frames(blocks);
  const short = footlineTitle(outline.title);
  const parts = [
    OFFLINE_MARK,
    `\\documentclass[${layout.compact ? '10pt' : '11pt'}]{beamer}`,
    '\\usetheme{Madrid}',
    '\\usepackage[T1]{fontenc}',
    '\\usepackage{amsmath}',
    '\\usepackage{amssymb}',
    '\\usepackage{graphicx}',
    '\\usepackage{caption}',
    '\\usepackage{booktabs}',
    '\\setbeamertemplate{navigation symbols}{}',
    `\\title${short}{${outline.title}}`,
    `\\author{${escapeText(layout.author)}}`,
    '\\date{\\today}',
    '',
    '\\begin{document}',
    '',
    '\\begin{frame}\\titlepage\\end{frame}',
  ];
  if (outline.sections.length >= 3) parts.push('', frame('Outline', '\\tableofcontents'));
  // Text before the first heading introduces the sections, or is the whole talk when there are none.
  const body = framesOf(outline.sections.length ? 'Introduction' : 'Overview', outline.intro);
  for (const section of outline.sections) {
    body.push(`\\section{${section.title}}`, ...framesOf(section.title, section.blocks));
    for (const sub of section.subsections)
      body.push(`\\subsection{${sub.title}}`, ...framesOf(sub.title, sub.blocks));
  }
  return `${[...parts, '', body.join('\n\n'), '', '\\end{document}'].join('\n')}\n`;
}
