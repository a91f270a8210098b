import { IMAGE_TO_TEXT_MAX_BYTES, IMAGE_TO_TEXT_TYPES } from '@eps/contracts';

/** For the file picker: the image types the server reads. */
export const ACCEPTED_IMAGE_TYPES = IMAGE_TO_TEXT_TYPES.join(',');

export const NOT_AN_IMAGE_MESSAGE = 'Please choose an image file: PNG, JPEG, WebP, GIF or BMP.';
export const TOO_LARGE_MESSAGE = `The image must be at most ${IMAGE_TO_TEXT_MAX_BYTES / (1024 * 1024)} MB. Please use a smaller image.`;

/** Older Windows and some Linux desktops name BMP files so. */
const BMP_ALIASES = ['image/x-ms-bmp', 'image/x-bmp'];

/**
 * Why a file cannot be sent, or null. Checks what the browser knows before uploading; the server still
 * checks the bytes, since a file's type here is only what its name suggests (and a file of unknown type
 * is left to the server).
 */
export function imageFileError(file: Pick<Blob, 'type' | 'size'>): string | null {
  const known = [...IMAGE_TO_TEXT_TYPES, ...BMP_ALIASES, ''];
  if (!known.includes(file.type)) return NOT_AN_IMAGE_MESSAGE;
  if (file.size > IMAGE_TO_TEXT_MAX_BYTES) return TOO_LARGE_MESSAGE;
  return null;
}

/** `notes.png` becomes `notes.txt`; a pasted image (no name) becomes `image-text.txt`. */
export function textFileName(imageName: string | undefined): string {
  const base = imageName?.replace(/\.[^.]*$/, '').trim();
  return `${base || 'image-text'}.txt`;
}
