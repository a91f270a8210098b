import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { isPlain } from '@reduxjs/toolkit';

/**
 * The one RTK Query API of the app. Features add their endpoints with `api.injectEndpoints`
 * in their own folder, so this file never grows with feature code.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'include' }),
  tagTypes: ['Session', 'Profile', 'SidebarPreferences', 'AccessCodes', 'GradedAnswers'],
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
