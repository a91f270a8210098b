import {
  PDFName,
  clip,
  drawObject,
  endPath,
  type PDFDocument,
  type PDFImage,
  type PDFRef,
} from '@cantoo/pdf-lib';
import { unitClipPath } from './clip-shapes';
import { PdfAnnotateError } from './errors';
import type { AnnotationImage, ImageShape } from './model';

/** The image's name inside a clipping form, whose resources hold nothing else. */
const IMAGE_NAME = 'Im1';

/**
 * The document's embedded images: one XObject per image, however many pages and places show it. A
 * placement clipped to a shape draws a form that holds the clip and the image, also written once per
 * image and outline, so a page only says where it goes.
 */
export class ImageBook {
  private readonly embedded = new Map<AnnotationImage, Promise<PDFImage>>();
  /** Per image: its clipping forms by outline. */
  private readonly clipped = new Map<AnnotationImage, Map<string, PDFRef>>();

  constructor(private readonly doc: PDFDocument) {}

  /** The XObject that paints `image` with `shape` into the unit square, for a box of this size. */
  async placement(image: AnnotationImage, shape: ImageShape, width: number, height: number): Promise<PDFRef> {
    const { ref } = await this.get(image);
    const outline = unitClipPath(shape, width, height);
    if (!outline) return ref;
    const forms = this.clipped.get(image) ?? new Map<string, PDFRef>();
    this.clipped.set(image, forms);
    const key = outline.join(' ');
    let form = forms.get(key);
    if (!form) {
      const { context } = this.doc;
      form = context.register(
        context.formXObject([...outline, clip(), endPath(), drawObject(PDFName.of(IMAGE_NAME))], {
          BBox: [0, 0, 1, 1],
          Resources: { XObject: { [IMAGE_NAME]: ref } },
        }),
      );
      forms.set(key, form);
    }
    return form;
  }

  private get(image: AnnotationImage): Promise<PDFImage> {
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
