import { svgPathOperators } from './svg-path';

const draw = (path: string) => svgPathOperators(path)?.map(String);

describe('svgPathOperators', () => {
  it('reads absolute and relative lines, with the implicit lineto after a moveto', () => {
    expect(draw('M10 10 20 10h5v-5l-5 0Z')).toEqual([
      '10 10 m',
      '20 10 l',
      '25 10 l',
      '25 5 l',
      '20 5 l',
      'h',
    ]);
    expect(draw('m1 1 2 2')).toEqual(['1 1 m', '3 3 l']);
  });

  it('writes quadratics as the equal cubic and reflects the control point for T', () => {
    // Q from (0,0) via (30,60) to (60,0); T continues to (120,0) reflecting (30,60) about (60,0): (90,-60).
    expect(draw('M0 0Q30 60 60 0T120 0')).toEqual(['0 0 m', '20 40 40 40 60 0 c', '80 -40 100 -40 120 0 c']);
  });

  it('reflects the second control point for S, and a T or S after another kind of segment starts at the current point', () => {
    expect(draw('M0 0C0 10 10 10 10 0S20 -10 20 0')).toEqual([
      '0 0 m',
      '0 10 10 10 10 0 c',
      '10 -10 20 -10 20 0 c',
    ]);
    expect(draw('M0 0L10 0T20 0')).toEqual(['0 0 m', '10 0 l', '10 0 13 0 20 0 c']);
  });

  it('rounds every point to whole units', () => {
    expect(draw('M1.4 2.6L3.5 -4.6')).toEqual(['1 3 m', '4 -5 l']);
  });

  it('returns null for arcs and malformed paths, so the caller can draw something else', () => {
    expect(draw('M0 0A5 5 0 0 1 10 10')).toBeUndefined();
    expect(draw('M0 0L10')).toBeUndefined();
    expect(draw('10 10')).toBeUndefined();
  });
});
