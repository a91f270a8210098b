import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiErrorMessage } from '@/lib/api';

/** The spec's messages of the plot pipeline (section 8, "Generation"). */
export const INVALID_PYTHON_CODE = 'Invalid Python code provided';
export const NO_IMAGE_DATA = 'No image data returned from the Python generator';
export const INVALID_IMAGE_DATA = 'Invalid base64 image data returned';
export const plotFailedMessage = (detail: string) => `Failed to generate image from Python code: ${detail}`;

const NO_ANSWER_DETAIL = 'the server could not be reached. Check your connection and try again.';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** `base64` is the bare PNG data (for compile assets), `dataUrl` the same for an <img>. */
export type PlotImageResult = { ok: true; base64: string; dataUrl: string } | { ok: false; error: string };

/** True for base64 text that decodes to something starting with the PNG signature. */
function isPngBase64(base64: string): boolean {
  if (base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return false;
  try {
    const head = atob(base64.slice(0, 12));
    return PNG_SIGNATURE.every((byte, i) => head.charCodeAt(i) === byte);
  } catch {
    return false;
  }
}

/**
 * Turns a 200 answer of POST /api/python-image-generator into an image to show. The answer is checked
 * rather than trusted: a missing image and bytes that are not a PNG each get the spec's message.
 */
export function readPlotImage(body: unknown): PlotImageResult {
  const answer = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const { plotBase64, error } = answer;
  if (typeof plotBase64 !== 'string' || plotBase64.trim() === '') {
    if (typeof error === 'string' && error.trim()) return { ok: false, error: plotFailedMessage(error) };
    return { ok: false, error: NO_IMAGE_DATA };
  }
  // Tolerate a data-URL prefix and line breaks: both are common ways of writing base64.
  const base64 = plotBase64.replace(/^data:image\/png;base64,/, '').replace(/\s+/g, '');
  if (!isPngBase64(base64)) return { ok: false, error: INVALID_IMAGE_DATA };
  return { ok: true, base64, dataUrl: `data:image/png;base64,${base64}` };
}

/** The message of a failed run: the server's `error` (a Python traceback's last line, a limit), if any. */
export function describePlotFailure(error: unknown): string {
  const answer =
    typeof error === 'object' && error !== null && 'status' in error
      ? (error as FetchBaseQueryError)
      : undefined;
  return plotFailedMessage(apiErrorMessage(answer, NO_ANSWER_DETAIL));
}

/** The line of the user's script that a failure names ('... line 7 ...'), so the page can show it. */
export function failedLine(message: string): number | null {
  const match = /\bline (\d+)\b/i.exec(message);
  return match ? Number(match[1]) : null;
}
