import type { PDFOperator, PDFPage } from '@cantoo/pdf-lib';
import { PdfAnnotateError } from './errors';
import { FillAlphaStates } from './fill-alpha-states';
import { FontBook, type LoadFont } from './fonts';
import { FormulaBook } from './formula-book';
import { ImageBook } from './image-book';
import { loadOriginal } from './load-original';
import { PageContents } from './page-contents';
import { LAYER_ORDER, type AnnotationsByPage, type PageAnnotations } from './model';
import { paintDeletions, paintDrawings, paintImages } from './paint-shapes';
import { paintTexts } from './paint-texts';
import { mappedBox } from './redact/boxes';
import { hasRedacted, PageRedactor, type PageRedaction } from './redact/redact-page';
import { pruneUnreachable } from './redact/prune-unreachable';
import { pageToPdfMatrix } from './page-geometry';
import { geometryOf, openUprightCanvas, type DocumentTools, type UprightCanvas } from './upright-canvas';

export interface SaveOptions {
  /** Bytes of an embedded font file (see EMBEDDED_FONTS); called only for fonts the texts need. */
  loadFont: LoadFont;
}

type Layer = (typeof LAYER_ORDER)[number];

const PAINTERS: { [L in Layer]: (canvas: UprightCanvas, items: PageAnnotations[L]) => void | Promise<void> } =
  {
    deletions: paintDeletions,
    images: paintImages,
    drawings: paintDrawings,
    texts: paintTexts,
  };

const paintLayer = <L extends Layer>(canvas: UprightCanvas, layer: L, annotations: PageAnnotations) =>
  PAINTERS[layer](canvas, annotations[layer]);

/** The operators that draw the page's annotations, layer by layer. */
async function paintPage(
  page: PDFPage,
  annotations: PageAnnotations,
  tools: DocumentTools,
): Promise<PDFOperator[]> {
  const canvas = openUprightCanvas(page, tools);
  for (const layer of LAYER_ORDER) await paintLayer(canvas, layer, annotations);
  return canvas.operators;
}

/** The saved file, and what its "Delete Content" areas took off each page that has one. */
export interface SavedPdf {
  bytes: Uint8Array;
  redactions: PageRedaction[];
}

/** The page's deletion areas in its PDF user space. */
function deletionAreas(page: PDFPage, annotations: PageAnnotations) {
  const toPdf = pageToPdfMatrix(geometryOf(page));
  return annotations.deletions.map(({ x, y, width, height }) =>
    mappedBox(toPdf, [x, y, x + width, y + height]),
  );
}

/**
 * Draws the annotations onto the ORIGINAL document and returns the saved file: its pages, text, sizes,
 * crop boxes and rotations stay; the annotations are appended to each page's content as vectors, real
 * text and embedded images. A "Delete Content" area is a redaction: what it covers is taken out of the
 * page's content (see PageRedactor) before the white box is painted, and the objects it leaves unused
 * are not written. Throws a PdfAnnotateError (with a message for the user) rather than return a broken
 * file.
 */
export async function saveAnnotatedPdf(
  original: Uint8Array,
  annotations: AnnotationsByPage,
  options: SaveOptions,
): Promise<Uint8Array> {
  return (await saveRedactedPdf(original, annotations, options)).bytes;
}

/** saveAnnotatedPdf, with what each page's "Delete Content" areas took off it. */
export async function saveRedactedPdf(
  original: Uint8Array,
  annotations: AnnotationsByPage,
  options: SaveOptions,
): Promise<SavedPdf> {
  const { doc, pages } = await loadOriginal(original);
  const fonts = new FontBook(doc, options.loadFont);
  const tools: DocumentTools = {
    fonts,
    images: new ImageBook(doc),
    formulas: new FormulaBook(doc, fonts),
    fillAlphas: new FillAlphaStates(doc),
  };
  const redactor = new PageRedactor(doc.context);
  const redactions = pages.flatMap((page, index) => {
    const deletions = annotations[index + 1]?.deletions ?? [];
    return deletions.length > 0
      ? [redactor.redact(page, index + 1, deletionAreas(page, annotations[index + 1]))]
      : [];
  });
  if (redactions.some(hasRedacted)) pruneUnreachable(doc.context);
  const contents = new PageContents(doc, pages);
  for (const [index, page] of pages.entries()) {
    const pageAnnotations = annotations[index + 1];
    if (pageAnnotations && LAYER_ORDER.some((layer) => pageAnnotations[layer].length > 0)) {
      contents.append(page, await paintPage(page, pageAnnotations, tools));
    }
  }
  contents.dropUnused(pages);
  tools.formulas.finish();
  doc.setModificationDate(new Date());
  try {
    return { bytes: await doc.save({ useObjectStreams: true }), redactions };
  } catch (cause) {
    if (cause instanceof PdfAnnotateError) throw cause;
    throw new PdfAnnotateError(
      'SAVE_FAILED',
      'The PDF could not be written with your changes. Please try again.',
      {
        cause,
      },
    );
  }
}
