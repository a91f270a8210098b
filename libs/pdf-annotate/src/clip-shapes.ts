import { appendBezierCurve, closePath, lineTo, moveTo, rectangle, type PDFOperator } from '@cantoo/pdf-lib';
import { ROUNDED_RECT_RADIUS_RATIO, type ImageShape } from './model';
import { hundredths } from './upright-canvas';

/** A box in a y-up space: (x, y) is its bottom-left corner. */
export interface UprightBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How far a cubic Bézier's control points sit along the tangent to draw a quarter ellipse. */
const KAPPA = 0.5522847498;

/** A rectangle whose corners are quarter ellipses with radii rx, ry (a full ellipse when they are half the sides). */
function roundedBoxPath({ x, y, width, height }: UprightBox, rx: number, ry: number): PDFOperator[] {
  const right = x + width;
  const top = y + height;
  const kx = rx * KAPPA;
  const ky = ry * KAPPA;
  const curve = (...coordinates: [number, number, number, number, number, number]) =>
    appendBezierCurve(...(coordinates.map(hundredths) as typeof coordinates));
  return [
    moveTo(hundredths(x + rx), y),
    lineTo(hundredths(right - rx), y),
    curve(right - rx + kx, y, right, y + ry - ky, right, y + ry),
    lineTo(right, hundredths(top - ry)),
    curve(right, top - ry + ky, right - rx + kx, top, right - rx, top),
    lineTo(hundredths(x + rx), top),
    curve(x + rx - kx, top, x, top - ry + ky, x, top - ry),
    lineTo(x, hundredths(y + ry)),
    curve(x, y + ry - ky, x + rx - kx, y, x + rx, y),
    closePath(),
  ];
}

/** The outline an image placed with `shape` is clipped to. */
export function shapePath(shape: ImageShape, box: UprightBox): PDFOperator[] {
  switch (shape) {
    case 'rectangle':
      return [rectangle(box.x, box.y, box.width, box.height)];
    case 'roundedRect': {
      const radius = Math.min(box.width, box.height) * ROUNDED_RECT_RADIUS_RATIO;
      return roundedBoxPath(box, radius, radius);
    }
    case 'circle':
      return roundedBoxPath(box, box.width / 2, box.height / 2);
  }
}
