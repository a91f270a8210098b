import { IMAGE_TO_TEXT_FIELD, IMAGE_TO_TEXT_MAX_BYTES, IMAGE_TO_TEXT_MAX_PIXELS } from '@eps/contracts';
import { AppError } from '../../common/app-error';

/** Spec section 8: the text shown when the image holds nothing readable. */
export const NO_TEXT_FOUND_MESSAGE = 'No text was found in the image.';

const ACCEPTED_TYPES = 'PNG, JPEG, WebP, GIF or BMP';

export const OcrErrors = {
  missing: () =>
    new AppError(
      400,
      'IMAGE_TO_TEXT_MISSING',
      `Please choose an image to convert (send it in the form field "${IMAGE_TO_TEXT_FIELD}").`,
    ),
  empty: () =>
    new AppError(400, 'IMAGE_TO_TEXT_EMPTY', 'The uploaded file is empty. Please choose an image.'),
  badUpload: (reason: string) =>
    new AppError(
      400,
      'IMAGE_TO_TEXT_BAD_UPLOAD',
      `The upload could not be read (${reason}). Send one image in the form field "${IMAGE_TO_TEXT_FIELD}".`,
    ),
  notImage: () =>
    new AppError(
      415,
      'IMAGE_TO_TEXT_NOT_IMAGE',
      `This file is not an image we can read. Please upload a ${ACCEPTED_TYPES} image.`,
    ),
  tooLarge: () =>
    new AppError(
      413,
      'IMAGE_TO_TEXT_TOO_LARGE',
      `The image must be at most ${IMAGE_TO_TEXT_MAX_BYTES / (1024 * 1024)} MB. Please use a smaller image.`,
    ),
  tooManyPixels: (width: number, height: number) =>
    new AppError(
      413,
      'IMAGE_TO_TEXT_TOO_MANY_PIXELS',
      `The image is ${width} × ${height} pixels; the limit is ${IMAGE_TO_TEXT_MAX_PIXELS / 1_000_000} million pixels. Please scale it down and try again.`,
    ),
  unreadable: () =>
    new AppError(
      422,
      'IMAGE_TO_TEXT_UNREADABLE',
      'The image could not be read; the file may be damaged or incomplete. Please try another image.',
    ),
  noText: () => new AppError(422, 'IMAGE_TO_TEXT_NO_TEXT', NO_TEXT_FOUND_MESSAGE),
  engineFailed: () =>
    new AppError(
      503,
      'IMAGE_TO_TEXT_ENGINE_FAILED',
      'The text recogniser stopped unexpectedly. Please try again in a moment.',
    ),
};
