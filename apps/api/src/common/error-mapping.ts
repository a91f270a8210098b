import { HttpException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { ApiError } from '@eps/contracts';
import { AppError, CommonErrors } from './app-error';
import { outageOf } from './outage-errors';

/** Stable codes for the HTTP errors Nest and its middleware raise themselves. */
const HTTP_CODES: Record<number, [code: string, message: string]> = {
  400: ['BAD_REQUEST', 'The request is not valid.'],
  401: ['UNAUTHENTICATED', 'Not authenticated'],
  403: ['FORBIDDEN', 'You do not have permission to do this.'],
  404: ['NOT_FOUND', 'Not found.'],
  405: ['METHOD_NOT_ALLOWED', 'This method is not allowed here.'],
  413: ['PAYLOAD_TOO_LARGE', 'The request body is too large.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported.'],
};

export interface MappedError {
  status: number;
  body: ApiError;
  /** True when the error is our fault and must be logged with its stack. */
  unexpected: boolean;
}

/** Pure mapping from anything thrown to the one error body shape (ZApiErrorSchema). */
export function mapError(err: unknown): MappedError {
  if (err instanceof ThrottlerException) return fromAppError(CommonErrors.rateLimited());
  if (err instanceof AppError) return fromAppError(err);
  if (err instanceof HttpException) {
    const status = err.getStatus();
    const [code, fallback] = HTTP_CODES[status] ?? [
      status >= 500 ? 'INTERNAL_ERROR' : 'HTTP_ERROR',
      'Request failed.',
    ];
    const message = status === 404 ? 'Not found.' : (readableMessage(err) ?? fallback);
    return { status, body: { error: message, code }, unexpected: status >= 500 };
  }
  // Errors from Express middleware (body-parser) carry a status and a type; they are client mistakes.
  const typed = err as { type?: string; status?: number; limit?: number } | null;
  if (typed?.type === 'entity.parse.failed') return fromAppError(CommonErrors.invalidJson());
  if (typed?.type === 'entity.too.large') return fromAppError(CommonErrors.bodyTooLarge(typed.limit));
  if (typeof typed?.status === 'number' && typed.status >= 400 && typed.status < 500) {
    const [code, message] = HTTP_CODES[typed.status] ?? ['BAD_REQUEST', 'The request is not valid.'];
    return { status: typed.status, body: { error: message, code }, unexpected: false };
  }
  const unstorable = unstorableTextOf(err);
  if (unstorable) return fromAppError(unstorable);
  const outage = outageOf(err);
  // Not our bug, so no stack trace; the exception filter still logs it as a warning.
  if (outage) return { ...fromAppError(outage), unexpected: false };
  return { ...fromAppError(CommonErrors.internal()), unexpected: true };
}

/**
 * SQLSTATEs of text Postgres cannot store: a NUL in a text value (22021) or a `\u0000` in a json value
 * (22P05). Most routes validate their text, but a NUL is legal in JSON and some fields are free text,
 * so this is the backstop: the statement failed before anything was written, and the person can fix it.
 */
const PG_UNSTORABLE_TEXT_STATES = new Set(['22021', '22P05']);

function unstorableTextOf(err: unknown): AppError | undefined {
  const e = err as { code?: string; driverError?: { code?: string } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return code && PG_UNSTORABLE_TEXT_STATES.has(code) ? CommonErrors.unstorableText() : undefined;
}

function fromAppError(e: AppError): MappedError {
  const body: ApiError = { error: e.message, code: e.code };
  if (e.details?.length) body.details = e.details;
  return { status: e.status, body, unexpected: e.status >= 500 };
}

function readableMessage(err: HttpException): string | undefined {
  const res = err.getResponse();
  if (typeof res === 'string') return res;
  const msg = (res as { message?: unknown }).message;
  if (typeof msg === 'string') return msg;
  if (Array.isArray(msg) && typeof msg[0] === 'string') return msg[0];
  return undefined;
}
