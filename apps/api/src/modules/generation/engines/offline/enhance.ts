import { parseMaterial, type RawBlock, type RawList } from './material-parser';

/**
 * "Enhance with AI", offline: the material cleaned and structured, as plain text. Page numbers and
 * running headers (lines repeated beside them) go, hard-wrapped lines are joined, bullets normalised,
 * obvious heading lines become `#`/`##` headings, and blocks are separated by exactly one blank line.
 * The same input always gives the same output.
 */

const PAGE_NUMBER =
  /^\s*(?:page\s+\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?|[-–—]?\s*\d{1,4}\s*[-–—]?|\d{1,4}\s*\/\s*\d{1,4})\s*$/i;
const BOILERPLATE = /©|\ball rights reserved\b|\bconfidential\b|\bpage\b|\bchapter\b/i;
const MAX_HEADER = 80;

/** Lines that repeat at least three times next to page breaks (or look like a running header). */
function runningHeaders(lines: string[]): Set<string> {
  const counts = new Map<string, { n: number; nearBreak: boolean }>();
  lines.forEach((line, i) => {
    const t = line.trim();
    if (!t || t.length > MAX_HEADER || /^[-*+•|#$]/.test(t)) return;
    const near = [lines[i - 1], lines[i + 1], lines[i - 2], lines[i + 2]].some(
      (l) => l !== undefined && (PAGE_NUMBER.test(l) || l.includes('\f')),
    );
    const entry = counts.get(t) ?? { n: 0, nearBreak: false };
    counts.set(t, { n: entry.n + 1, nearBreak: entry.nearBreak || near });
  });
  return new Set(
    [...counts].filter(([t, c]) => c.n >= 3 && (c.nearBreak || BOILERPLATE.test(t))).map(([t]) => t),
  );
}

export function cleanLines(text: string): string[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/\u00a0/g, ' ')
    .split('\n');
  const headers = runningHeaders(lines);
  return lines
    .filter((line) => !PAGE_NUMBER.test(line) || !line.trim())
    .filter((line) => !headers.has(line.trim()))
    .map((line) =>
      line
        .replace(/\f/g, '')
        .replace(/[ \t]+$/, '')
        .replace(/(\S)[ ]{2,}/g, '$1 '),
    );
}

function listText(list: RawList, depth: number): string[] {
  return list.items.flatMap((item, i) => {
    const marker = list.ordered ? `${i + 1}.` : '-';
    const own = `${'   '.repeat(depth)}${marker} ${item.text}`;
    return item.children ? [own, ...listText(item.children, depth + 1)] : [own];
  });
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

function blockText(block: RawBlock, headingLevel: (level: number) => number): string {
  switch (block.kind) {
    case 'heading':
      return `${'#'.repeat(headingLevel(block.level))} ${block.text}`;
    case 'paragraph':
      return block.text;
    case 'list':
      return listText(block, 0).join('\n');
    case 'equation':
      return block.delimited ? `$$${block.math}$$` : block.math;
    case 'definition':
      return block.term && !block.text.startsWith(block.term)
        ? `${block.term} – ${block.text}`
        : `Definition: ${block.text}`;
    case 'table': {
      const width = block.rows[0]!.length;
      const row = (cells: string[]) =>
        `| ${Array.from({ length: width }, (_, i) => cell(cells[i] ?? '')).join(' | ')} |`;
      return [row(block.rows[0]!), `|${' --- |'.repeat(width)}`, ...block.rows.slice(1).map(row)].join('\n');
    }
  }
}

export function enhanceMaterial(text: string): string {
  const blocks = parseMaterial(cleanLines(text).join('\n'));
  const levels = [...new Set(blocks.flatMap((b) => (b.kind === 'heading' ? [b.level] : [])))].sort(
    (a, b) => a - b,
  );
  const first = blocks[0];
  const titled =
    first?.kind === 'heading' &&
    blocks.every((b) => b.kind !== 'heading' || b === first || b.level > first.level);
  // `#` is the document's title: without one, the top headings are sections (`##`).
  const headingLevel = (level: number) => Math.min(6, levels.indexOf(level) + (titled ? 1 : 2));
  return `${blocks
    .map((b) => blockText(b, headingLevel))
    .join('\n\n')
    .trim()}\n`;
}
