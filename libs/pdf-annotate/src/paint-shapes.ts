import {
  LineCapStyle,
  LineJoinStyle,
  concatTransformationMatrix,
  drawObject,
  fill,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingRgbColor,
  setGraphicsState,
  setLineCap,
  setLineJoin,
  setLineWidth,
  setStrokingRgbColor,
  stroke,
} from '@cantoo/pdf-lib';
import { BLACK, cssColor } from './colors';
import { resourceName } from './page-resources';
import { inkLine } from './ink';
import type { Deletion, Drawing, ImageAnnotation } from './model';
import { tenths, type UprightCanvas } from './upright-canvas';

/** A box: (x, y) is its top-left corner in page units, its bottom-left corner in the canvas's y-up space. */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A box in page units as a box in the canvas's y-up space ((x, y) its bottom-left corner), to 1/10 pt. */
const uprightBox = ({ fromTop }: UprightCanvas, { x, y, width, height }: Box): Box => ({
  x: tenths(x),
  y: fromTop(y + height),
  width: tenths(width),
  height: tenths(height),
});

export function paintDeletions(canvas: UprightCanvas, deletions: Deletion[]): void {
  const { page, fillAlphas, draw } = canvas;
  for (const deletion of deletions) {
    const { x, y, width, height } = uprightBox(canvas, deletion);
    draw(
      pushGraphicsState(),
      ...(deletion.opacity < 1 ? [setGraphicsState(fillAlphas.nameOn(page, deletion.opacity))] : []),
      setFillingRgbColor(1, 1, 1),
      rectangle(x, y, width, height),
      fill(),
      popGraphicsState(),
    );
  }
}

/**
 * Round caps and joins as on screen, set once for the layer; a one-point stroke is a zero-length line,
 * which a round cap makes a dot. Each stroke is written from its own first point (a `cm` moves the
 * origin there), so its points are short offsets rather than full page coordinates.
 */
export function paintDrawings({ draw, fromTop }: UprightCanvas, drawings: Drawing[]): void {
  const strokes = drawings.filter(({ points }) => points.length > 0);
  if (strokes.length === 0) return;
  draw(pushGraphicsState(), setLineCap(LineCapStyle.Round), setLineJoin(LineJoinStyle.Round));
  for (const { color, size, points } of strokes) {
    const upright = inkLine(points).map(({ x, y }) => ({ x: tenths(x), y: fromTop(y) }));
    const [origin] = upright;
    const path = (upright.length > 1 ? upright : [origin, origin]).map(({ x, y }, index) =>
      (index === 0 ? moveTo : lineTo)(tenths(x - origin.x), tenths(y - origin.y)),
    );
    draw(
      pushGraphicsState(),
      setStrokingRgbColor(...(cssColor(color) ?? BLACK)),
      setLineWidth(size),
      concatTransformationMatrix(1, 0, 0, 1, origin.x, origin.y),
      ...path,
      stroke(),
      popGraphicsState(),
    );
  }
  draw(popGraphicsState());
}

export async function paintImages(canvas: UprightCanvas, images: ImageAnnotation[]): Promise<void> {
  const { page, draw } = canvas;
  for (const annotation of images) {
    const { x, y, width, height } = uprightBox(canvas, annotation);
    const xObject = await canvas.images.placement(annotation.image, annotation.shape, width, height);
    draw(
      pushGraphicsState(),
      concatTransformationMatrix(width, 0, 0, height, x, y),
      drawObject(resourceName(page, 'XObject', 'Im', xObject)),
      popGraphicsState(),
    );
  }
}
