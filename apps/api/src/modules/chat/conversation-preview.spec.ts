import { PREVIEW_CHARS, plainPreview } from './conversation-preview';

describe('plainPreview', () => {
  it('takes Markdown and maths delimiters out of a reply, keeping its words and the formula', () => {
    expect(plainPreview('**Differentiate**: $$\n3x^{2} + 2\n$$ as shown [1].')).toBe(
      'Differentiate: 3x^{2} + 2 as shown .',
    );
    expect(plainPreview('## Hint\nUse `P = W/t` and \\(mgh\\).')).toBe('Hint Use P = W/t and mgh.');
  });

  it('keeps a student’s multiplication and cuts a long message with an ellipsis', () => {
    expect(plainPreview('what is 2*x*x')).toBe('what is 2*x*x');
    const long = plainPreview('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(PREVIEW_CHARS);
    expect(long.endsWith('…')).toBe(true);
  });
});
