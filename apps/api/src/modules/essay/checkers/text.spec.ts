import { ESSAY_CHECK_MAX_CHARS, prepareText, splitSentences, syllables, wordsOf } from './text';

describe('essay text helpers', () => {
  it('splits sentences with their paragraph and offset, keeping abbreviations and quotes', () => {
    const text = 'Dr. Reyes spoke first. "Why now?" she asked!\n\nA second paragraph\nwraps here. Done';
    const sentences = splitSentences(text);
    expect(sentences.map((s) => [s.text, s.paragraph])).toEqual([
      ['Dr. Reyes spoke first.', 0],
      ['"Why now?" she asked!', 0],
      ['A second paragraph\nwraps here.', 1],
      ['Done', 1],
    ]);
    for (const s of sentences) expect(text.slice(s.start, s.start + s.text.length)).toBe(s.text);
  });

  it('drops control characters and caps long input at a word boundary', () => {
    expect(prepareText('a\u0000b\r\nc\ufffd')).toBe('a b\nc ');
    const capped = prepareText('word '.repeat(50_000));
    expect(capped.length).toBeLessThanOrEqual(ESSAY_CHECK_MAX_CHARS);
    expect(capped.endsWith('word')).toBe(true);
    expect(splitSentences('')).toEqual([]);
    expect(splitSentences('... !!! ???')).toEqual([]);
  });

  it('finds words with inner apostrophes and hyphens, and counts syllables roughly', () => {
    expect(wordsOf("It's a well-known fact.").map((w) => w.text)).toEqual([
      "It's",
      'a',
      'well-known',
      'fact',
    ]);
    expect(syllables('cat')).toBe(1);
    expect(syllables('table')).toBe(2);
    expect(syllables('institution')).toBe(4);
  });
});
