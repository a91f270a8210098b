import { MIN_LINE_CONFIDENCE, readableText } from './recognised-text';

const line = (text: string, confidence = 92) => ({ text, confidence });

describe('readableText', () => {
  it('keeps lines in order, one per line, with a blank line between paragraphs', () => {
    const page = [
      [line('First line of the first paragraph\n'), line('  and its second line \n')],
      [line('A second paragraph.\n')],
    ];
    expect(readableText(page)).toBe(
      'First line of the first paragraph\nand its second line\n\nA second paragraph.',
    );
  });

  it('drops lines read with low confidence, and paragraphs left empty', () => {
    const page = [
      [line('ee Re A oe', 12), line('Real text survives', MIN_LINE_CONFIDENCE)],
      [line('a ta A', MIN_LINE_CONFIDENCE - 1), line('   ', 95)],
      [line('Also this one.')],
    ];
    expect(readableText(page)).toBe('Real text survives\n\nAlso this one.');
  });

  it('is empty for a page with no confident text', () => {
    expect(readableText([])).toBe('');
    expect(readableText([[line('Ty 0:', 37)], [line('~', 0)]])).toBe('');
  });
});
