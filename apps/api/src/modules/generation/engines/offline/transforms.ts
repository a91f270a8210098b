import type { Block, ListBlock, ListItem } from './blocks';
import { LEAD_IN_END } from './material-parser';
import { keySentences, splitSentences } from './sentences';

/**
 * Rewrites of a block list that the formatting requirement and the regenerate rules share. Each keeps
 * the material's own sentences: nothing is invented, only selected, split or joined.
 */

const endSentence = (text: string) =>
  /[.!?:]$/.test(text) || /\\ldots\{\}$/.test(text) || LEAD_IN_END.test(text) ? text : `${text}.`;

function mapLists(block: Block, f: (list: ListBlock) => ListBlock): Block {
  if (block.kind !== 'list') return block;
  const mapped = f(block);
  return {
    ...mapped,
    items: mapped.items.map((item) =>
      item.children ? { ...item, children: mapLists(item.children, f) as ListBlock } : item,
    ),
  };
}

/** A closing sentence without a full stop ("The period is") leads into what follows: it stays prose. */
export function leadIn(sentences: string[]): { points: string[]; lead: string | null } {
  const last = sentences.at(-1);
  return last !== undefined && !/[.!?)]$|\\ldots\{\}$/.test(last)
    ? { points: sentences.slice(0, -1), lead: last }
    : { points: sentences, lead: null };
}

export const bulletList = (texts: string[]): ListBlock => ({
  kind: 'list',
  ordered: false,
  items: texts.map((text) => ({ text })),
});

/** Every paragraph becomes a list of its sentences. */
export function toBullets(blocks: Block[]): Block[] {
  return blocks.flatMap((b): Block[] => {
    if (b.kind !== 'paragraph') return [b];
    const { points, lead } = leadIn(splitSentences(b.text));
    const list: Block[] = points.length ? [bulletList(points)] : [];
    return lead === null ? list : [...list, { kind: 'paragraph', text: lead }];
  });
}

function itemsToProse(items: ListItem[]): string {
  return items
    .map((item) => {
      const own = endSentence(item.text);
      return item.children ? `${own} ${itemsToProse(item.children.items)}` : own;
    })
    .join(' ');
}

/** Every list becomes a paragraph of its items, each item a sentence. */
export function toProse(blocks: Block[]): Block[] {
  return blocks.map((b) => (b.kind === 'list' ? { kind: 'paragraph', text: itemsToProse(b.items) } : b));
}

export function toNumbered(blocks: Block[]): Block[] {
  return blocks.map((b) => mapLists(b, (list) => ({ ...list, ordered: true })));
}

/** How many sentences of a paragraph a concise version keeps: about a third, at least one, at most three. */
const keepOf = (count: number) => Math.min(3, Math.max(1, Math.ceil(count / 3)));

/**
 * Paragraphs keep their key sentences; list items their first sentence. Lists longer than `wholeLists`
 * keep their key items (about 60%, at least `wholeLists`, at most six).
 */
export function toConcise(blocks: Block[], freq: Map<string, number>, wholeLists = 4): Block[] {
  return blocks.map((b): Block => {
    if (b.kind === 'paragraph') {
      const sentences = splitSentences(b.text);
      return { kind: 'paragraph', text: keySentences(sentences, keepOf(sentences.length), freq).join(' ') };
    }
    if (b.kind === 'list') {
      const firsts = b.items.map((item) => splitSentences(item.text)[0] ?? item.text);
      const keep =
        firsts.length <= wholeLists
          ? firsts.length
          : Math.min(6, Math.max(wholeLists, Math.ceil(firsts.length * 0.6)));
      return { ...b, items: keySentences(firsts, keep, freq).map((text) => ({ text })) };
    }
    if (b.kind === 'definition') return { ...b, text: splitSentences(b.text)[0] ?? b.text };
    return b;
  });
}

/** All the sentences of a block list (paragraphs, list items, definitions), in order. */
export function sentencesOf(blocks: Block[]): string[] {
  const out: string[] = [];
  const items = (list: ListBlock) => {
    for (const item of list.items) {
      out.push(...splitSentences(item.text));
      if (item.children) items(item.children);
    }
  };
  for (const b of blocks) {
    if (b.kind === 'paragraph' || b.kind === 'definition') out.push(...splitSentences(b.text));
    else if (b.kind === 'list') items(b);
    else if (b.kind === 'keyPoints') out.push(...b.items);
  }
  return out;
}
