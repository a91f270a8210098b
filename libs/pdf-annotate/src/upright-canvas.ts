import {
  concatTransformationMatrix,
  popGraphicsState,
  pushGraphicsState,
  type PDFPage,
} from '@cantoo/pdf-lib';
import type { FillAlphaStates } from './fill-alpha-states';
import type { FontBook } from './fonts';
import type { FormulaBook } from './formula-book';
import type { ImageBook } from './image-book';
import {
  normalizeRotation,
  pageGeometry,
  uprightToPdfMatrix,
  viewBox,
  type PageGeometry,
} from './page-geometry';

/** What the painters of a document share: its fonts, images, formulas and opacities, each written once. */
export interface DocumentTools {
  fonts: FontBook;
  images: ImageBook;
  formulas: FormulaBook;
  fillAlphas: FillAlphaStates;
}

/**
 * Coordinates are written to 1/100 pt: far below what anyone sees or the 1 pt the tests allow, and it
 * keeps a pointer's 15-digit fractions out of the content streams (they would not compress).
 */
export const hundredths = (value: number): number => Math.round(value * 100) / 100;

/**
 * A page prepared for drawing the way the user saw it: after `open`, (0, 0) is the bottom-left corner
 * of the displayed page, x to the right, y up, whatever the page's rotation and crop box.
 */
export interface UprightCanvas extends DocumentTools {
  page: PDFPage;
  geometry: PageGeometry;
  /** A y in page units (measured down from the top) as a y in this y-up space. */
  fromTop: (y: number) => number;
}

/** The page's geometry as pdf.js reads it (inherited boxes and /Rotate included). */
export const geometryOf = (page: PDFPage): PageGeometry =>
  pageGeometry(viewBox(page.getMediaBox(), page.getCropBox()), normalizeRotation(page.getRotation().angle));

export function openUprightCanvas(page: PDFPage, tools: DocumentTools): UprightCanvas {
  const geometry = geometryOf(page);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...uprightToPdfMatrix(geometry)));
  return { ...tools, page, geometry, fromTop: (y) => hundredths(geometry.height - y) };
}

export function closeUprightCanvas({ page }: UprightCanvas): void {
  page.pushOperators(popGraphicsState());
}
