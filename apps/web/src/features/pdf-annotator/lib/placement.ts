import type { AnnotationImage, Point } from '@eps/pdf-annotate/model';
import type { PageSize } from '@/components/pdf-viewer';

export type { PageSize };

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The widest a click-placed image gets, in page units (spec section 9). */
export const CLICK_IMAGE_MAX_WIDTH = 200;
/** A press and release closer than this (in page units) is a click, not a drag. */
const CLICK_TOLERANCE = 3;
/** Where a keyboard user's text or image goes (nothing was clicked): an inch in from the top-left corner. */
const DEFAULT_MARGIN = 72;
export const DEFAULT_POSITION: Point = { x: DEFAULT_MARGIN, y: DEFAULT_MARGIN };
/** Distance between consecutive lines of added text, as a multiple of the font size. */
export const LINE_SPACING = 1.4;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Maps a pointer position on screen to page units, given the overlay's on-screen box. The overlay always
 * covers the whole page, so the mapping is a plain proportion whatever the zoom.
 */
export function toPagePoint(
  client: Point,
  rect: { left: number; top: number; width: number; height: number },
  size: PageSize,
): Point {
  if (rect.width <= 0 || rect.height <= 0) return { x: 0, y: 0 };
  return {
    x: clamp(((client.x - rect.left) / rect.width) * size.width, 0, size.width),
    y: clamp(((client.y - rect.top) / rect.height) * size.height, 0, size.height),
  };
}

/** The box spanned by a drag, whichever way it went. */
export function boxFromDrag(start: Point, end: Point): Box {
  return {
    x: Math.min(start.x, end.x),
    y: Math.min(start.y, end.y),
    width: Math.abs(end.x - start.x),
    height: Math.abs(end.y - start.y),
  };
}

export function isClick(box: Box): boolean {
  return box.width < CLICK_TOLERANCE && box.height < CLICK_TOLERANCE;
}

/**
 * A click placement: the image's top-left corner at the click, as wide as the image but at most 200
 * units, keeping its aspect ratio. Near the right or bottom edge it is moved in so it stays on the page.
 */
export function clickPlacement(point: Point, image: AnnotationImage, page: PageSize): Box {
  const width = Math.min(CLICK_IMAGE_MAX_WIDTH, image.naturalWidth, page.width);
  const height = (width * image.naturalHeight) / image.naturalWidth;
  return {
    x: clamp(point.x, 0, Math.max(0, page.width - width)),
    y: clamp(point.y, 0, Math.max(0, page.height - height)),
    width,
    height,
  };
}

/**
 * Where Add Text puts a text when no position was clicked (a keyboard user): below the texts already on
 * the page, starting an inch from the top-left corner, so successive texts do not overlap.
 */
export function defaultTextPosition(textsOnPage: number, fontSize: number, page: PageSize): Point {
  const y = DEFAULT_MARGIN + fontSize + textsOnPage * fontSize * LINE_SPACING;
  return { x: Math.min(DEFAULT_MARGIN, page.width / 2), y: Math.min(y, Math.max(fontSize, page.height - 8)) };
}
