/** The part of the plane the graph shows. */
export interface ViewWindow {
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

export const DEFAULT_VIEW: ViewWindow = { xMin: -10, xMax: 10, yMin: -7.5, yMax: 7.5 };

/** Zooms by `factor` (< 1 zooms in) keeping the point (x, y) where it is on screen. */
export function zoomAround(view: ViewWindow, factor: number, x: number, y: number): ViewWindow {
  return {
    xMin: x - (x - view.xMin) * factor,
    xMax: x + (view.xMax - x) * factor,
    yMin: y - (y - view.yMin) * factor,
    yMax: y + (view.yMax - y) * factor,
  };
}

export function zoomCentre(view: ViewWindow, factor: number): ViewWindow {
  return zoomAround(view, factor, (view.xMin + view.xMax) / 2, (view.yMin + view.yMax) / 2);
}

/** Moves the window by (dx, dy) in the plane's units. */
export function pan(view: ViewWindow, dx: number, dy: number): ViewWindow {
  return { xMin: view.xMin + dx, xMax: view.xMax + dx, yMin: view.yMin + dy, yMax: view.yMax + dy };
}

/** Tick spacing of 1, 2 or 5 × a power of ten, giving about `count` ticks across `span`. */
export function tickStep(span: number, count = 8): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  return (scaled < 1.5 ? 1 : scaled < 3.5 ? 2 : scaled < 7.5 ? 5 : 10) * power;
}

export function ticks(min: number, max: number): number[] {
  const step = tickStep(max - min);
  const first = Math.ceil(min / step);
  const last = Math.floor(max / step);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) =>
    Number(((first + i) * step).toPrecision(12)),
  );
}
