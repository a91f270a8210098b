import {
  EncryptedPDFError,
  PDFArray,
  PDFDocument,
  PDFName,
  PDFRef,
  ParseSpeeds,
  type PDFPage,
} from '@cantoo/pdf-lib';
import { PdfAnnotateError } from './errors';

/**
 * pdf-lib reads a file front to back and recovers what it finds, so a truncated download still "loads"
 * with pages or their content missing. Saving that would silently drop pages: refuse instead.
 */
function assertComplete(doc: PDFDocument, pages: PDFPage[]): void {
  const declared = doc.catalog.Pages().Count().asNumber();
  if (pages.length === 0 || pages.length !== declared) {
    throw new Error(`The page tree declares ${declared} pages but ${pages.length} were found`);
  }
  for (const page of pages) {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    if (refs.some((ref) => ref instanceof PDFRef && doc.context.lookup(ref) === undefined)) {
      throw new Error('A page refers to content that is missing from the file');
    }
  }
}

/** PDF readers accept junk before the header as long as '%PDF-' starts within the first 1 KB. */
function looksLikePdf(bytes: Uint8Array): boolean {
  const head = String.fromCharCode(...bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

const unreadable = (cause: unknown) =>
  new PdfAnnotateError(
    'PDF_UNREADABLE',
    'This PDF is damaged and could not be read, so it cannot be saved with changes.',
    { cause },
  );

export async function loadOriginal(bytes: Uint8Array): Promise<{ doc: PDFDocument; pages: PDFPage[] }> {
  if (!looksLikePdf(bytes)) {
    throw new PdfAnnotateError('NOT_A_PDF', 'This file is not a PDF, so it cannot be saved as one.');
  }
  try {
    // The original's metadata stays as it was (pdf-lib would stamp itself as producer and creator).
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
    const pages = doc.getPages();
    assertComplete(doc, pages);
    return { doc, pages };
  } catch (cause) {
    if (cause instanceof EncryptedPDFError) {
      throw new PdfAnnotateError(
        'PDF_ENCRYPTED',
        'This PDF is password-protected, so it cannot be saved with changes.',
        { cause },
      );
    }
    throw unreadable(cause);
  }
}
