import { appendBezierCurve, closePath, lineTo, moveTo, type PDFOperator } from '@cantoo/pdf-lib';
import type { Point } from './model';

/** How many numbers each SVG path command takes (arcs are left out: MathJax never draws one). */
const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, Z: 0 };

/** The path's commands with their numbers, a repeated command split into one per group; null if malformed. */
export function parsePath(path: string): [string, number[]][] | null {
  const tokens = path.match(/[a-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? [];
  const commands: [string, number[]][] = [];
  let at = 0;
  while (at < tokens.length) {
    let letter = tokens[at];
    const arity = ARITY[letter.toUpperCase()];
    if (arity === undefined) return null;
    at += 1;
    do {
      const args = tokens.slice(at, at + arity).map(Number);
      if (args.length < arity || args.some(Number.isNaN)) return null;
      commands.push([letter, args]);
      at += arity;
      // Numbers after a moveto are implicit linetos.
      if (letter === 'M') letter = 'L';
      else if (letter === 'm') letter = 'l';
    } while (arity > 0 && at < tokens.length && ARITY[tokens[at].toUpperCase()] === undefined);
  }
  return commands;
}

/**
 * An SVG path (as MathJax writes outlines, rules and strokes) as PDF path operators, its points rounded
 * to whole units (1/1000 em in a formula). Quadratic segments become the exactly equal cubic (pdf-lib's
 * own conversion writes them as `v` curves, which bend differently). null when the path is not one this
 * reads (arcs, malformed data).
 */
export function svgPathOperators(path: string): PDFOperator[] | null {
  const commands = parsePath(path);
  if (!commands) return null;
  const mapped = ({ x, y }: Point): [number, number] => [Math.round(x), Math.round(y)];
  const operators: PDFOperator[] = [];
  let current: Point = { x: 0, y: 0 };
  let subpathStart = current;
  // The control point a following S or T reflects, if the previous segment was of the same kind.
  let lastCubicControl: Point | null = null;
  let lastQuadraticControl: Point | null = null;
  const cubic = (c1: Point, c2: Point, end: Point) => {
    operators.push(appendBezierCurve(...mapped(c1), ...mapped(c2), ...mapped(end)));
    current = end;
  };
  const quadratic = (control: Point, end: Point) => {
    const toward = (from: Point) => ({
      x: from.x + (2 / 3) * (control.x - from.x),
      y: from.y + (2 / 3) * (control.y - from.y),
    });
    cubic(toward(current), toward(end), end);
  };
  const reflect = (control: Point | null): Point =>
    control ? { x: 2 * current.x - control.x, y: 2 * current.y - control.y } : current;

  for (const [letter, args] of commands) {
    const command = letter.toUpperCase();
    const relative = letter !== command;
    const point = (index: number): Point => ({
      x: args[index] + (relative ? current.x : 0),
      y: args[index + 1] + (relative ? current.y : 0),
    });
    let cubicControl: Point | null = null;
    let quadraticControl: Point | null = null;
    if (command === 'M') {
      current = subpathStart = point(0);
      operators.push(moveTo(...mapped(current)));
    } else if (command === 'L' || command === 'H' || command === 'V') {
      const end =
        command === 'L'
          ? point(0)
          : command === 'H'
            ? { x: args[0] + (relative ? current.x : 0), y: current.y }
            : { x: current.x, y: args[0] + (relative ? current.y : 0) };
      operators.push(lineTo(...mapped(end)));
      current = end;
    } else if (command === 'C' || command === 'S') {
      const c1 = command === 'C' ? point(0) : reflect(lastCubicControl);
      const c2 = command === 'C' ? point(2) : point(0);
      cubic(c1, c2, command === 'C' ? point(4) : point(2));
      cubicControl = c2;
    } else if (command === 'Q' || command === 'T') {
      const control: Point = command === 'Q' ? point(0) : reflect(lastQuadraticControl);
      quadratic(control, command === 'Q' ? point(2) : point(0));
      quadraticControl = control;
    } else {
      operators.push(closePath());
      current = subpathStart;
    }
    lastCubicControl = cubicControl;
    lastQuadraticControl = quadraticControl;
  }
  return operators;
}
