import type { AnnotationsByPage, EmbeddedFontName, PageRedaction } from '@eps/pdf-annotate';
export const SAVED_FILE_NAME = 'annotated-document.pdf';
export const SAVING_MESSAGE = 'Generating PDF... This may take a moment.';
export const SAVE_FAILED_MESSAGE = 'There was an error saving the PDF. Please try again.';

async function loadFont(name: EmbeddedFontName): Promise<ArrayBuffer> {
  const { FONT_URLS } = await import('./font-urls');
  const response = await fetch(FONT_URLS[name]);
  if (!response.ok) throw new Error(`Font ${name} could not be downloaded (HTTP ${response.status})`);
  return response.arrayBuffer();
}

export interface WrittenPdf {
  blob: Blob;
  /** What each page's "Delete Content" areas removed from the file. */
  redactions: PageRedaction[];
}

/**
 * Writes the annotations onto the original PDF, removing what "Delete Content" areas cover. The writer
 * (pdf-lib, fonts, MathJax) is a chunk of its own that only downloads on the first save.
 */
export async function writeAnnotatedPdf(
  original: Uint8Array,
  annotations: AnnotationsByPage,
): Promise<WrittenPdf> {
  const { saveRedactedPdf } = await import('@eps/pdf-annotate');
  const { bytes, redactions } = await saveRedactedPdf(original, annotations, { loadFont });
  return { blob: new Blob([bytes as BlobPart], { type: 'application/pdf' }), redactions };
}

/** The user's message for a failed save: the spec's sentence, plus the writer's reason when it has one. */
export function saveFailureMessage(error: unknown): string {
  const reason = error instanceof Error && error.name === 'PdfAnnotateError' ? error.message : null;
  return reason ? `${SAVE_FAILED_MESSAGE} ${reason}` : SAVE_FAILED_MESSAGE;
}
