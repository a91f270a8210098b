import type { PDFDocumentProxy } from 'pdfjs-dist';
import { loadPdfjs } from '@/components/pdf-viewer';
import type { PageSize } from './placement';

export const MAX_PDF_BYTES = 100 * 1024 * 1024;

export const OPEN_ERRORS = {
  tooLarge: 'This PDF is larger than 100 MB. Choose a smaller file.',
  notPdf: 'This file is not a PDF. Choose a file that ends in .pdf.',
  encrypted: 'This PDF is password-protected. Remove the password and open it again.',
  corrupt: 'This PDF is damaged and cannot be opened.',
  unreadable: 'This PDF could not be opened.',
} as const;

/** A file the annotator refuses, with the message the user sees. */
export class PdfOpenError extends Error {
  override name = 'PdfOpenError';
}

/** PDF readers accept the `%PDF-` signature anywhere in the first 1024 bytes (some files start with junk). */
const HEADER_WINDOW = 1024;
const SIGNATURE = [...'%PDF-'].map((c) => c.charCodeAt(0));

export function hasPdfSignature(head: Uint8Array): boolean {
  const last = Math.min(head.length, HEADER_WINDOW) - SIGNATURE.length;
  for (let i = 0; i <= last; i++) {
    if (SIGNATURE.every((byte, j) => head[i + j] === byte)) return true;
  }
  return false;
}

/** Reads a chosen file after checking its size and signature, so a video or a 2 GB scan is never loaded. */
export async function readPdfFile(file: Blob): Promise<Uint8Array> {
  if (file.size > MAX_PDF_BYTES) throw new PdfOpenError(OPEN_ERRORS.tooLarge);
  const head = new Uint8Array(await file.slice(0, HEADER_WINDOW).arrayBuffer());
  if (!hasPdfSignature(head)) throw new PdfOpenError(OPEN_ERRORS.notPdf);
  return new Uint8Array(await file.arrayBuffer());
}

/** pdf.js names its failures; these are the ones a user can act on. */
export function openErrorMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return OPEN_ERRORS.encrypted;
  if (name === 'InvalidPDFException') return OPEN_ERRORS.corrupt;
  return OPEN_ERRORS.unreadable;
}

export interface OpenedPdf {
  doc: PDFDocumentProxy;
  /** Each page's size at 100%, after its own rotation. */
  pageSizes: PageSize[];
}

/** Opens the bytes with pdf.js (which takes a copy: the original bytes are kept for saving). */
export async function openPdf(bytes: Uint8Array): Promise<OpenedPdf> {
  const pdfjs = await loadPdfjs();
  // No eval: the app's content security policy forbids it, and pdf.js has a path without it.
  const task = pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false });
  try {
    const doc = await task.promise;
    const pageSizes = await Promise.all(
      Array.from({ length: doc.numPages }, async (_, i) => {
        const { width, height } = (await doc.getPage(i + 1)).getViewport({ scale: 1 });
        return { width, height };
      }),
    );
    return { doc, pageSizes };
  } catch (error) {
    void task.destroy();
    throw new PdfOpenError(openErrorMessage(error));
  }
}
