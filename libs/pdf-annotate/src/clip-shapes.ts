import { appendBezierCurve, closePath, lineTo, moveTo, type PDFOperator } from '@cantoo/pdf-lib';
import { ROUNDED_RECT_RADIUS_RATIO, type ImageShape } from './model';

/** How far a cubic Bézier's control points sit along the tangent to draw a quarter ellipse. */
const KAPPA = 0.5522847498;

/** Coordinates in the unit square, to 1/10000: a tenth of a point on a box of up to 1000 points. */
const unitRound = (value: number): number => Math.round(value * 10_000) / 10_000;

/** The unit square with corners rounded as quarter ellipses of radii rx, ry (an ellipse when both are 1/2). */
function roundedUnitSquare(rx: number, ry: number): PDFOperator[] {
  const kx = rx * KAPPA;
  const ky = ry * KAPPA;
  const point = (x: number, y: number): [number, number] => [unitRound(x), unitRound(y)];
  const curve = (...points: [number, number][]) =>
    appendBezierCurve(...(points.flat() as [number, number, number, number, number, number]));
  const straight = (x: number, y: number, horizontal: boolean) =>
    (horizontal ? rx < 0.5 : ry < 0.5) ? [lineTo(...point(x, y))] : [];
  return [
    moveTo(...point(rx, 0)),
    ...straight(1 - rx, 0, true),
    curve(point(1 - rx + kx, 0), point(1, ry - ky), point(1, ry)),
    ...straight(1, 1 - ry, false),
    curve(point(1, 1 - ry + ky), point(1 - rx + kx, 1), point(1 - rx, 1)),
    ...straight(rx, 1, true),
    curve(point(rx - kx, 1), point(0, 1 - ry + ky), point(0, 1 - ry)),
    ...straight(0, ry, false),
    curve(point(0, ry - ky), point(rx - kx, 0), point(rx, 0)),
    closePath(),
  ];
}

/**
 * The outline an image placed with `shape` in a box of `width` × `height` is clipped to, in the unit
 * square the image is drawn into; null for a rectangle, which the image fills exactly.
 */
export function unitClipPath(shape: ImageShape, width: number, height: number): PDFOperator[] | null {
  switch (shape) {
    case 'rectangle':
      return null;
    case 'roundedRect': {
      const radius = Math.min(width, height) * ROUNDED_RECT_RADIUS_RATIO;
      return roundedUnitSquare(unitRound(radius / width), unitRound(radius / height));
    }
    case 'circle':
      return roundedUnitSquare(0.5, 0.5);
  }
}
