import { PLOT_IMAGE_NAME, PYTHON_BLOCK_ENV } from '@eps/contracts';
import type { Block, ListBlock, Outline, Section, Table } from './blocks';
import { escapeText, safeStart, textToLatex, wrapLatex } from './latex-text';

/** The first line of everything the offline engine writes: it is rules, and says so. */
export const OFFLINE_MARK = "% Written by Exam Prep Studio's offline engine: rules, not an AI model.";

/**
 * What the document's preamble provides. Generated notes have everything; a regenerated section goes
 * into a document the offline engine may not have written, so it uses only what that preamble loads.
 */
export interface LatexSupport {
  boxes: boolean;
  booktabs: boolean;
}
export const FULL_SUPPORT: LatexSupport = { boxes: true, booktabs: true };

export function supportOf(documentLatex: string): LatexSupport {
  return {
    boxes: documentLatex.includes('\\newtcolorbox{examplebox}'),
    booktabs: /\\usepackage(\[[^\]]*\])?\{[^}]*\bbooktabs\b/.test(documentLatex),
  };
}

const BOXES = [
  '\\newtcolorbox{definitionbox}[1]{breakable,colback=blue!4!white,colframe=blue!50!black,fonttitle=\\bfseries,title={#1}}',
  '\\newtcolorbox{examplebox}[1]{breakable,colback=green!4!white,colframe=green!35!black,fonttitle=\\bfseries,title={#1}}',
  '\\newtcolorbox{keypointsbox}{breakable,colback=orange!6!white,colframe=orange!60!black,fonttitle=\\bfseries,title={Key points}}',
];

function box(env: string, title: string | null, body: string, support: LatexSupport): string {
  if (support.boxes) return `\\begin{${env}}${title === null ? '' : `{${title}}`}\n${body}\n\\end{${env}}`;
  const heading = title === null ? 'Key points' : title;
  return [
    '\\par\\medskip\\noindent\\fbox{\\begin{minipage}{\\dimexpr\\linewidth-2\\fboxsep-2\\fboxrule\\relax}',
    `\\textbf{${heading}}\\par\\smallskip`,
    body,
    '\\end{minipage}}\\par\\medskip',
  ].join('\n');
}

/** LaTeX allows four levels of lists; deeper material is flattened into the fourth. */
export function renderList(list: ListBlock, depth = 1): string {
  const env = list.ordered ? 'enumerate' : 'itemize';
  const items = list.items.map((item) => {
    const text = `\\item ${wrapLatex(safeStart(item.text))}`;
    return item.children && depth < 4 ? `${text}\n${renderList(item.children, depth + 1)}` : text;
  });
  return `\\begin{${env}}\n${items.join('\n')}\n\\end{${env}}`;
}

export function renderEquation(math: string, align: boolean, numbered = true): string {
  const env = `${align ? 'align' : 'equation'}${numbered ? '' : '*'}`;
  return `\\begin{${env}}\n${wrapLatex(math)}\n\\end{${env}}`;
}

export function renderTable(table: Table, support: LatexSupport): string {
  const width = table.header.length;
  const long = [table.header, ...table.rows].some((r) => r.some((c) => c.length > 40));
  const column = long ? `p{${(0.9 / width).toFixed(3)}\\linewidth}` : 'l';
  const [top, mid, bottom] = support.booktabs
    ? ['\\toprule', '\\midrule', '\\bottomrule']
    : ['\\hline', '\\hline', '\\hline'];
  const row = (cells: string[]) => `${cells.map((c) => wrapLatex(safeStart(c))).join(' & ')} \\\\`;
  return [
    '\\begin{center}',
    width > 6 ? '\\small' : '',
    `\\begin{tabular}{${column.repeat(width)}}`,
    top,
    row(table.header),
    mid,
    ...table.rows.map(row),
    bottom,
    '\\end{tabular}',
    '\\end{center}',
  ]
    .filter(Boolean)
    .join('\n');
}

export function renderPlot(title: string, code: string): string {
  return [`\\begin{${PYTHON_BLOCK_ENV}}{${title}}`, code, `\\end{${PYTHON_BLOCK_ENV}}`].join('\n');
}

function figure(title: string): string {
  return `\\begin{figure}[h]\\centering\\includegraphics[width=0.7\\textwidth]{${PLOT_IMAGE_NAME}}\\caption{${textToLatex(title)}}\\end{figure}`;
}

export function renderBlock(block: Block, support: LatexSupport): string {
  switch (block.kind) {
    case 'heading':
      return `\\subsubsection{${block.text}}`;
    case 'paragraph':
      return wrapLatex(block.text);
    case 'list':
      return renderList(block);
    case 'equation':
      return renderEquation(block.math, block.align);
    case 'definition':
      return box(
        'definitionbox',
        block.term ? `Definition: ${block.term}` : 'Definition',
        wrapLatex(block.text),
        support,
      );
    case 'table':
      return renderTable(block, support);
    case 'example':
      return box('examplebox', block.title, block.body, support);
    case 'plot':
      return `${renderPlot(block.title, block.code)}\n${figure(block.title)}`;
    case 'keyPoints':
      return box(
        'keypointsbox',
        null,
        renderList({ kind: 'list', ordered: false, items: block.items.map((text) => ({ text })) }),
        support,
      );
    case 'raw':
      return block.latex;
  }
}

export function renderBlocks(blocks: Block[], support: LatexSupport): string {
  return blocks.map((b) => renderBlock(b, support)).join('\n\n');
}

export function renderSection(
  section: Section,
  support: LatexSupport,
  heading = `\\section{${section.title}}`,
): string {
  const parts = [heading, renderBlocks(section.blocks, support)];
  for (const sub of section.subsections)
    parts.push(`\\subsection{${sub.title}}`, renderBlocks(sub.blocks, support));
  return parts.filter(Boolean).join('\n\n');
}

export interface NotesLayout {
  author: string;
  compact: boolean;
  contents: boolean;
}

function preamble(title: string, layout: NotesLayout): string[] {
  return [
    OFFLINE_MARK,
    `\\documentclass[${layout.compact ? '10pt' : '11pt'}]{article}`,
    '\\usepackage[T1]{fontenc}',
    '\\usepackage{amsmath}',
    '\\usepackage{amssymb}',
    `\\usepackage[margin=${layout.compact ? '1.5cm' : '2.5cm'}]{geometry}`,
    '\\usepackage{graphicx}',
    '\\usepackage{caption}',
    '\\usepackage{booktabs}',
    '\\usepackage{enumitem}',
    '\\usepackage{xcolor}',
    '\\usepackage[breakable]{tcolorbox}',
    ...BOXES,
    '\\setlength{\\parindent}{0pt}',
    `\\setlength{\\parskip}{${layout.compact ? '3pt' : '6pt'}}`,
    ...(layout.compact ? ['\\setlist{nosep}', '\\tcbset{before skip=4pt,after skip=4pt}'] : []),
    `\\title{${title}}`,
    `\\author{${escapeText(layout.author)}}`,
    '\\date{\\today}',
  ];
}

export function writeNotes(outline: Outline, layout: NotesLayout): string {
  const body = [
    '\\begin{document}',
    '\\maketitle',
    ...(layout.compact ? ['\\small'] : []),
    ...(layout.contents ? ['\\tableofcontents'] : []),
    renderBlocks(outline.intro, FULL_SUPPORT),
    ...outline.sections.map((s) => renderSection(s, FULL_SUPPORT)),
    '\\end{document}',
  ];
  return `${preamble(outline.title, layout).join('\n')}\n\n${body.filter(Boolean).join('\n\n')}\n`;
}
