/** A real function the analysis can call; NaN where it is undefined. */
export type RealFunction = (x: number) => number;

export type PointKind = 'root' | 'intersection' | 'maximum' | 'minimum';

export interface MarkedPoint {
  kind: PointKind;
  x: number;
  y: number;
  /** Indexes of the functions the point belongs to (two for an intersection). */
  functions: number[];
}

/** Samples across the window: enough to separate the roots of sin(10x) on a default window. */
const SAMPLES = 1200;
const REFINE_STEPS = 80;
/** More points than this of one kind on one curve (sin over a wide window) are not listed. */
const MAX_POINTS_PER_CURVE = 40;

function bisect(h: RealFunction, a: number, b: number): number {
  let lo = a;
  let hi = b;
  let fLo = h(lo);
  for (let i = 0; i < REFINE_STEPS; i += 1) {
    const mid = (lo + hi) / 2;
    const fMid = h(mid);
    if (fMid === 0) return mid;
    if (Math.sign(fMid) === Math.sign(fLo)) {
      lo = mid;
      fLo = fMid;
    } else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The minimum of h on [a, b] by golden-section search (h unimodal there). */
function goldenMinimum(h: RealFunction, a: number, b: number): number {
  const ratio = (Math.sqrt(5) - 1) / 2;
  let lo = a;
  let hi = b;
  for (let i = 0; i < REFINE_STEPS; i += 1) {
    const c = hi - ratio * (hi - lo);
    const d = lo + ratio * (hi - lo);
    if (h(c) < h(d)) hi = d;
    else lo = c;
  }
  return (lo + hi) / 2;
}

function grid(xMin: number, xMax: number): number[] {
  const step = (xMax - xMin) / SAMPLES;
  return Array.from({ length: SAMPLES + 1 }, (_, i) => xMin + i * step);
}

/**
 * Where h crosses zero in [xMin, xMax]: each sign change between samples, refined by bisection, kept
 * only when h really is near zero there (a sign change across an asymptote such as 1/x is not a root),
 * plus the zeros where h touches the axis without crossing (x² at 0).
 */
export function zerosOf(h: RealFunction, xMin: number, xMax: number): number[] {
  const xs = grid(xMin, xMax);
  const ys = xs.map(h);
  // Zero everywhere (y = 0, or two copies of one curve): no single points to mark.
  if (ys.every((y) => y === 0 || !Number.isFinite(y))) return [];
  const found: number[] = [];
  for (let i = 0; i < xs.length - 1; i += 1) {
    const [y0, y1] = [ys[i]!, ys[i + 1]!];
    if (!Number.isFinite(y0) || !Number.isFinite(y1)) continue;
    if (y0 === 0) found.push(xs[i]!);
    else if (y1 !== 0 && Math.sign(y0) !== Math.sign(y1)) {
      const x = bisect(h, xs[i]!, xs[i + 1]!);
      if (Math.abs(h(x)) <= 1e-6 * (1 + Math.min(Math.abs(y0), Math.abs(y1)))) found.push(x);
    }
  }
  if (ys[ys.length - 1] === 0) found.push(xMax);
  const scale = Math.max(1e-12, ...ys.filter(Number.isFinite).map(Math.abs));
  for (const turn of turningPoints(h, xs, ys)) {
    if (Math.abs(h(turn.x)) <= 1e-9 * scale) found.push(turn.x);
  }
  return distinct(found, xMax - xMin);
}

interface Turn {
  x: number;
  kind: 'maximum' | 'minimum';
}

function turningPoints(h: RealFunction, xs: number[], ys: number[]): Turn[] {
  const turns: Turn[] = [];
  for (let i = 1; i < xs.length - 1; i += 1) {
    const [before, here, after] = [ys[i - 1]!, ys[i]!, ys[i + 1]!];
    if (![before, here, after].every(Number.isFinite)) continue;
    const rising = here > before && here >= after && !(here === after && here === before);
    const falling = here < before && here <= after && !(here === after && here === before);
    if (!rising && !falling) continue;
    const sign = rising ? -1 : 1;
    const x = goldenMinimum((t) => sign * h(t), xs[i - 1]!, xs[i + 1]!);
    if (Number.isFinite(h(x))) turns.push({ x, kind: rising ? 'maximum' : 'minimum' });
  }
  return turns;
}

/**
 * A turning point's x to the precision golden-section search reaches (about 1e-8 of the window), so the
 * minimum of x² - 3 is listed at 0, not 1.49e-8.
 */
function toSearchPrecision(x: number, width: number): number {
  const quantum = 10 ** Math.floor(Math.log10(width * 1e-6));
  return Math.round(x / quantum) * quantum;
}

/** Local maxima and minima of f inside the window (its ends are not turning points). */
export function extremaOf(f: RealFunction, xMin: number, xMax: number): Turn[] {
  const xs = grid(xMin, xMax);
  const turns = turningPoints(f, xs, xs.map(f)).map((t) => ({
    ...t,
    x: toSearchPrecision(t.x, xMax - xMin),
  }));
  const xsKept = distinct(
    turns.map((t) => t.x),
    xMax - xMin,
  );
  return xsKept.map((x) => turns.find((t) => t.x === x)!);
}

function distinct(xs: number[], width: number): number[] {
  const tolerance = width * 1e-7;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.filter((x, i) => i === 0 || x - sorted[i - 1]! > tolerance);
}

/** Every root, turning point and crossing of the curves inside the window, in x order per kind. */
export function markedPoints(functions: RealFunction[], xMin: number, xMax: number): MarkedPoint[] {
  const points: MarkedPoint[] = [];
  const add = (kind: PointKind, xs: number[], at: RealFunction, indexes: number[]) => {
    for (const x of xs.slice(0, MAX_POINTS_PER_CURVE)) points.push({ kind, x, y: at(x), functions: indexes });
  };
  functions.forEach((f, i) => {
    add('root', zerosOf(f, xMin, xMax), f, [i]);
    const turns = extremaOf(f, xMin, xMax).filter((t) => Number.isFinite(f(t.x)));
    add(
      'maximum',
      turns.filter((t) => t.kind === 'maximum').map((t) => t.x),
      f,
      [i],
    );
    add(
      'minimum',
      turns.filter((t) => t.kind === 'minimum').map((t) => t.x),
      f,
      [i],
    );
  });
  functions.forEach((f, i) => {
    functions.slice(i + 1).forEach((g, offset) => {
      const j = i + 1 + offset;
      add(
        'intersection',
        zerosOf((x) => f(x) - g(x), xMin, xMax),
        f,
        [i, j],
      );
    });
  });
  return points.filter((p) => Number.isFinite(p.y));
}

/** A coordinate as the table and the labels show it: 6 significant figures, no -0. */
export function formatCoordinate(value: number): string {
  if (Math.abs(value) < 1e-10) return '0';
  return Number(value.toPrecision(6)).toString();
}
