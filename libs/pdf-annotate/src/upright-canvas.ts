import { concatTransformationMatrix, type PDFOperator, type PDFPage } from '@cantoo/pdf-lib';
import type { FillAlphaStates } from './fill-alpha-states';
import type { FontBook } from './fonts';
import type { FormulaBook } from './formula-book';
import type { ImageBook } from './image-book';
import {
  IDENTITY,
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
 * Coordinates are written to 1/10 pt (0.035 mm): about what a pointer resolves at the highest zoom,
 * far below what anyone sees or the 1 pt the tests allow; every further digit of a pointer's fraction
 * is noise that does not compress.
 */
export const tenths = (value: number): number => Math.round(value * 10) / 10;

/**
 * A page prepared for drawing the way the user saw it: after `open`, (0, 0) is the bottom-left corner
 * of the displayed page, x to the right, y up, whatever the page's rotation and crop box.
 */
export interface UprightCanvas extends DocumentTools {
  page: PDFPage;
  geometry: PageGeometry;
  /** A y in page units (measured down from the top) as a y in this y-up space. */
  fromTop: (y: number) => number;
  /** What is drawn on the page so far, in order. */
  operators: PDFOperator[];
  draw: (...operators: PDFOperator[]) => void;
}

/** The page's geometry as pdf.js reads it (inherited boxes and /Rotate included). */
export const geometryOf = (page: PDFPage): PageGeometry =>
  pageGeometry(viewBox(page.getMediaBox(), page.getCropBox()), normalizeRotation(page.getRotation().angle));

/** The page's original content is wrapped in q ... Q when the annotations are appended (PageContents),
 * so the canvas starts from the default graphics state and needs no q ... Q of its own. */
export function openUprightCanvas(page: PDFPage, tools: DocumentTools): UprightCanvas {
  const geometry = geometryOf(page);
  const toPdf = uprightToPdfMatrix(geometry);
  const isIdentity = toPdf.every((value, index) => value === IDENTITY[index]);
  const operators = isIdentity ? [] : [concatTransformationMatrix(...toPdf)];
  return {
    ...tools,
    page,
    geometry,
    fromTop: (y) => tenths(geometry.height - y),
    operators,
    draw: (...more) => operators.push(...more),
  };
}
