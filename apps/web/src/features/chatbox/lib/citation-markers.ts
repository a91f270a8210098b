import type { Element, ElementContent, Root, RootContent, Text } from 'hast';

/** The attribute a marker element carries: the citation number it points at. */
export const CITATION_MARKER_PROPERTY = 'dataCitation';

const MARKER = /\[(\d{1,3})\]/g;
/** Text under these stays as written: code and maths (math is still `code` when this plugin runs). */
const VERBATIM = new Set(['code', 'pre', 'kbd', 'samp', 'a']);

/**
 * A rehype plugin: each `[n]` in prose whose n is one of the reply's citations becomes a `<cite>`
 * element with data-citation=n, which the renderer turns into a button to the citation's chip. Any
 * other `[n]` (no such citation, or inside code and maths) stays text.
 */
export function rehypeCitationMarkers({ numbers }: { numbers: ReadonlySet<number> }) {
  return (tree: Root) => {
    if (numbers.size > 0) markChildren(tree, numbers);
  };
}

function markChildren(parent: Root | Element, numbers: ReadonlySet<number>) {
  const children: (RootContent | ElementContent)[] = [];
  for (const child of parent.children) {
    if (child.type === 'text') children.push(...splitText(child, numbers));
    else {
      if (child.type === 'element' && !VERBATIM.has(child.tagName)) markChildren(child, numbers);
      children.push(child);
    }
  }
  parent.children = children as typeof parent.children;
}

function splitText(text: Text, numbers: ReadonlySet<number>): ElementContent[] {
  const pieces: ElementContent[] = [];
  let last = 0;
  for (const match of text.value.matchAll(MARKER)) {
    const n = Number(match[1]);
    if (!numbers.has(n)) continue;
    if (match.index > last) pieces.push({ type: 'text', value: text.value.slice(last, match.index) });
    pieces.push({
      type: 'element',
      tagName: 'cite',
      properties: { [CITATION_MARKER_PROPERTY]: n },
      children: [{ type: 'text', value: match[0] }],
    });
    last = match.index + match[0].length;
  }
  if (last === 0) return [text];
  if (last < text.value.length) pieces.push({ type: 'text', value: text.value.slice(last) });
  return pieces;
}
