import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isPlain, type SerializedError } from '@reduxjs/toolkit';
import { ZApiErrorSchema } from '@eps/contracts';

/**
 * The one RTK Query API of the app. Features add their endpoints with `api.injectEndpoints`
 * in their own folder, so this file never grows with feature code.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'include' }),
  tagTypes: ['Session', 'Profile', 'SidebarPreferences', 'AccessCodes'],
  endpoints: () => ({}),
});

/**
 * The store's serializable check, for configureStore's `getDefaultMiddleware`. Compiled PDFs arrive as
 * Blobs and stay in the API cache as such: a Blob is immutable, and copying megabytes into plain data
 * would only cost memory, so a Blob counts as serializable here.
 */
export const apiSerializableCheck = {
  isSerializable: (value: unknown) => isPlain(value) || value instanceof Blob,
};

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
