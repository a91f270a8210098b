import { z } from 'zod';

/**
 * POST /api/image-to-text: multipart/form-data with one file in the field `image` (spec section 7).
 * Answers { success: true, result, uncertain } or, with a 4xx, { success: false, error, code }.
 */
export const IMAGE_TO_TEXT_FIELD = 'image';
export const IMAGE_TO_TEXT_MAX_BYTES = 10 * 1024 * 1024;
/** Decoded images larger than this many pixels are refused before OCR (a decompression bomb). */
export const IMAGE_TO_TEXT_MAX_PIXELS = 40_000_000;
export const IMAGE_TO_TEXT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/bmp',
] as const;

/** A word of `result` the recogniser was unsure of, to check against the image; `line` counts from 1. */
export const ZUncertainWordSchema = z.object({ line: z.number().int().positive(), word: z.string() });
export type UncertainWord = z.infer<typeof ZUncertainWordSchema>;

export const ZImageToTextResponseSchema = z.object({
  success: z.boolean(),
  result: z.string().optional(),
  uncertain: z.array(ZUncertainWordSchema).optional(),
  error: z.string().optional(),
  code: z.string().optional(),
});
export type ImageToTextResponse = z.infer<typeof ZImageToTextResponseSchema>;
