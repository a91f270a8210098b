import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { parseLatexErrors, type LatexError } from '@eps/contracts';
import { apiErrorMessage } from '@/lib/api';

/** Why a compile gave no PDF: the document's own LaTeX errors, or a message about the request. */
export type CompileFailure = { kind: 'latex'; errors: LatexError[] } | { kind: 'message'; message: string };

export const COMPILE_FALLBACK_ERROR = 'An error occurred during compilation';

/**
 * A 422 carries the LaTeX errors as text, one per line; every other failure (validation, too large,
 * rate limited, no compile worker, timeout) carries `{ error }`, and a failure without an answer gets
 * the spec's generic message.
 */
export function describeCompileFailure(error: unknown): CompileFailure {
  const answer =
    typeof error === 'object' && error !== null && 'status' in error
      ? (error as FetchBaseQueryError)
      : undefined;
  if (answer?.status === 422 && typeof answer.data === 'string') {
    const errors = parseLatexErrors(answer.data);
    if (errors.length > 0) return { kind: 'latex', errors };
  }
  return { kind: 'message', message: apiErrorMessage(answer, COMPILE_FALLBACK_ERROR) };
}
