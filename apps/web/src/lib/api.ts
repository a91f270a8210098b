import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { ZApiErrorSchema } from '@eps/contracts';

/**
 * The API itself lives in api-slice.ts, which the app's entry imports directly: reading error bodies
 * here needs the contract schemas and zod, which the landing page can do without.
 */
export { api, apiSerializableCheck } from './api-slice';

/** The server's readable message of a failed call, or `fallback` when there is no response body to read. */
export function apiErrorMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
  fallback: string,
): string {
  if (error && 'status' in error) {
    const parsed = ZApiErrorSchema.safeParse(error.data);
    if (parsed.success) return parsed.data.error;
  }
  return fallback;
}

/**
 * The spec's short failure text, followed by the server's reason when it gave one, so that the user
 * sees what went wrong ("Failed to analyze essay: The AI service did not answer in time.").
 */
export function failureWithReason(summary: string, error: unknown): string {
  const reason = apiErrorMessage(error as FetchBaseQueryError | SerializedError | undefined, '');
  return reason ? `${summary}: ${reason}` : summary;
}

/** True when the call reached the server and it answered (as opposed to a network failure). */
export function hasServerResponse(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return !!error && 'status' in error && typeof error.status === 'number';
}
