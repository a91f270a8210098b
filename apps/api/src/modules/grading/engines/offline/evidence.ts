import type { Token } from './answer-text';

/** Words this close together (in words between them) are quoted as one piece of the answer. */
const JOIN_GAP_WORDS = 2;

/** The answer's own words around the matched tokens, as quotes: ["the water evaporated", "salt"]. */
export function quotes(answer: string, tokens: Token[]): string[] {
  const sorted = [...new Set(tokens)].sort((a, b) => a.start - b.start);
  const spans: { start: number; end: number }[] = [];
  for (const token of sorted) {
    const last = spans.at(-1);
    const between = last ? answer.slice(last.end, token.start) : '';
    const gap = between.trim() ? between.trim().split(/\s+/).length : 0;
    if (last && gap <= JOIN_GAP_WORDS && !/[.!?;\n]/.test(between)) last.end = token.end;
    else spans.push({ start: token.start, end: token.end });
  }
  return spans.map((s) => answer.slice(s.start, s.end));
}
