export type PdfAnnotateErrorCode =
  | 'NOT_A_PDF'
  | 'PDF_ENCRYPTED'
  | 'PDF_UNREADABLE'
  | 'IMAGE_UNREADABLE'
  | 'FONT_UNAVAILABLE'
  | 'REDACTION_FAILED'
  | 'SAVE_FAILED';

/** A save that cannot go ahead; `message` is written for the person saving, `code` for the program. */
export class PdfAnnotateError extends Error {
  override readonly name = 'PdfAnnotateError';

  constructor(
    readonly code: PdfAnnotateErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const isPdfAnnotateError = (error: unknown): error is PdfAnnotateError =>
  error instanceof PdfAnnotateError;
