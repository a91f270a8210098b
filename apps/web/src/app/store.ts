import { configureStore } from '@reduxjs/toolkit';
import { api, apiSerializableCheck } from '@/lib/api-slice';
import { sessionSlice } from '@/lib/session';

export function createStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer },
    middleware: (getDefault) =>
      getDefault({ serializableCheck: apiSerializableCheck }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
