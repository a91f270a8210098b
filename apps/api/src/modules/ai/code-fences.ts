/** An opening fence with an optional language tag (```latex, ```python, ```json), then the code. */
const OPENING_FENCE = /^```[\w+-]*[^\S\n]*\n/;
const CLOSING_FENCE = /\n?```[^\S\n]*(\n|$)/;
const FIRST_BLOCK = /```[\w+-]*[^\S\n]*\n([\s\S]*?)\n?```/;

/**
 * Models often wrap code in Markdown fences even when told not to, sometimes after a line of prose
 * ("Here is the document:"). Returns the code inside the first fence in those cases, and the text
 * unchanged otherwise. An unclosed opening fence (an answer cut off at the length limit) is removed too.
 */
export function stripCodeFences(text: string): string {
  const trimmed = text.trim();
  if (OPENING_FENCE.test(trimmed)) {
    const body = trimmed.replace(OPENING_FENCE, '');
    const end = CLOSING_FENCE.exec(body);
    return (end ? body.slice(0, end.index) : body).trim();
  }
  const block = FIRST_BLOCK.exec(trimmed);
  // Only prose may stand before the fence: LaTeX or code before it means the fence is part of the content.
  if (block && isProse(trimmed.slice(0, block.index))) return block[1].trim();
  return trimmed;
}

function isProse(text: string): boolean {
  return !/[\\{}=()]/.test(text) && text.trim().split('\n').length <= 2;
}
