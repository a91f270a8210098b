/** One issue of a rejected request, as sent in `details` of the error body. */
export interface ErrorDetail {
  path: string;
  message: string;
}

/**
 * The only error type services throw on purpose. `message` is the sentence a person reads, `code` is
 * stable so programs can branch on it; the global filter turns it into `{ error, code, details? }`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const CommonErrors = {
  validation: (message: string, details: ErrorDetail[]) =>
    new AppError(400, 'VALIDATION_FAILED', message, details),
  unstorableText: () =>
    new AppError(
      400,
      'VALIDATION_FAILED',
      'The text contains a NUL character (U+0000), which cannot be saved: remove it and try again.',
    ),
  invalidJson: () => new AppError(400, 'INVALID_JSON', 'Request body is not valid JSON.'),
  bodyTooLarge: (limitBytes = 1024 * 1024) =>
    new AppError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The request body is too large (the limit is ${Math.round(limitBytes / (1024 * 1024))} MB).`,
    ),
  rateLimited: () =>
    new AppError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.'),
  internal: () =>
    new AppError(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again later.'),
};
