import { quadraticContours } from './math-font';

const on = (x: number, y: number) => ({ x, y, onCurve: true });
const off = (x: number, y: number) => ({ x, y, onCurve: false });

describe('quadraticContours', () => {
  it('keeps lines and quadratics point for point, one contour per subpath', () => {
    expect(quadraticContours('M0 0H10V10Q5 15 0 10ZM20 20l5 0 0 5z')).toEqual([
      [on(0, 0), on(10, 0), on(10, 10), off(5, 15), on(0, 10)],
      [on(20, 20), on(25, 20), on(25, 25)],
    ]);
  });

  it("reflects the previous control point for T, as MathJax's glyph outlines chain their curves", () => {
    expect(quadraticContours('M0 0Q10 10 20 0T40 0t20 0')).toEqual([
      [on(0, 0), off(10, 10), on(20, 0), off(30, -10), on(40, 0), off(50, 10), on(60, 0)],
    ]);
  });

  it('returns null for cubic segments and arcs, which a TrueType glyph cannot hold', () => {
    expect(quadraticContours('M0 0C1 1 2 2 3 3')).toBeNull();
    expect(quadraticContours('M0 0A5 5 0 0 1 10 10')).toBeNull();
  });
});
