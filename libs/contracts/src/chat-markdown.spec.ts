import { normaliseMathDelimiters } from './chat-markdown';

describe('normaliseMathDelimiters', () => {
  it('turns \\( \\) into inline dollars and \\[ \\] into a display block on its own lines', () => {
    expect(normaliseMathDelimiters('So \\( x^2 \\) grows.')).toBe('So $x^2$ grows.');
    expect(normaliseMathDelimiters('Then \\[\\int_0^1 x\\,dx = \\tfrac12\\] holds.')).toBe(
      'Then\n\n$$\n\\int_0^1 x\\,dx = \\tfrac12\n$$\n\nholds.',
    );
  });

  it('leaves dollar maths as written', () => {
    const text = 'Inline $a+b$ and\n\n$$\nE = mc^2\n$$\n';
    expect(normaliseMathDelimiters(text)).toBe(text);
  });

  it('puts $$…$$ written within a line on lines of its own, as display maths', () => {
    expect(normaliseMathDelimiters('The principle:\n\n$$W = \\Delta E_k$$\n\nholds.')).toBe(
      'The principle:\n\n$$\nW = \\Delta E_k\n$$\n\nholds.',
    );
    expect(normaliseMathDelimiters('So $$a=b$$ and $c$.')).toBe('So\n\n$$\na=b\n$$\n\nand $c$.');
    const block = 'Text\n\n$$\nE = mc^2\n$$\nand $$x$$';
    expect(normaliseMathDelimiters(block)).toBe('Text\n\n$$\nE = mc^2\n$$\nand\n\n$$\nx\n$$\n\n');
  });

  it('gives the same text when normalised twice (the server saves it normalised, the page normalises again)', () => {
    const once = normaliseMathDelimiters('A \\(x\\), \\[y\\] and $$z$$ then\n\n$$\nw\n$$\n');
    expect(normaliseMathDelimiters(once)).toBe(once);
  });

  it('reads a display formula that spans lines', () => {
    expect(normaliseMathDelimiters('\\[\na = b\n+ c\n\\]')).toBe('\n\n$$\na = b\n+ c\n$$\n\n');
  });

  it('leaves code blocks and inline code alone', () => {
    const fenced = 'Use:\n```latex\n\\(x\\) and \\[y\\]\n```\nthen \\(z\\).';
    expect(normaliseMathDelimiters(fenced)).toBe('Use:\n```latex\n\\(x\\) and \\[y\\]\n```\nthen $z$.');
    expect(normaliseMathDelimiters('Type `\\(x\\)` to get \\(x\\).')).toBe('Type `\\(x\\)` to get $x$.');
  });

  it('leaves an unclosed fence (a reply still streaming) as code', () => {
    expect(normaliseMathDelimiters('```\n\\(x\\)')).toBe('```\n\\(x\\)');
  });
});
