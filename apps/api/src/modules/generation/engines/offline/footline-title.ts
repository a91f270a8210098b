import { latexToPlain } from './latex-text';
import { truncateWords } from './sentences';

/**
 * Madrid's footline gives the title a third of the page width (about 115pt at 11pt): a longer title
 * overflows it on every frame. Widths are estimated per character of the printed title (capitals and
 * digits wide, spaces and punctuation narrow); a title that does not fit is cut at a word.
 */
const FOOTLINE_PT = 110;
const charWidth = (c: string) => (/[A-Z]/.test(c) ? 4.6 : /[0-9a-z]/.test(c) ? 3.4 : /\s/.test(c) ? 1.8 : 3);
const printedWidth = (text: string) => [...text].reduce((w, c) => w + charWidth(c), 0);

export function footlineTitle(title: string): string {
  const words = latexToPlain(title).split(/\s+/);
  if (printedWidth(words.join(' ')) <= FOOTLINE_PT) return '';
  let kept = 0;
  while (kept < words.length && printedWidth(words.slice(0, kept + 1).join(' ')) <= FOOTLINE_PT - 8) kept++;
  return `[${truncateWords(title, Math.max(1, kept))}]`;
}
