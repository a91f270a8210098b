import { shouldCorrect } from './question-search.service';
import {
  applyCorrections,
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  highlightHtml,
  plainSnippet,
  wordsToCheck,
} from './search-text';

const mark = (w: string) => `${HIGHLIGHT_START}${w}${HIGHLIGHT_END}`;

describe('search text helpers', () => {
  it('escapes the stored text and turns only the highlight marks into <mark>', () => {
    expect(highlightHtml(`Solve ${mark('x')} < 3 <script>alert(1)</script> & "q"`)).toBe(
      'Solve <mark>x</mark> &lt; 3 &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;',
    );
    expect(highlightHtml(`<mark>not ours</mark> ${mark('ours')}`)).toBe(
      '&lt;mark&gt;not ours&lt;/mark&gt; <mark>ours</mark>',
    );
  });

  it('cuts a plain snippet at a word and escapes it', () => {
    expect(plainSnippet('a < b\n\nand more words here', 12)).toBe('a &lt; b and …');
  });

  it('checks the long words of a query, not operators, and puts corrections back in place', () => {
    expect(wordsToCheck('"Pythagorus theorem" or -hypotenuse x2 of')).toEqual([
      'pythagorus',
      'theorem',
      'hypotenuse',
    ]);
    const fixed = applyCorrections(
      '"Pythagorus theorem" -hypotenuse',
      new Map([['pythagorus', 'pythagorean']]),
    );
    expect(fixed).toBe('"pythagorean theorem" -hypotenuse');
  });

  it('corrects unknown words, and rare words only towards a much more common, very similar one', () => {
    const c = (
      documents: number,
      suggestionDocuments: number,
      similarity: number,
      suggestion: string | null = 'w',
    ) => ({
      word: 'x',
      documents,
      suggestion,
      suggestionDocuments,
      similarity,
    });
    expect(shouldCorrect(c(0, 1, 0.3))).toBe(true);
    expect(shouldCorrect(c(0, 0, 0, null))).toBe(false);
    expect(shouldCorrect(c(6, 299, 0.6))).toBe(true);
    expect(shouldCorrect(c(6, 60, 0.6))).toBe(false);
    expect(shouldCorrect(c(1, 50, 0.4))).toBe(false);
    expect(shouldCorrect(c(40, 5000, 0.9))).toBe(false);
  });
});
