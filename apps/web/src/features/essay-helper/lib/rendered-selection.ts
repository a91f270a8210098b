import { selectionSpan, type EssaySpan, type ParagraphPoint } from './essay-selection';

/** Each rendered essay paragraph (MarkedParagraph) carries role="paragraph" and exactly its text. */
const PARAGRAPH = '[role="paragraph"]';

/**
 * A DOM point as a paragraph and an offset into its text. A point between paragraphs (in an analysis
 * toggle, say) moves to the nearest paragraph edge in the direction that keeps the selection inside.
 */
function paragraphPoint(
  paragraphs: Element[],
  node: Node,
  offset: number,
  edge: 'start' | 'end',
): ParagraphPoint | null {
  const element = node instanceof Element ? node : node.parentElement;
  const inside = element?.closest(PARAGRAPH);
  const index = inside ? paragraphs.indexOf(inside) : -1;
  if (inside && index >= 0) {
    const before = document.createRange();
    before.setStart(inside, 0);
    before.setEnd(node, offset);
    return { paragraph: index, offset: before.toString().length };
  }
  const follows = (p: Element) => !!(node.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING);
  if (edge === 'start') {
    const next = paragraphs.findIndex(follows);
    return next < 0 ? null : { paragraph: next, offset: 0 };
  }
  const previous = paragraphs.filter((p) => !follows(p)).length - 1;
  return previous < 0 ? null : { paragraph: previous, offset: paragraphs[previous].textContent?.length ?? 0 };
}

/** The essay span a DOM range inside `area` covers, widened to whole words (null when it is blank). */
export function essaySpanOfRange(area: Element, range: Range, essay: string): EssaySpan | null {
  const paragraphs = [...area.querySelectorAll(PARAGRAPH)];
  const from = paragraphPoint(paragraphs, range.startContainer, range.startOffset, 'start');
  const to = paragraphPoint(paragraphs, range.endContainer, range.endOffset, 'end');
  return from && to ? selectionSpan(essay, from, to) : null;
}

/** The essay span of a whole element (a highlighted passage reached with Tab). */
export function essaySpanOfElement(area: Element, element: Element, essay: string): EssaySpan | null {
  const range = document.createRange();
  range.selectNodeContents(element);
  return essaySpanOfRange(area, range, essay);
}
