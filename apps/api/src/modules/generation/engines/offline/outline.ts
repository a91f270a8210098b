import type { Block, ListBlock, Outline, Section } from './blocks';
import { escapeText, inlineLatex } from './latex-text';
import { needsAlign, safeMath } from './math-sanitizer';
import type { RawBlock, RawList } from './material-parser';
import { plainToLatexMath } from './plain-math';

/**
 * Raw blocks to the document outline: the title (a first heading that nothing else outranks), then
 * sections and subsections from the remaining heading levels, with every text made safe LaTeX.
 */

/** "Amplitude A: the maximum displacement…" → the term in bold. */
const TERM_ITEM = /^([^:$`*]{1,40}):\s+(\S.*)$/;

function listToLatex(raw: RawList): ListBlock {
  return {
    kind: 'list',
    ordered: raw.ordered,
    items: raw.items.map((item) => {
      const term = TERM_ITEM.exec(item.text.slice(0, 200));
      const text =
        term && term[1]!.trim().split(/\s+/).length <= 5
          ? `\\textbf{${inlineLatex(term[1]!)}:} ${inlineLatex(item.text.slice(term[1]!.length + 1))}`
          : inlineLatex(item.text);
      return item.children ? { text, children: listToLatex(item.children) } : { text };
    }),
  };
}

export function equationBlock(math: string, delimited: boolean): Block {
  const safe = safeMath(delimited ? math : plainToLatexMath(math), 'display');
  if (safe !== null) return { kind: 'equation', math: safe, align: needsAlign(safe) };
  return { kind: 'paragraph', text: `\\texttt{${escapeText(math)}}` };
}

export function toLatexBlock(raw: Exclude<RawBlock, { kind: 'heading' }>): Block {
  switch (raw.kind) {
    case 'paragraph':
      return { kind: 'paragraph', text: inlineLatex(raw.text) };
    case 'list':
      return listToLatex(raw);
    case 'equation':
      return equationBlock(raw.math, raw.delimited);
    case 'definition':
      return { kind: 'definition', term: inlineLatex(raw.term), text: inlineLatex(raw.text) };
    case 'table': {
      const width = Math.min(
        12,
        raw.rows.reduce((w, r) => Math.max(w, r.length), 0),
      );
      const cells = raw.rows.map((r) =>
        Array.from({ length: width }, (_, i) => inlineLatex((r[i] ?? '').slice(0, 200))),
      );
      return { kind: 'table', header: cells[0]!, rows: cells.slice(1) };
    }
  }
}

export function buildOutline(raw: RawBlock[], fallbackTitle: string): Outline {
  const headings = raw.filter((b) => b.kind === 'heading');
  let body = raw;
  let title = fallbackTitle;
  const first = raw[0];
  if (first?.kind === 'heading' && headings.every((h) => h === first || h.level > first.level)) {
    title = inlineLatex(first.text);
    body = raw.slice(1);
  }
  const levels = [...new Set(body.flatMap((b) => (b.kind === 'heading' ? [b.level] : [])))].sort(
    (a, b) => a - b,
  );
  const outline: Outline = { title, intro: [], sections: [] };
  let section: Section | null = null;
  let target = outline.intro;
  for (const block of body) {
    if (block.kind !== 'heading') {
      target.push(toLatexBlock(block));
      continue;
    }
    const rank = levels.indexOf(block.level);
    const text = inlineLatex(block.text);
    if (rank === 0 || !section) {
      section = { title: text, blocks: [], subsections: [] };
      outline.sections.push(section);
      target = section.blocks;
    } else if (rank === 1) {
      const sub = { title: text, blocks: [] };
      section.subsections.push(sub);
      target = sub.blocks;
    } else {
      target.push({ kind: 'heading', text });
    }
  }
  return outline;
}
