import type { PDFDocument, PDFImage } from '@cantoo/pdf-lib';
import { PdfAnnotateError } from './errors';
import type { AnnotationImage } from './model';

/** The document's embedded images: one XObject per image, however many pages and places show it. */
export class ImageBook {
  private readonly embedded = new Map<AnnotationImage, Promise<PDFImage>>();

  constructor(private readonly doc: PDFDocument) {}

  get(image: AnnotationImage): Promise<PDFImage> {
    let pdfImage = this.embedded.get(image);
    if (!pdfImage) {
      pdfImage = this.embed(image);
      this.embedded.set(image, pdfImage);
    }
    return pdfImage;
  }

  private async embed({ mimeType, bytes }: AnnotationImage): Promise<PDFImage> {
    try {
      return mimeType === 'image/png' ? await this.doc.embedPng(bytes) : await this.doc.embedJpg(bytes);
    } catch (cause) {
      throw new PdfAnnotateError(
        'IMAGE_UNREADABLE',
        'One of the placed images could not be read, so the PDF was not saved. Remove it, place it again and save.',
        { cause },
      );
    }
  }
}
