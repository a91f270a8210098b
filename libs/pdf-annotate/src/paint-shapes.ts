import {
  LineCapStyle,
  LineJoinStyle,
  clip,
  concatTransformationMatrix,
  drawObject,
  endPath,
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
import { shapePath, type UprightBox } from './clip-shapes';
import type { Deletion, Drawing, ImageAnnotation } from './model';
import { hundredths, type UprightCanvas } from './upright-canvas';

/** A box in page units: (x, y) is its top-left corner. */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** '#rrggbb' or '#rgb' as 0..1 components; anything else is black (a colour never fails a save). */
export function parseHexColor(color: string): [number, number, number] {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return [0, 0, 0];
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16) / 255) as [number, number, number];
}

/** A box in page units as a box in the canvas's y-up space, to 1/100 pt. */
const uprightBox = ({ fromTop }: UprightCanvas, { x, y, width, height }: Box): UprightBox => ({
  x: hundredths(x),
  y: fromTop(y + height),
  width: hundredths(width),
  height: hundredths(height),
});

export function paintDeletions(canvas: UprightCanvas, deletions: Deletion[]): void {
  const { page, fillAlphas } = canvas;
  for (const deletion of deletions) {
    const { x, y, width, height } = uprightBox(canvas, deletion);
    page.pushOperators(
      pushGraphicsState(),
      ...(deletion.opacity < 1 ? [setGraphicsState(fillAlphas.nameOn(page, deletion.opacity))] : []),
      setFillingRgbColor(1, 1, 1),
      rectangle(x, y, width, height),
      fill(),
      popGraphicsState(),
    );
  }
}

/** Round caps and joins as on screen; a one-point stroke is a zero-length line, which a round cap makes a dot. */
export function paintDrawings({ page, fromTop }: UprightCanvas, drawings: Drawing[]): void {
  for (const { color, size, points } of drawings) {
    if (points.length === 0) continue;
    const [first, ...rest] = points;
    const path = [first, ...(rest.length ? rest : [first])].map((point, index) =>
      (index === 0 ? moveTo : lineTo)(hundredths(point.x), fromTop(point.y)),
    );
    page.pushOperators(
      pushGraphicsState(),
      setStrokingRgbColor(...parseHexColor(color)),
      setLineWidth(size),
      setLineCap(LineCapStyle.Round),
      setLineJoin(LineJoinStyle.Round),
      ...path,
      stroke(),
      popGraphicsState(),
    );
  }
}

export async function paintImages(canvas: UprightCanvas, images: ImageAnnotation[]): Promise<void> {
  const { page } = canvas;
  for (const annotation of images) {
    const pdfImage = await canvas.images.get(annotation.image);
    const box = uprightBox(canvas, annotation);
    page.pushOperators(
      pushGraphicsState(),
      ...shapePath(annotation.shape, box),
      clip(),
      endPath(),
      concatTransformationMatrix(box.width, 0, 0, box.height, box.x, box.y),
      drawObject(page.node.newXObject('Image', pdfImage.ref)),
      popGraphicsState(),
    );
  }
}
