import type { AnnotationImage } from '@eps/pdf-annotate/model';

export const IMAGE_ERRORS = {
  notImage: 'This file is not an image. Choose a PNG, JPEG, GIF, WebP or SVG image.',
  unreadable: 'This image could not be read.',
} as const;

export class ImageFileError extends Error {
  override name = 'ImageFileError';
}

/** PDFs embed PNG and JPEG directly; any other image type is redrawn as a PNG first. */
const EMBEDDABLE = new Set(['image/png', 'image/jpeg']);
/** An SVG without a size of its own is drawn at the browser's default size for replaced elements. */
const FALLBACK_SIZE = { width: 300, height: 150 };

function decode(blob: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(blob);
  const img = new Image();
  img.src = url;
  return img
    .decode()
    .then(() => img)
    .catch(() => {
      throw new ImageFileError(IMAGE_ERRORS.unreadable);
    })
    .finally(() => URL.revokeObjectURL(url));
}

function toPng(img: HTMLImageElement, width: number, height: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.drawImage(img, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (png) => (png ? resolve(png) : reject(new ImageFileError(IMAGE_ERRORS.unreadable))),
      'image/png',
    ),
  );
}

/** Reads a chosen or pasted image as an embeddable PNG or JPEG with its natural size. */
export async function readImageFile(file: Blob): Promise<AnnotationImage> {
  if (!file.type.startsWith('image/')) throw new ImageFileError(IMAGE_ERRORS.notImage);
  const img = await decode(file);
  const width = img.naturalWidth || FALLBACK_SIZE.width;
  const height = img.naturalHeight || FALLBACK_SIZE.height;
  const embeddable = EMBEDDABLE.has(file.type) ? file : await toPng(img, width, height);
  return {
    mimeType: embeddable.type === 'image/jpeg' ? 'image/jpeg' : 'image/png',
    bytes: new Uint8Array(await embeddable.arrayBuffer()),
    naturalWidth: width,
    naturalHeight: height,
  };
}

const urls = new WeakMap<AnnotationImage, string>();

/** A URL to show an image on screen, made once per image (images are immutable once read). */
export function imageUrl(image: AnnotationImage): string {
  let url = urls.get(image);
  if (!url) {
    url = URL.createObjectURL(new Blob([image.bytes as BlobPart], { type: image.mimeType }));
    urls.set(image, url);
  }
  return url;
}
