import { act, screen } from '@testing-library/react';
import { Outlet, useLocation } from 'react-router';
import { installFetch } from '@/testing/fake-fetch';
import { GUEST_USER, renderRoutes, TEST_USER } from '@/testing/render-with-providers';
import { userUpdated } from '@/lib/session';
import { NotFoundPage } from './NotFoundPage';
import { ProtectedLayout } from './ProtectedLayout';
import { PublicOnlyRoute } from './PublicOnlyRoute';
import { AUTH_LOADING_TIMEOUT_MS, SessionBootstrap } from './SessionBootstrap';

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; search: string } } | null)?.from;
  return <div data-testid="login">login from {from ? from.pathname + from.search : 'nowhere'}</div>;
}

const routes = [
  {
    path: '/login',
    element: (
      <PublicOnlyRoute>
        <LoginProbe />
      </PublicOnlyRoute>
    ),
  },
  { path: '/', element: <div data-testid="landing">landing</div> },
  {
    element: <ProtectedLayout />,
    children: [{ path: '/home', element: <div data-testid="home">home</div> }],
  },
];

beforeEach(() => {
  installFetch(() => ({ status: 200, body: { recent: [], liked: [], newFeatureSeen: true } }));
});

describe('ProtectedLayout', () => {
  it("shows 'loading...' while auth loads", () => {
    renderRoutes(routes, { url: '/home', user: null, loading: true });
    expect(screen.getByText('loading...')).toBeInTheDocument();
  });

  it('sends a visitor without a session to /login, keeping the origin path and query', () => {
    renderRoutes(routes, { url: '/home?x=1', user: null });
    expect(screen.getByTestId('login')).toHaveTextContent('login from /home?x=1');
  });

  it('shows the top bar and the page to a signed-in user (guests included)', async () => {
    renderRoutes(routes, { url: '/home', user: GUEST_USER });
    expect(screen.getByTestId('home')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More Functions' })).toBeInTheDocument();
  });
});

describe('PublicOnlyRoute', () => {
  it('sends a signed-in account holder from /login to /', () => {
    renderRoutes(routes, { url: '/login', user: TEST_USER });
    expect(screen.getByTestId('landing')).toBeInTheDocument();
  });

  it('leaves a guest on /login so that they can sign in with an account', () => {
    renderRoutes(routes, { url: '/login', user: GUEST_USER });
    expect(screen.getByTestId('login')).toBeInTheDocument();
  });

  it('does not pull the user away from /login when they sign in there (the login page navigates)', () => {
    const { store } = renderRoutes(routes, { url: '/login', user: null });
    act(() => {
      store.dispatch(userUpdated(TEST_USER));
    });
    expect(screen.getByTestId('login')).toBeInTheDocument();
  });

  it("shows 'loading...' while auth loads", () => {
    renderRoutes(routes, { url: '/login', user: null, loading: true });
    expect(screen.getByText('loading...')).toBeInTheDocument();
  });
});

describe('SessionBootstrap', () => {
  afterEach(() => jest.useRealTimers());

  it('asks check-auth once and ends loading after 5 seconds even without an answer', async () => {
    jest.useFakeTimers();
    const calls = installFetch(() => new Promise(() => {}));
    const { store } = renderRoutes(
      [{ element: <SessionBootstrap />, children: [{ path: '/x', element: <Outlet /> }] }],
      {
        url: '/x',
        user: null,
        loading: true,
      },
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(calls.filter((c) => c.url === '/api/check-auth')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(AUTH_LOADING_TIMEOUT_MS - 1));
    expect(store.getState().session.loading).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(store.getState().session.loading).toBe(false);
  });
});

describe('NotFoundPage', () => {
  it('links home', () => {
    renderRoutes([{ path: '/nope', element: <NotFoundPage /> }], { url: '/nope', user: null });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
