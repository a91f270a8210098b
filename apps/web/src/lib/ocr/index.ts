import { useCallback } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import {
  IMAGE_TO_TEXT_FIELD,
  ZImageToTextResponseSchema,
  type ImageToTextResponse,
  type UncertainWord,
} from '@eps/contracts';
import { api } from '@/lib/api';

/** The spec's messages (section 8) for a conversion that failed without a server message. */
export const CONVERT_FAILED_MESSAGE = 'Failed to convert image';
export const UPLOAD_FAILED_MESSAGE = 'Error uploading image';

interface ImageToTextArgs {
  image: Blob;
  fileName?: string;
}

const ocrApi = api.injectEndpoints({
  endpoints: (build) => ({
    imageToText: build.mutation<ImageToTextResponse, ImageToTextArgs>({
      query: ({ image, fileName }) => {
        const body = new FormData();
        body.append(IMAGE_TO_TEXT_FIELD, image, fileName ?? defaultFileName(image));
        return { url: 'image-to-text', method: 'POST', body };
      },
    }),
  }),
});

/** A pasted image arrives as a nameless Blob; multer wants a file name, and its extension is only a hint. */
function defaultFileName(image: Blob): string {
  const subtype = image.type.startsWith('image/') ? image.type.slice('image/'.length) : 'png';
  return `image.${subtype}`;
}

/**
 * The first image on a clipboard, or null when it holds none (text, files of other kinds): only an
 * image triggers the image-to-text upload (spec section 5).
 */
export function clipboardImage(data: DataTransfer | null): File | null {
  for (const item of data?.items ?? []) {
    if (item.kind === 'file' && item.type.startsWith('image/')) return item.getAsFile();
  }
  return null;
}

/**
 * The message to show for a failed conversion: the server's `error` when it sent one, 'Failed to convert
 * image' when it answered without one, and 'Error uploading image' when the request never got an answer.
 */
export function imageToTextErrorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error || !('status' in error)) return UPLOAD_FAILED_MESSAGE;
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return UPLOAD_FAILED_MESSAGE;
  const parsed = ZImageToTextResponseSchema.safeParse(error.data);
  return (parsed.success && parsed.data.error) || CONVERT_FAILED_MESSAGE;
}

/** The text read from an image, and the words of it the recogniser was unsure of. */
export interface ImageText {
  text: string;
  uncertain: UncertainWord[];
}

/**
 * Converts an image to text on the server (POST /api/image-to-text). `read` resolves the recognised
 * text with its unsure words and `convert` the text alone; both reject with an Error whose message can be
 * shown as is (see imageToTextErrorMessage). Shared by the image-to-text page and the notes/slides
 * editors' image paste.
 */
export function useImageToText(): {
  read: (image: Blob, fileName?: string) => Promise<ImageText>;
  convert: (image: Blob, fileName?: string) => Promise<string>;
  isConverting: boolean;
} {
  const [imageToText, { isLoading }] = ocrApi.useImageToTextMutation();

  const read = useCallback(
    async (image: Blob, fileName?: string): Promise<ImageText> => {
      const response = await imageToText({ image, fileName });
      if ('error' in response) throw new Error(imageToTextErrorMessage(response.error));
      const body = ZImageToTextResponseSchema.safeParse(response.data);
      if (!body.success || !body.data.success || body.data.result === undefined) {
        throw new Error((body.success && body.data.error) || CONVERT_FAILED_MESSAGE);
      }
      return { text: body.data.result, uncertain: body.data.uncertain ?? [] };
    },
    [imageToText],
  );
  const convert = useCallback(
    async (image: Blob, fileName?: string) => (await read(image, fileName)).text,
    [read],
  );

  return { read, convert, isConverting: isLoading };
}
