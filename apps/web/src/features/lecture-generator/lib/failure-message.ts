import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiErrorMessage } from '@/lib/api';

/** The server's message of a failed call, the message of a thrown Error, or `fallback`. */
export function failureMessage(failure: unknown, fallback: string): string {
  if (failure instanceof Error) return failure.message || fallback;
  return apiErrorMessage(failure as FetchBaseQueryError | SerializedError | undefined, fallback);
}
