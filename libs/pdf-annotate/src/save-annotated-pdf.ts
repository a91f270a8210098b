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
import { openUprightCanvas, type DocumentTools, type UprightCanvas } from './upright-canvas';

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

/**
 * Draws the annotations onto the ORIGINAL document and returns the saved file: its pages, text, sizes,
 * crop boxes and rotations stay; the annotations are appended to each page's content as vectors, real
 * text and embedded images. Throws a PdfAnnotateError (with a message for the user) rather than return
 * a broken file.
 */
export async function saveAnnotatedPdf(
  original: Uint8Array,
  annotations: AnnotationsByPage,
  options: SaveOptions,
): Promise<Uint8Array> {
  const { doc, pages } = await loadOriginal(original);
  const fonts = new FontBook(doc, options.loadFont);
  const tools: DocumentTools = {
    fonts,
    images: new ImageBook(doc),
    formulas: new FormulaBook(doc, fonts),
    fillAlphas: new FillAlphaStates(doc),
  };
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
    return await doc.save({ useObjectStreams: true });
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
