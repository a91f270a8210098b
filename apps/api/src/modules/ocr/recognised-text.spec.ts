import { MIN_LINE_CONFIDENCE, readableText, type RecognisedLine } from './recognised-text';

/** A line at row `row` (30 px apart, 22 px tall), its words' characters each read at `symbols`. */
function line(text: string, confidence = 92, { row = 0, symbols = 99 } = {}): RecognisedLine {
  const y0 = row * 30;
  const bbox = { x0: 0, y0, x1: 10 * text.length, y1: y0 + 22 };
  return {
    words: text
      .trim()
      .split(/\s+/)
      .filter((w) => w !== '')
      .map((word) => ({
        confidence,
        symbols: [...word].map((c) => ({ text: c, confidence: symbols, bbox })),
      })),
    confidence,
    bbox,
    baseline: { x0: 0, y0: y0 + 18, x1: bbox.x1, y1: y0 + 18 },
    rowHeight: 22,
    descenders: 4,
  };
}

describe('readableText', () => {
  it('keeps lines in order, one per line, with a blank line between paragraphs', () => {
    const page = [
      [line('First line of the first paragraph\n'), line('  and its second line \n', 92, { row: 1 })],
      [line('A second paragraph.\n', 92, { row: 2 })],
    ];
    expect(readableText(page)).toEqual({
      text: 'First line of the first paragraph\nand its second line\n\nA second paragraph.',
      uncertain: [],
    });
  });

  it('drops unsure lines of unsurely read characters, and paragraphs left empty', () => {
    const page = [
      [line('ee Re A oe', 12, { symbols: 85 }), line('Real text survives', MIN_LINE_CONFIDENCE)],
      [line('a ta A', MIN_LINE_CONFIDENCE - 1, { symbols: 88 }), line('   ', 95)],
      [line('Also this one.')],
    ];
    expect(readableText(page).text).toBe('Real text survives\n\nAlso this one.');
  });

  it('keeps a short unsure last line whose characters were read surely, and marks its words', () => {
    const page = [[line('Planck constant is h = 6.63 x')], [line('10⁻³⁴ J s.', 41, { row: 1, symbols: 97 })]];
    expect(readableText(page)).toEqual({
      text: 'Planck constant is h = 6.63 x\n\n10⁻³⁴ J s.',
      uncertain: [
        { line: 3, word: '10⁻³⁴' },
        { line: 3, word: 'J' },
        { line: 3, word: 's.' },
      ],
    });
  });

  it('marks a word with a character read unsurely', () => {
    const page = [[line('Area A = 4.0 m2')]];
    page[0][0].words[4].symbols[1].unsure = true;
    expect(readableText(page).uncertain).toEqual([{ line: 1, word: 'm2' }]);
  });

  it('is empty for a page with no confident text', () => {
    expect(readableText([]).text).toBe('');
    expect(readableText([[line('Ty 0:', 37, { symbols: 97 })], [line('~', 0)]]).text).toBe('');
  });
});
