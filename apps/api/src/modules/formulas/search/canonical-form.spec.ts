import { canonicalForms, sameShape } from './canonical-form';

describe('canonicalForms', () => {
  it('gives kinetic energy one shape however it is written', () => {
    const forms = ['\\frac{1}{2}mv^2', '\\frac{m v^2}{2}', '0.5*m*v^2', '\\frac12 M u^2', 'v^2 m / 2'];
    for (const form of forms) expect(sameShape('\\frac{1}{2}mv^2', form)).toBe(true);
  });

  it('tells different shapes apart', () => {
    expect(sameShape('\\frac{1}{2}mv^2', 'mv^2')).toBe(false);
    expect(sameShape('\\frac{1}{2}mv^2', '\\frac{1}{2}mv^3')).toBe(false);
    expect(sameShape('\\frac{1}{2}mv^2', '\\frac{1}{2}m^2v')).toBe(true);
    expect(sameShape('a + b', 'a - b')).toBe(false);
    expect(sameShape('\\frac{a}{b}', 'ab')).toBe(false);
  });

  it('matches equations whichever side comes first and however the variables are named', () => {
    expect(sameShape('pV = nRT', 'n R T = p V')).toBe(true);
    expect(sameShape('pV = nRT', 'xy = abc')).toBe(true);
    expect(sameShape('pV = nRT', 'pV = NkT')).toBe(true);
    expect(sameShape('pV = nRT', 'pV = nT')).toBe(false);
    expect(sameShape('F = \\frac{Gm_1m_2}{r^2}', 'F = \\frac{k q_1 q_2}{d^2}')).toBe(true);
  });

  it('reads square roots, exponentials, Greek letters and functions', () => {
    expect(sameShape('2\\pi\\sqrt{\\frac{l}{g}}', '2 pi sqrt(L/g)')).toBe(true);
    expect(sameShape('N = N_0 e^{-\\lambda t}', 'y = A_0 exp(-k t)')).toBe(true);
    expect(sameShape('\\sin^2\\theta + \\cos^2\\theta', 'cos(x)^2 + sin(x)^2')).toBe(true);
    expect(sameShape('\\sin x', '\\cos x')).toBe(false);
  });

  it('keeps each part of a side, so a term of a formula can be found', () => {
    const forms = canonicalForms('s = ut + \\frac{1}{2}at^2')!;
    expect(forms.whole).toContain(canonicalForms('\\frac{1}{2}at^2 + ut')!.primary);
    expect(forms.parts).toContain(canonicalForms('\\frac{1}{2} g t^2')!.primary);
  });

  it('answers null for what the parser cannot read, and for a lone symbol', () => {
    expect(canonicalForms('\\int x^n dx')).toBeNull();
    expect(canonicalForms('v')).toBeNull();
    expect(canonicalForms('kinetic energy }')).toBeNull();
  });
});
