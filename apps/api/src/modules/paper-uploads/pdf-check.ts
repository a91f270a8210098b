import { PDFDocument } from '@cantoo/pdf-lib';

export type PdfCheck = { ok: true; pages: number } | { ok: false; why: string };

const PDF_MAGIC = Buffer.from('%PDF-');
/** The PDF standard lets the header start anywhere in the first 1024 bytes (after junk some tools add). */
const HEADER_WINDOW = 1024;

/**
 * Whether the bytes are a PDF a reader can open, by content (a name or a MIME type says nothing), and its
 * page count. Encrypted PDFs are accepted when they open without a password, as readers open them.
 */
export async function checkPdf(bytes: Buffer): Promise<PdfCheck> {
  if (!bytes.length) return { ok: false, why: 'the file is empty' };
  if (bytes.subarray(0, HEADER_WINDOW).indexOf(PDF_MAGIC) < 0)
    return { ok: false, why: 'it does not start like a PDF' };
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    const pages = doc.getPageCount();
    return pages > 0 ? { ok: true, pages } : { ok: false, why: 'it has no pages' };
  } catch {
    return { ok: false, why: 'it is damaged or incomplete' };
  }
}
