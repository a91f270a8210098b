import { safeMath } from './math-sanitizer';
import { typedMathToTex } from './typed-math';

describe('typed maths through mathjs', () => {
  it.each([
    ['x(t) = A cos(ωt + φ)', 'x\\left(t\\right) = A \\cos\\left(\\omega t + \\phi\\right)'],
    ['Delta S = m*c*ln(T2/T1)', '\\Delta S = m c \\ln\\left(\\frac{T_{2}}{T_{1}}\\right)'],
    [
      'Ka = [H+][A-]/[HA]',
      'Ka = \\frac{\\left[\\mathrm{H^{+}}\\right] \\left[\\mathrm{A^{-}}\\right]}{\\left[\\mathrm{HA}\\right]}',
    ],
    ['t_half = ln(2)/k', 't_{\\mathrm{half}} = \\frac{\\ln\\left(2\\right)}{k}'],
    ["f'(x) = 6x + 2", "f'\\left(x\\right) = 6 x + 2"],
    ['x̄ = Σx / n', '\\bar{x} = \\frac{\\sum x}{n}'],
    ['sin²θ + cos²θ = 1', '\\sin^{2} \\theta + \\cos^{2} \\theta = 1'],
    ['v = 2.0 * 4180 = 8360 J', 'v = 2.0\\cdot 4180 = 8360\\,\\mathrm{J}'],
    ['c = 3 x 10^8 m/s', 'c = 3\\times 10^{8}\\,\\mathrm{m/s}'],
    ['h = 6.63e-34 J s', 'h = 6.63\\times 10^{-34}\\,\\mathrm{J\\,s}'],
  ])('prints %s as %s, which the sanitizer accepts', (typed, tex) => {
    expect(typedMathToTex(typed)).toBe(tex);
    expect(safeMath(tex, 'display')).not.toBeNull();
  });

  it('keeps numbers as typed, trailing zeros included', () => {
    expect(typedMathToTex('m = 2.50 + 0.10')).toBe('m = 2.50 + 0.10');
  });

  it('answers null for prose, LaTeX and what mathjs cannot read', () => {
    expect(typedMathToTex('The period is T = 2 s')).toBeNull();
    expect(typedMathToTex('R = \\rho L / A')).toBeNull();
    expect(typedMathToTex('y = (x + ')).toBeNull();
    expect(typedMathToTex('no relation here')).toBeNull();
  });
});
