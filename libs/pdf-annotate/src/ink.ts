import type { Point } from './point';

/**
 * How far the pen's line may move a point to smooth out the pointer's jitter (page units). A pointer's
 * samples wobble by a pixel or so around the line the hand drew; a corner drawn quickly, with samples
 * far apart, is never rounded off by more than this.
 */
export const INK_SMOOTHING_LIMIT = 0.5;

/**
 * How far the drawn line may stray from the smoothed points when the points it does not need are
 * dropped: a quarter of a point (0.09 mm), under a pixel at the highest zoom.
 */
export const INK_TOLERANCE = 0.25;

/** Distance from `point` to the segment from `start` to `end`. */
function distanceToSegment(point: Point, start: Point, end: Point): number {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((point.x - start.x) * dx + (point.y - start.y) * dy) / lengthSquared));
  const [ex, ey] = [point.x - (start.x + t * dx), point.y - (start.y + t * dy)];
  return Math.sqrt(ex * ex + ey * ey);
}

/**
 * Ramer-Douglas-Peucker on points[first..last]: marks in `keep` the points the line needs so that every
 * other lies within `tolerance` of it. Iterative, so no stroke can overflow the stack.
 */
function markNeeded(points: Point[], first: number, last: number, tolerance: number, keep: Uint8Array): void {
  keep[first] = 1;
  keep[last] = 1;
  const spans: [number, number][] = [[first, last]];
  for (let span = spans.pop(); span; span = spans.pop()) {
    const [start, end] = span;
    let farthest = -1;
    let farthestDistance = tolerance;
    for (let index = start + 1; index < end; index += 1) {
      const distance = distanceToSegment(points[index], points[start], points[end]);
      if (distance > farthestDistance) {
        farthest = index;
        farthestDistance = distance;
      }
    }
    if (farthest === -1) continue;
    keep[farthest] = 1;
    spans.push([start, farthest], [farthest, end]);
  }
}

/**
 * Douglas-Peucker costs up to the square of the points it looks at; a long scribble is taken in runs of
 * this many (sharing their end points), so the cost stays linear in the stroke's length.
 */
const SIMPLIFY_RUN = 512;

/**
 * The stroke with the points it does not need dropped: every dropped point lies within `tolerance` of
 * the polyline that is kept, and the first and last points always stay. A pointer reports a point every
 * few pixels, most of them on a line through their neighbours.
 */
export function simplifyPolyline(points: Point[], tolerance: number): Point[] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  for (let first = 0; first < points.length - 1; first += SIMPLIFY_RUN) {
    markNeeded(points, first, Math.min(first + SIMPLIFY_RUN, points.length - 1), tolerance, keep);
  }
  return points.filter((_, index) => keep[index] === 1);
}

/**
 * Each inner point moved toward its neighbours (a [1 2 1] / 4 filter), by at most INK_SMOOTHING_LIMIT:
 * the jitter of pointer samples goes, the ends stay where the pen touched down and lifted.
 */
export function smoothPolyline(points: Point[]): Point[] {
  return points.map((point, index) => {
    if (index === 0 || index === points.length - 1) return point;
    const [before, after] = [points[index - 1], points[index + 1]];
    const dx = (before.x + after.x) / 4 - point.x / 2;
    const dy = (before.y + after.y) / 4 - point.y / 2;
    const scale = Math.min(1, INK_SMOOTHING_LIMIT / (Math.hypot(dx, dy) || 1));
    return { x: point.x + dx * scale, y: point.y + dy * scale };
  });
}

/**
 * The line a pen stroke is drawn along, on screen and in the saved PDF alike: the pointer's samples
 * smoothed, then thinned to the points that shape it.
 */
export const inkLine = (points: Point[]): Point[] => simplifyPolyline(smoothPolyline(points), INK_TOLERANCE);
