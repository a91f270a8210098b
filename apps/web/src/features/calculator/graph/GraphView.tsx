import { useResizeObserver } from '@mantine/hooks';
import { useRef, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import classes from '../calculator.module.css';
import { formatCoordinate, type MarkedPoint, type RealFunction } from './graph-analysis';
import { pan, ticks, zoomAround, zoomCentre, type ViewWindow } from './view-window';

export interface Curve {
  at: RealFunction;
  colour: string;
  label: string;
}

export interface GraphViewProps {
  curves: Curve[];
  points: MarkedPoint[];
  view: ViewWindow;
  onViewChange: (view: ViewWindow) => void;
  onReset: () => void;
}

const WIDTH = 800;
const HEIGHT = 600;
const CURVE_SAMPLES = 800;
const ZOOM_STEP = 1.25;
const PAN_SHARE = 0.1;
export const POINT_COLOUR = '#212529';
/** Axis labels stay this many CSS pixels tall however narrow the graph is drawn (a phone). */
const LABEL_PX = 12;

/** The SVG path of a curve, broken where it is undefined or jumps off screen (an asymptote). */
function curvePath(at: RealFunction, view: ViewWindow): string {
  const toX = (x: number) => ((x - view.xMin) / (view.xMax - view.xMin)) * WIDTH;
  const toY = (y: number) => ((view.yMax - y) / (view.yMax - view.yMin)) * HEIGHT;
  let path = '';
  let previous: number | null = null;
  for (let i = 0; i <= CURVE_SAMPLES; i += 1) {
    const x = view.xMin + ((view.xMax - view.xMin) * i) / CURVE_SAMPLES;
    const y = at(x);
    if (!Number.isFinite(y)) {
      previous = null;
      continue;
    }
    const screenY = Math.max(-HEIGHT * 4, Math.min(HEIGHT * 5, toY(y)));
    const jump = previous !== null && Math.abs(screenY - previous) > HEIGHT * 2;
    path += `${previous === null || jump ? 'M' : 'L'}${toX(x).toFixed(2)},${screenY.toFixed(2)}`;
    previous = screenY;
  }
  return path;
}

/**
 * The graph: curves, axes with a grid, and the marked points. Wheel zooms around the pointer, dragging
 * pans; when focused, arrow keys pan and + / − zoom. The same points are listed in a table beside it.
 */
export function GraphView({ curves, points, view, onViewChange, onReset }: GraphViewProps) {
  const svg = useRef<SVGSVGElement>(null);
  const [sizer, size] = useResizeObserver<HTMLDivElement>();
  const unitsPerPixel = size.width > 0 ? WIDTH / size.width : 1;
  const drag = useRef<{ x: number; y: number; view: ViewWindow } | null>(null);
  const toX = (x: number) => ((x - view.xMin) / (view.xMax - view.xMin)) * WIDTH;
  const toY = (y: number) => ((view.yMax - y) / (view.yMax - view.yMin)) * HEIGHT;

  /** The plane point under a screen position. */
  const planeAt = (clientX: number, clientY: number) => {
    const box = svg.current!.getBoundingClientRect();
    const u = box.width ? (clientX - box.left) / box.width : 0.5;
    const v = box.height ? (clientY - box.top) / box.height : 0.5;
    return { x: view.xMin + u * (view.xMax - view.xMin), y: view.yMax - v * (view.yMax - view.yMin) };
  };

  const onWheel = (event: WheelEvent<SVGSVGElement>) => {
    const { x, y } = planeAt(event.clientX, event.clientY);
    onViewChange(zoomAround(view, event.deltaY > 0 ? ZOOM_STEP : 1 / ZOOM_STEP, x, y));
  };
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, view };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    if (!start) return;
    const box = svg.current!.getBoundingClientRect();
    if (!box.width || !box.height) return;
    const dx = ((event.clientX - start.x) / box.width) * (start.view.xMax - start.view.xMin);
    const dy = ((event.clientY - start.y) / box.height) * (start.view.yMax - start.view.yMin);
    onViewChange(pan(start.view, -dx, dy));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const w = (view.xMax - view.xMin) * PAN_SHARE;
    const h = (view.yMax - view.yMin) * PAN_SHARE;
    const moves: Record<string, () => ViewWindow> = {
      ArrowLeft: () => pan(view, -w, 0),
      ArrowRight: () => pan(view, w, 0),
      ArrowUp: () => pan(view, 0, h),
      ArrowDown: () => pan(view, 0, -h),
      '+': () => zoomCentre(view, 1 / ZOOM_STEP),
      '=': () => zoomCentre(view, 1 / ZOOM_STEP),
      '-': () => zoomCentre(view, ZOOM_STEP),
    };
    if (event.key === '0') onReset();
    else if (moves[event.key]) onViewChange(moves[event.key]!());
    else return;
    event.preventDefault();
  };

  const xTicks = ticks(view.xMin, view.xMax);
  const yTicks = ticks(view.yMin, view.yMax);
  const axisX = Math.max(0, Math.min(HEIGHT, toY(0)));
  const axisY = Math.max(0, Math.min(WIDTH, toX(0)));
  return (
    <div ref={sizer}>
      <svg
        ref={svg}
        className={classes.graph}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        tabIndex={0}
        aria-label={`Graph of ${curves.map((c) => c.label).join(', ') || 'no functions'}. Arrow keys pan, plus and minus zoom, 0 resets. The marked points are listed in the table of points.`}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={onKeyDown}
      >
        <g stroke="#dee2e6" strokeWidth={1}>
          {xTicks.map((t) => (
            <line key={`x${t}`} x1={toX(t)} x2={toX(t)} y1={0} y2={HEIGHT} />
          ))}
          {yTicks.map((t) => (
            <line key={`y${t}`} x1={0} x2={WIDTH} y1={toY(t)} y2={toY(t)} />
          ))}
        </g>
        <g stroke="#495057" strokeWidth={1.5}>
          <line x1={0} x2={WIDTH} y1={axisX} y2={axisX} />
          <line x1={axisY} x2={axisY} y1={0} y2={HEIGHT} />
        </g>
        <g fontSize={LABEL_PX * unitsPerPixel} fill="#495057">
          {xTicks
            .filter((t) => t !== 0)
            .map((t) => (
              <text
                key={`xl${t}`}
                x={toX(t) + 2}
                y={Math.min(HEIGHT - 4, axisX + (LABEL_PX + 2) * unitsPerPixel)}
              >
                {formatCoordinate(t)}
              </text>
            ))}
          {yTicks
            .filter((t) => t !== 0)
            .map((t) => (
              <text
                key={`yl${t}`}
                x={Math.min(WIDTH - 4 * LABEL_PX * unitsPerPixel, axisY + 4)}
                y={toY(t) - 3}
              >
                {formatCoordinate(t)}
              </text>
            ))}
        </g>
        {curves.map((curve, i) => (
          <path
            key={i}
            d={curvePath(curve.at, view)}
            fill="none"
            stroke={curve.colour}
            strokeWidth={2.5 * Math.min(2, unitsPerPixel)}
          />
        ))}
        {points.map((p, i) => (
          <circle
            key={i}
            cx={toX(p.x)}
            cy={toY(p.y)}
            r={(p.kind === 'intersection' ? 6 : 5) * Math.min(2, unitsPerPixel)}
            fill={p.kind === 'intersection' ? POINT_COLOUR : curves[p.functions[0]!]?.colour}
            stroke="#fff"
            strokeWidth={1.5}
            data-kind={p.kind}
          >
            <title>{`${p.kind} (${formatCoordinate(p.x)}, ${formatCoordinate(p.y)})`}</title>
          </circle>
        ))}
      </svg>
    </div>
  );
}
