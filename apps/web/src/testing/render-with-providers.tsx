/**
 * Renders components for component tests (never imported by app code): Mantine in test mode, a memory
 * router and a store like the app's with a preset session. Browser globals come from test/support/web-setup.ts.
 */
import { configureStore } from '@reduxjs/toolkit';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { User } from '@eps/contracts';
import { api, apiSerializableCheck } from '@/lib/api';
import { sessionSlice } from '@/lib/session';

export const TEST_USER: User = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'ada@example.com',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  avatarPath: null,
  role: 'student',
  isGuest: false,
  createdAt: '2024-12-15T00:00:00.000Z',
};

export const GUEST_USER: User = {
  ...TEST_USER,
  id: '00000000-0000-4000-8000-000000000002',
  username: 'guest-1',
  email: null,
  fullName: 'Guest',
  isGuest: true,
};

/** The session of a freshly started app: nobody signed in, check-auth still pending. */
export const FRESH_SESSION = { user: null, loading: true } as const;

/** A store like the app's, with the session preset. */
export function createTestStore(session: { user: User | null; loading?: boolean }) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer },
    middleware: (getDefault) =>
      getDefault({ serializableCheck: apiSerializableCheck }).concat(api.middleware),
    preloadedState: {
      session: {
        loading: session.loading ?? false,
        isAuthenticated: !!session.user,
        isGuest: !!session.user?.isGuest,
        user: session.user,
      },
    },
  });
}

/**
 * Renders `routes` in a memory router at `url` with Mantine and a store whose session is preset.
 * Any other path renders `<div data-testid="landed">{path}{search}</div>`.
 */
export function renderRoutes(
  routes: RouteObject[],
  {
    url = '/',
    user = TEST_USER as User | null,
    loading = false,
  }: { url?: string; user?: User | null; loading?: boolean } = {},
) {
  const store = createTestStore({ user, loading });
  const router = createMemoryRouter([...routes, { path: '*', element: <Landed /> }], {
    initialEntries: [url],
  });
  const utils = render(
    <Provider store={store}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>,
  );
  return { ...utils, store, router };
}

function Landed() {
  const location = useLocation();
  return <div data-testid="landed">{location.pathname + location.search}</div>;
}

/** Renders `element` at `path` (see renderRoutes). */
export function renderAt(
  element: ReactElement,
  path: string,
  options: Parameters<typeof renderRoutes>[1] = {},
) {
  return renderRoutes([{ path, element }], { url: path, ...options });
}
