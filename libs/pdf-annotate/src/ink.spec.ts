import { INK_SMOOTHING_LIMIT, INK_TOLERANCE, inkLine, simplifyPolyline, smoothPolyline } from './ink';
import type { Point } from './model';

/** Distance from `point` to the nearest segment of `line`. */
function distanceToLine(point: Point, line: Point[]): number {
  let nearest = Infinity;
  for (let index = 1; index < line.length; index += 1) {
    const [start, end] = [line[index - 1], line[index]];
    const dx = end.x - start.x;
    const dy = end.y - start.y;
    const length = dx * dx + dy * dy;
    const t = length
      ? Math.max(0, Math.min(1, ((point.x - start.x) * dx + (point.y - start.y) * dy) / length))
      : 0;
    nearest = Math.min(nearest, Math.hypot(point.x - start.x - t * dx, point.y - start.y - t * dy));
  }
  return nearest;
}

/** A wavy line sampled every 3 units with up to ±1 of jitter, repeatable. */
function jitteryWave(count: number): Point[] {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
  return Array.from({ length: count }, (_, i) => ({
    x: 100 + 3 * i,
    y: 200 + 12 * Math.sin(i / 5) + random(),
  }));
}

describe('simplifyPolyline', () => {
  it('keeps the ends and the corners, and drops points on a straight run', () => {
    const line = [0, 1, 2, 3, 4].map((x) => ({ x: x * 10, y: 0 })).concat([{ x: 40, y: 30 }]);
    expect(simplifyPolyline(line, 0.25)).toEqual([
      { x: 0, y: 0 },
      { x: 40, y: 0 },
      { x: 40, y: 30 },
    ]);
  });

  it('leaves every dropped point within the tolerance of the kept line', () => {
    const wave = jitteryWave(200);
    const kept = simplifyPolyline(wave, INK_TOLERANCE);
    expect(kept.length).toBeLessThan(wave.length);
    for (const point of wave) expect(distanceToLine(point, kept)).toBeLessThanOrEqual(INK_TOLERANCE + 1e-9);
  });

  it('simplifies a scribble of 30 000 points that keeps them all (no stack overflow, no quadratic time)', () => {
    const long = Array.from({ length: 30_000 }, (_, i) => ({ x: i, y: i % 2 }));
    expect(simplifyPolyline(long, 0.25)).toHaveLength(30_000);
  });
});

describe('smoothPolyline', () => {
  it('moves no point by more than the limit and keeps the ends where the pen touched down and lifted', () => {
    const corner = [
      { x: 300, y: 300 },
      { x: 350, y: 320 },
      { x: 400, y: 310 },
    ];
    const smoothed = smoothPolyline(corner);
    expect(smoothed[0]).toEqual(corner[0]);
    expect(smoothed[2]).toEqual(corner[2]);
    expect(Math.hypot(smoothed[1].x - 350, smoothed[1].y - 320)).toBeCloseTo(INK_SMOOTHING_LIMIT, 9);
  });

  it('leaves a straight line as it is and takes jitter out of a wavy one', () => {
    const straight = [0, 1, 2, 3].map((i) => ({ x: 10 * i, y: 5 * i }));
    expect(smoothPolyline(straight)).toEqual(straight);
    const wave = jitteryWave(100);
    const ideal = (x: number) => 200 + 12 * Math.sin((x - 100) / 15);
    const error = (points: Point[]) => points.reduce((sum, { x, y }) => sum + Math.abs(y - ideal(x)), 0);
    expect(error(smoothPolyline(wave))).toBeLessThan(0.8 * error(wave));
  });
});

describe('inkLine', () => {
  it('stays within a point of every sample the pointer gave, with fewer points', () => {
    const wave = jitteryWave(300);
    const line = inkLine(wave);
    expect(line.length).toBeLessThan(0.7 * wave.length);
    for (const point of wave) expect(distanceToLine(point, line)).toBeLessThan(1);
  });

  it('keeps a dot a dot', () => {
    expect(inkLine([{ x: 5, y: 5 }])).toEqual([{ x: 5, y: 5 }]);
  });
});
