import { PDFDocument } from '@cantoo/pdf-lib';
import type { DriveFileKind } from '@eps/contracts';
import { detectImageMime } from '../../common/image-type';
import { DriveErrors } from './drive.errors';

export interface DriveContent {
  kind: DriveFileKind;
  mimeType: string;
  /** The source of a .tex file, for search; absent for PDFs and images. */
  text?: string;
}

export const TEX_MIME = 'text/x-tex';
const DRIVE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * What an uploaded file is, by its content: a PDF starts with %PDF- and must open; an image is known
 * by its magic bytes; a .tex file (by name) must be UTF-8 text without NUL bytes. The name only
 * decides whether text is LaTeX, and what to say when a file is none of these.
 */
export async function classifyDriveContent(name: string, bytes: Buffer): Promise<DriveContent> {
  const lowerName = name.toLowerCase();
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    await assertPdfOpens(name, bytes);
    return { kind: 'pdf', mimeType: 'application/pdf' };
  }
  if (lowerName.endsWith('.pdf')) throw DriveErrors.notAPdf(name);
  const image = detectImageMime(bytes, DRIVE_IMAGE_TYPES);
  if (image) return { kind: 'image', mimeType: image };
  if (lowerName.endsWith('.tex')) return { kind: 'tex', mimeType: TEX_MIME, text: readTex(name, bytes) };
  throw DriveErrors.unsupportedType(name);
}

function readTex(name: string, bytes: Buffer): string {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw DriveErrors.texNotText(name);
  }
  if (text.includes('\u0000')) throw DriveErrors.texNotText(name);
  return text;
}

async function assertPdfOpens(name: string, bytes: Buffer): Promise<void> {
  try {
    // Encrypted PDFs are still PDFs (the viewer asks for their password), so encryption is no error.
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (pdf.getPageCount() < 1) throw new Error('no pages');
  } catch {
    throw DriveErrors.brokenPdf(name);
  }
}
