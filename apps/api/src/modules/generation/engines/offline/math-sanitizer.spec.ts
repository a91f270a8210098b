import { needsAlign, safeMath } from './math-sanitizer';
import { looksLikeFormula, plainToLatexMath } from './plain-math';

describe('safeMath', () => {
  it.each([
    ['a = -\\omega^2 x', 'inline'],
    ['T = 2\\pi \\sqrt{m/k}', 'inline'],
    ["x'^2 + \\frac12 + \\sqrt[3]{y}", 'inline'],
    ['\\left( \\frac{a}{b} \\right)^{n} \\cdot \\mathrm{kg}', 'inline'],
    ['\\int_0^1 f(x)\\,dx \\text{ for all x}', 'inline'],
    ['a &= b \\\\ c &= d', 'display'],
    ['f(x) = \\begin{cases} 1 & x > 0 \\\\ 0 & x \\le 0 \\end{cases}', 'display'],
  ] as const)('keeps %s (%s)', (math, mode) => {
    expect(safeMath(math, mode)).toBe(math);
  });

  it.each([
    ['\\input{/etc/passwd}', 'a command outside the whitelist'],
    ['\\write18{ls}', 'shell escape'],
    ['\\def\\x{y}', 'a definition'],
    ['x^2^3', 'a double superscript'],
    ['x_1_2', 'a double subscript'],
    ["x^2'", 'a prime after a superscript'],
    ["x'_1^2", 'a superscript after a primed subscript'],
    ['\\frac{1}', 'a missing argument'],
    ['x^', 'a script without argument'],
    ['{a', 'an unbalanced group'],
    ['\\left( x', 'an unclosed \\left'],
    ['a \\right)', 'a \\right without \\left'],
    ['50% off', 'a comment character'],
    ['a # b', 'a parameter character'],
    ['a & b', 'an alignment tab inline'],
    ['\\begin{verbatim}x\\end{verbatim}', 'an environment'],
    ['\\text{a^b}', 'math inside \\text'],
    ['中', 'a character pdflatex cannot typeset'],
    ['\\mathrm\\big(', 'a sized delimiter as an argument'],
    ['x^\\sum', 'a big operator as a bare argument'],
    ['\\sqrt~', 'an active character as an argument'],
  ])('rejects %s (%s)', (math) => {
    expect(safeMath(math, 'inline')).toBeNull();
  });

  it('defuses ^^ character codes and collapses blank lines', () => {
    expect(safeMath('x^^5cinput', 'inline')).toBe('x^{}{}^5cinput');
    expect(safeMath('a\n\n= b', 'display')).toBe('a = b');
  });

  it('rejects alignment inside a group or across \\left…\\right even in display math', () => {
    expect(safeMath('a \\\\[2pt] b', 'display')).toBeNull();
    expect(safeMath('{a & b}', 'display')).toBeNull();
    expect(safeMath('\\left( a \\\\ b \\right)', 'display')).toBeNull();
  });

  it('knows when display math needs align', () => {
    expect(needsAlign('a &= b')).toBe(true);
    expect(needsAlign('\\begin{cases} 1 & 2 \\end{cases}')).toBe(false);
    expect(needsAlign('x = 1')).toBe(false);
  });
});

describe('plain-text formulas', () => {
  it.each([
    ['a = -omega^2 x', 'a = -\\omega^{2} x'],
    ['T = 2 pi sqrt(m/k)', 'T = 2 \\pi \\sqrt{\\frac{m}{k}}'],
    ['ω = 2π/T', '\\omega = \\frac{2 \\pi}{T}'],
    ['v_max = A*omega', 'v_{\\mathrm{max}} = A \\omega'],
    ['y = x^(n+1) + e^-12', 'y = x^{n + 1} + e^{-12}'],
    ['E >= 0.5 m v²', 'E \\geq 0.5 m v^{2}'],
    ['T = 2\\pi \\sqrt{m/k}', 'T = 2\\pi \\sqrt{m/k}'],
  ])('converts %s', (plain, latex) => {
    expect(plainToLatexMath(plain)).toBe(latex);
    expect(safeMath(latex, 'display')).not.toBeNull();
  });

  it.each(['T = 2\\pi \\sqrt{m/k}', 'a = -omega^2 x', 'f = 1/T', 'KE = 1/2 m v^2.'])(
    'sees %s as a formula',
    (line) => {
      expect(looksLikeFormula(line)).toBe(true);
    },
  );

  it.each([
    'The period is T = 2 s in this case.',
    'Speed = distance / time',
    '- x = 1',
    'a == b',
    'Frequency f: the number of oscillations per second, where f = 1/T.',
    '$$x = 1',
  ])('does not see %s as a formula', (line) => {
    expect(looksLikeFormula(line)).toBe(false);
  });
});
