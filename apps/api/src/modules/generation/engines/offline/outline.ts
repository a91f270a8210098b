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

/**
 * The material's title: its first block when that is a heading. The heading leaves the body when it
 * heads nothing of its own (another heading follows at once) or no other heading is of its rank or
 * higher; otherwise it is also the first section, so no section is lost.
 */
function titleOf(raw: RawBlock[]): { title: string | null; body: RawBlock[] } {
  const first = raw[0];
  if (first?.kind !== 'heading') return { title: null, body: raw };
  const peers = raw.some((b) => b !== first && b.kind === 'heading' && b.level <= first.level);
  const ownContent = raw[1] !== undefined && raw[1].kind !== 'heading';
  return { title: inlineLatex(first.text), body: peers && ownContent ? raw : raw.slice(1) };
}

const TOPIC_WORDS = 8;

/**
 * A section title from a paragraph: its first sentence or clause when short, else its first words.
 * Only words and plain punctuation make a title; a paragraph that opens with none is "Part n".
 */
function topicOf(paragraph: string, n: number): string {
  const sentence = paragraph
    .split(/(?<=[.!?])\s+(?=[A-Z])/)[0]!
    .replace(/[^\p{L}\p{N}\s'’(),%-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[\s,(-]+$/, '')
    .trim();
  const clause = sentence.split(/,\s/)[0]!;
  const words = (clause.split(' ').length <= TOPIC_WORDS ? clause : sentence).split(' ');
  if (words.filter((w) => /\p{L}{2}/u.test(w)).length < 2) return `Part ${n}`;
  return words.length <= TOPIC_WORDS ? words.join(' ') : `${words.slice(0, TOPIC_WORDS - 2).join(' ')}…`;
}

/**
 * Material without headings still has a shape: each paragraph (with the lists, equations and tables
 * after it) is a section, titled by its opening words. One paragraph alone stays as it is.
 */
function sectionsFromParagraphs(body: RawBlock[]): RawBlock[] {
  if (body.some((b) => b.kind === 'heading') || body.filter((b) => b.kind === 'paragraph').length < 2)
    return body;
  let n = 0;
  return body.flatMap((b): RawBlock[] =>
    b.kind === 'paragraph' ? [{ kind: 'heading', level: 2, text: topicOf(b.text, ++n) }, b] : [b],
  );
}

export function buildOutline(raw: RawBlock[], fallbackTitle: string): Outline {
  const found = titleOf(raw);
  const title = found.title ?? fallbackTitle;
  const body = sectionsFromParagraphs(found.body);
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
