import { extremaOf, markedPoints, zerosOf } from './graph-analysis';
import { isFunctionOfX, readPlotFunction } from './plot-functions';

const near = (values: number[], expected: number[]) => {
  expect(values).toHaveLength(expected.length);
  values.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 6));
};

describe('graph analysis', () => {
  it('finds crossing roots, a root where the curve only touches, and no root across an asymptote', () => {
    near(
      zerosOf((x) => x * x - 2, -10, 10),
      [-Math.SQRT2, Math.SQRT2],
    );
    near(
      zerosOf((x) => (x - 1) ** 2, -10, 10),
      [1],
    );
    expect(zerosOf((x) => 1 / x, -10, 10)).toEqual([]);
    near(zerosOf(Math.tan, -2, 2), [0]);
    expect(zerosOf(() => 0, -10, 10)).toEqual([]);
  });

  it('finds local maxima and minima, at 0 exactly for a minimum at 0', () => {
    expect(extremaOf((x) => x * x - 3, -10, 10)).toEqual([{ kind: 'minimum', x: 0 }]);
    const turns = extremaOf((x) => x ** 3 - 3 * x, -10, 10);
    expect(turns.map((t) => t.kind)).toEqual(['maximum', 'minimum']);
    near(
      turns.map((t) => t.x),
      [-1, 1],
    );
  });

  it('marks the intersections of two curves with both curves named', () => {
    const points = markedPoints([(x) => x * x, (x) => x + 2], -10, 10);
    const crossings = points.filter((p) => p.kind === 'intersection');
    near(
      crossings.map((p) => p.x),
      [-1, 2],
    );
    near(
      crossings.map((p) => p.y),
      [1, 4],
    );
    expect(crossings.every((p) => p.functions.join() === '0,1')).toBe(true);
  });
});

describe('readPlotFunction', () => {
  it('reads y = …, f(x) = … and a bare formula, with other letters as parameters', () => {
    const read = readPlotFunction('y = a*x^2 + k');
    expect(read.ok && read.parameters).toEqual(['a', 'k']);
    expect(read.ok && read.at(2, { a: 3, k: 1 })).toBe(13);
    const f = readPlotFunction('f(x) = sin(x)');
    expect(f.ok && f.parameters).toEqual([]);
    expect(f.ok && f.at(Math.PI / 2, {})).toBe(1);
  });

  it('has no value where the function is undefined or complex', () => {
    const read = readPlotFunction('sqrt(x)');
    expect(read.ok && read.at(-4, {})).toBeNaN();
    const tan = readPlotFunction('tan(x)');
    expect(tan.ok && tan.at(Math.PI / 2, {})).toBeNaN();
  });

  it('explains input it cannot read', () => {
    const read = readPlotFunction('x^2 +');
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error).toMatch(/^Could not read it/);
  });

  it('knows a function of x from a constant or a formula with parameters', () => {
    expect(isFunctionOfX('x^2 - 4')).toBe(true);
    expect(isFunctionOfX('2 + 3')).toBe(false);
    expect(isFunctionOfX('m*x + c')).toBe(false);
  });
});
