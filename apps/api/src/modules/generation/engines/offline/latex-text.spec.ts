import { escapeText, inlineLatex, latexToPlain, safeStart, wrapLatex } from './latex-text';

describe('escapeText', () => {
  it('turns every LaTeX special character into text', () => {
    expect(escapeText('& % $ # _ { } ~ ^ \\')).toBe(
      '\\& \\% \\$ \\# \\_ \\{ \\} \\textasciitilde{} \\textasciicircum{} \\textbackslash{}',
    );
  });

  it('makes a typed \\input{/etc/passwd} text, not a command', () => {
    const out = escapeText('\\input{/etc/passwd}');
    expect(out).toBe('\\textbackslash{}input\\{/etc/passwd\\}');
    expect(out).not.toMatch(/\\input/);
  });

  it('keeps Latin-1 text, shows Greek and math symbols as math, and replaces what pdflatex cannot typeset', () => {
    expect(escapeText('café – “naïve” 5 °C ±0.1')).toBe('café – “naïve” 5 °C ±0.1');
    expect(escapeText('ω ≤ π')).toBe('$\\omega$ $\\leq$ $\\pi$');
    expect(escapeText('中文 😀 Ħ')).toBe('?? ? ?');
    expect(escapeText('a\u200bb\u0007c\u00a0d')).toBe('abc~d');
    expect(escapeText('x−y ₂')).toBe('x-y \\textsubscript{2}');
  });
});

describe('inlineLatex', () => {
  it('keeps safe inline math and escapes the text around it', () => {
    expect(inlineLatex('Energy $E = mc^2$ & \\(\\alpha_1\\) 50%')).toBe(
      'Energy $E = mc^2$ \\& $\\alpha_1$ 50\\%',
    );
  });

  it('shows math that is not plainly mathematics as text', () => {
    expect(inlineLatex('$\\input{/etc/passwd}$')).toBe('\\$\\textbackslash{}input\\{/etc/passwd\\}\\$');
    // A caret typed in text is still an exponent, each on its own (a double superscript is not math).
    expect(inlineLatex('$a^2^3$')).toBe('\\$a$^{2}${}$^{3}$\\$');
    expect(inlineLatex('$\\frac{1}$')).toMatch(/^\\\$\\textbackslash\{\}frac/);
  });

  it('treats dollar amounts as money, not math', () => {
    expect(inlineLatex('costs $5 and $10 today')).toBe('costs \\$5 and \\$10 today');
  });

  it('marks up **bold**, *italic* and `code`, escaping inside them', () => {
    expect(inlineLatex('**Key & term** then *stress* and `a_b`')).toBe(
      '\\textbf{Key \\& term} then \\emph{stress} and \\texttt{a\\_b}',
    );
    expect(inlineLatex('2 * 3 * 4')).toBe('2 * 3 * 4');
  });
});

describe('wrapLatex', () => {
  it('breaks at blanks near the width', () => {
    const lines = wrapLatex('word '.repeat(100).trim(), 40).split('\n');
    expect(lines.every((l) => l.length <= 40)).toBe(true);
    expect(lines.join(' ')).toBe('word '.repeat(100).trim());
  });

  it('cuts a giant word with %-newlines, never inside a control word', () => {
    const word = escapeText('x\\y{z}%&_'.repeat(500));
    const wrapped = wrapLatex(word);
    const lines = wrapped.split('\n');
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.every((l) => l.length <= 200)).toBe(true);
    lines.slice(0, -1).forEach((line, i) => {
      expect(line.endsWith('%')).toBe(true);
      const splitsControlWord = /\\[A-Za-z]+%$/.test(line) && /^[A-Za-z]/.test(lines[i + 1]!);
      expect(splitsControlWord).toBe(false);
    });
    expect(lines.map((l) => l.replace(/%$/, '')).join('')).toBe(word);
  });
});

describe('latexToPlain', () => {
  it('reads escaped text and simple markup back as text', () => {
    expect(latexToPlain('\\textbf{Mass (kg)} \\& 50\\% of $\\omega$')).toBe('Mass (kg) & 50% of ω');
  });
});

describe('safeStart', () => {
  it('defuses text that \\item or \\\\ would read as an optional argument', () => {
    expect(safeStart('[draft] notes')).toBe('{}[draft] notes');
    expect(safeStart('*starred')).toBe('{}*starred');
    expect(safeStart('plain [x]')).toBe('plain [x]');
  });
});
