import type { Block, ListBlock } from './blocks';
import { formulasOf, materialExample, usedOtherwise, type ExampleSource } from './material-example';
import { sentencesOf } from './transforms';
import { typesetFormulas } from './typeset-formulas';
import { workedExample } from './worked-examples';

/**
 * What regenerate adds to an item or measures in it: worked examples (from the material's numbers
 * first), plain formulas put into math mode, and the counts the report compares before and after.
 */

/** The block an example for `block`'s formula goes after: the formula's, or the examples already under it. */
function exampleAnchor(item: Block[], block: Block): Block {
  let at = item.indexOf(block);
  while (item[at + 1]?.kind === 'example') at++;
  return item[at]!;
}

/**
 * The next worked example for the item: from the material's own numbers when it gives them all, else
 * with typical values, each labelled as such. A formula that has examples gets the next table row.
 */
export function nextExample(
  item: Block[],
  source: ExampleSource,
): { after: Block; block: Block; typical: boolean } | null {
  const formulas = formulasOf(item);
  const made = (math: string) =>
    item.filter((b) => b.kind === 'example' && b.body.startsWith(`Using $${math}$`)).length;
  for (const f of formulas) {
    const block = materialExample(f.math, source, made(f.math));
    if (block?.kind === 'example') return { after: exampleAnchor(item, f.block), block, typical: false };
  }
  const values = { tables: source.tables, text: source.text };
  for (const f of formulas) {
    if (usedOtherwise(f.math, source)) continue;
    const block = workedExample(f.math, values, made(f.math));
    if (block)
      // worked-examples labels every value it did not find in the material as "a typical value".
      return { after: exampleAnchor(item, f.block), block, typical: block.body.includes('a typical value') };
  }
  return null;
}

export function typesetBlocks(blocks: Block[]): { blocks: Block[]; count: number } {
  let count = 0;
  const fix = (text: string) => {
    const done = typesetFormulas(text);
    count += done.count;
    return done.text;
  };
  const list = (l: ListBlock): ListBlock => ({
    ...l,
    items: l.items.map((i) => ({
      ...i,
      text: fix(i.text),
      ...(i.children ? { children: list(i.children) } : {}),
    })),
  });
  const out = blocks.map((b): Block => {
    if (b.kind === 'paragraph' || b.kind === 'definition') return { ...b, text: fix(b.text) };
    return b.kind === 'list' ? list(b) : b;
  });
  return { blocks: out, count };
}

export const countOf = (blocks: Block[], test: (b: Block) => boolean): number => {
  const nested = (l: ListBlock): number =>
    l.items.reduce((n, i) => n + (i.children ? (test(i.children) ? 1 : 0) + nested(i.children) : 0), 0);
  return blocks.reduce((n, b) => n + (test(b) ? 1 : 0) + (b.kind === 'list' ? nested(b) : 0), 0);
};

export const mathIn = (blocks: Block[]) =>
  countOf(blocks, (b) => b.kind === 'equation') +
  sentencesOf(blocks).reduce((n, s) => n + (s.match(/\$[^$]+\$/g)?.length ?? 0), 0);
