import { applyEdits, deleteRange, spliceRange } from './splice';

describe('spliceRange', () => {
  it('replaces the range with the text', () => {
    expect(spliceRange('abcdef', { position: 2, length: 2 }, 'XY Z')).toBe('abXY Zef');
    expect(spliceRange('abc', { position: 3, length: 0 }, '!')).toBe('abc!');
  });
});

describe('deleteRange', () => {
  it('takes the whole line when the range is alone on it', () => {
    expect(deleteRange('one\n  two  \nthree', { position: 6, length: 3 })).toBe('one\nthree');
    expect(deleteRange('one\ntwo', { position: 4, length: 3 })).toBe('one\n');
  });

  it('cuts only the range when it shares its line with other text', () => {
    expect(deleteRange('one two three', { position: 4, length: 4 })).toBe('one three');
  });
});

describe('applyEdits', () => {
  it('applies edits made against the same source, in any order', () => {
    const source = 'a1 b2 c3';
    expect(
      applyEdits(source, [
        { position: 6, length: 2, text: 'C' },
        { position: 0, length: 2, text: 'A' },
        { position: 3, length: 2, text: 'B' },
      ]),
    ).toBe('A B C');
  });

  it('drops an edit inside a larger one already taken', () => {
    const source = 'keep\n[outer [inner] outer]\nkeep';
    expect(
      applyEdits(source, [
        { position: 12, length: 7, text: 'X' },
        { position: 5, length: 21, text: '' },
      ]),
    ).toBe('keep\nkeep');
  });
});
