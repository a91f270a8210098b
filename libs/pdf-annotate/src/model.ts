/**
 * The PDF annotator's annotations (spec section 3, "Annotations"), shared by the web tool that edits
 * them and the writer that saves them onto the original PDF.
 *
 * Coordinates are in unscaled page units: the page as the user sees it at 100% zoom (one PDF point per
 * unit, after the page's own /Rotate is applied), origin at the top-left corner, y growing downwards.
 * Zoom never changes them; the writer maps them to each page's PDF user space.
 */

import type { Point } from './point';

export type { Point };

export const STROKE_WIDTHS = [
  { label: 'Thin', value: 1 },
  { label: 'Medium', value: 2 },
  { label: 'Thick', value: 4 },
  { label: 'Thicker', value: 6 },
  { label: 'TTThicker', value: 8 },
] as const;

export const FONT_FAMILIES = [
  'Arial',
  'Times New Roman',
  'Courier New',
  'Georgia',
  'Verdana',
  'Tahoma',
] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

export const FONT_SIZES = [10, 12, 14, 16, 18, 20, 24, 28, 32, 36, 48] as const;

export const IMAGE_SHAPES = ['rectangle', 'roundedRect', 'circle'] as const;
export type ImageShape = (typeof IMAGE_SHAPES)[number];

/** A 'roundedRect' image's corner radius as a share of its shorter side, on screen and in the saved PDF. */
export const ROUNDED_RECT_RADIUS_RATIO = 0.12;

/** A pen stroke: `color` is a CSS hex colour (#rrggbb), `size` its width in page units. */
export interface Drawing {
  color: string;
  size: number;
  points: Point[];
}

/**
 * A text or LaTeX label. (x, y) is the left end of its first line's baseline; `fontSize` is in page
 * units. LaTeX is typeset with the same anchor: the formula's baseline starts at (x, y).
 */
export interface TextAnnotation {
  id: string;
  content: string;
  x: number;
  y: number;
  isLatex: boolean;
  fontFamily: FontFamily;
  fontSize: number;
}

/** Distance between the baselines of a text's lines (content split at '\n'), as a multiple of fontSize. */
export const TEXT_LINE_HEIGHT = 1.2;

/** PNG and JPEG only: the tool converts any other image type to PNG before it is placed. */
export interface AnnotationImage {
  mimeType: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
  /** Natural size in pixels, for the aspect ratio of a click placement. */
  naturalWidth: number;
  naturalHeight: number;
}

/** A placed image: (x, y) is the top-left corner of its box; the image is clipped to `shape`. */
export interface ImageAnnotation {
  id: string;
  image: AnnotationImage;
  x: number;
  y: number;
  width: number;
  height: number;
  shape: ImageShape;
}

/** A white-out rectangle: (x, y) is its top-left corner; `opacity` is 0.5 to 1. */
export interface Deletion {
  x: number;
  y: number;
  width: number;
  height: number;
  opacity: number;
}

export interface PageAnnotations {
  drawings: Drawing[];
  texts: TextAnnotation[];
  images: ImageAnnotation[];
  deletions: Deletion[];
}

/** Keyed by 1-based page number; a page with nothing on it may be missing. */
export type AnnotationsByPage = Record<number, PageAnnotations>;

export const emptyPageAnnotations = (): PageAnnotations => ({
  drawings: [],
  texts: [],
  images: [],
  deletions: [],
});

/** The layers are painted in this order, on screen and in the saved PDF: white-outs cover the original. */
export const LAYER_ORDER = ['deletions', 'images', 'drawings', 'texts'] as const;

/** The line a stroke is drawn along, on screen and in the saved PDF alike (see ink.ts). */
export { inkLine } from './ink';
