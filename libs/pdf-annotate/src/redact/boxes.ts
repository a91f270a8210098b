import { applyMatrix, type Box, type Matrix } from '../page-geometry';

/** Axis-aligned boxes [xMin, yMin, xMax, yMax] in a content stream's base space. */

/** The axis-aligned box around a rectangle of `space` mapped by `matrix`. */
export function mappedBox(matrix: Matrix, [x0, y0, x1, y1]: Box): Box {
  const corners = [
    applyMatrix(matrix, x0, y0),
    applyMatrix(matrix, x1, y0),
    applyMatrix(matrix, x0, y1),
    applyMatrix(matrix, x1, y1),
  ];
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

export const overlapArea = (a: Box, b: Box) =>
  Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0])) *
  Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]));
export const intersects = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
export const contains = (outer: Box, inner: Box) =>
  inner[0] >= outer[0] && inner[1] >= outer[1] && inner[2] <= outer[2] && inner[3] <= outer[3];
export const inside = (box: Box, x: number, y: number) =>
  x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3];
