/**
 * Where a page's annotations go in its PDF user space. Annotations are stored in unscaled page units as
 * pdf.js shows the page: over its view box (the crop box clipped to the media box), after its /Rotate,
 * origin at the top-left, y down. The matrices here are pdf.js's own viewport transform at scale 1 and
 * its inverse, so a point lands exactly where the user placed it on screen.
 */

/** A PDF transformation matrix [a b c d e f]: (x, y) -> (a·x + c·y + e, b·x + d·y + f). */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** [xMin, yMin, xMax, yMax] in PDF user space. */
export type Box = readonly [number, number, number, number];

export type Rotation = 0 | 90 | 180 | 270;

export interface PageGeometry {
  view: Box;
  rotation: Rotation;
  /** The page as displayed (after rotation), in page units. */
  width: number;
  height: number;
}

/** [x, y, width, height] as pdf-lib reports a box. */
interface RectLike {
  x: number;
  y: number;
  width: number;
  height: number;
}

const normalize = ({ x, y, width, height }: RectLike): Box => [
  Math.min(x, x + width),
  Math.min(y, y + height),
  Math.max(x, x + width),
  Math.max(y, y + height),
];

/** pdf.js's page.view: the crop box clipped to the media box, or the media box when they do not overlap. */
export function viewBox(mediaBox: RectLike, cropBox: RectLike): Box {
  const media = normalize(mediaBox);
  const crop = normalize(cropBox);
  const clipped: Box = [
    Math.max(media[0], crop[0]),
    Math.max(media[1], crop[1]),
    Math.min(media[2], crop[2]),
    Math.min(media[3], crop[3]),
  ];
  return clipped[2] > clipped[0] && clipped[3] > clipped[1] ? clipped : media;
}

/** pdf.js's reading of /Rotate: a multiple of 90 brought into 0..270, anything else counts as 0. */
export function normalizeRotation(degrees: number): Rotation {
  if (!Number.isInteger(degrees) || degrees % 90 !== 0) return 0;
  return (((degrees % 360) + 360) % 360) as Rotation;
}

export function pageGeometry(view: Box, rotation: Rotation): PageGeometry {
  const boxWidth = view[2] - view[0];
  const boxHeight = view[3] - view[1];
  const sideways = rotation === 90 || rotation === 270;
  return {
    view,
    rotation,
    width: sideways ? boxHeight : boxWidth,
    height: sideways ? boxWidth : boxHeight,
  };
}

const ROTATE: Record<Rotation, readonly [number, number, number, number]> = {
  0: [1, 0, 0, -1],
  90: [0, 1, 1, 0],
  180: [-1, 0, 0, 1],
  270: [0, -1, -1, 0],
};

/** PDF user space -> page units (pdf.js's PageViewport.transform at scale 1). */
export function pdfToPageMatrix({ view, rotation, width, height }: PageGeometry): Matrix {
  const [a, b, c, d] = ROTATE[rotation];
  const centerX = (view[0] + view[2]) / 2;
  const centerY = (view[1] + view[3]) / 2;
  return [a, b, c, d, width / 2 - a * centerX - c * centerY, height / 2 - b * centerX - d * centerY];
}

export function invert([a, b, c, d, e, f]: Matrix): Matrix {
  const det = a * d - b * c;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

/** The matrix that applies `first`, then `second`. */
export function compose(first: Matrix, second: Matrix): Matrix {
  const [a1, b1, c1, d1, e1, f1] = first;
  const [a2, b2, c2, d2, e2, f2] = second;
  return [
    a1 * a2 + b1 * c2,
    a1 * b2 + b1 * d2,
    c1 * a2 + d1 * c2,
    c1 * b2 + d1 * d2,
    e1 * a2 + f1 * c2 + e2,
    e1 * b2 + f1 * d2 + f2,
  ];
}

export function applyMatrix([a, b, c, d, e, f]: Matrix, x: number, y: number): [number, number] {
  return [a * x + c * y + e, b * x + d * y + f];
}

/** Page units -> PDF user space (pdf.js's viewport.convertToPdfPoint at scale 1). */
export const pageToPdfMatrix = (geometry: PageGeometry): Matrix => invert(pdfToPageMatrix(geometry));

/**
 * The page as the user saw it with y pointing UP (origin at its bottom-left corner) -> PDF user space.
 * pdf-lib draws text, images and SVG in a y-up space, so the writer concatenates this matrix once per
 * page and then draws as on an unrotated page of the displayed size: text comes out upright.
 */
export const uprightToPdfMatrix = (geometry: PageGeometry): Matrix =>
  compose([1, 0, 0, -1, 0, geometry.height], pageToPdfMatrix(geometry));
