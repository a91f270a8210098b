/** Where the login page sends a user after a successful (or guest) login when nothing else is asked for. */
export const DEFAULT_AFTER_LOGIN = '/home';

/** A same-site path: starts with one '/' (not '//' or '/\', which browsers treat as another host). */
export function isSafeLocalPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    // no control characters (a tab or newline inside '/\t/evil.com' is dropped by URL parsers)
    ![...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  );
}

function fromState(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  let path: unknown = from;
  if (from && typeof from === 'object' && 'pathname' in from) {
    const loc = from as { pathname?: unknown; search?: unknown; hash?: unknown };
    path = `${typeof loc.pathname === 'string' ? loc.pathname : ''}${typeof loc.search === 'string' ? loc.search : ''}${
      typeof loc.hash === 'string' ? loc.hash : ''
    }`;
  }
  return isSafeLocalPath(path) ? path : null;
}

function isAuthPage(path: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  return pathname === '/login' || pathname === '/logout';
}

/**
 * Spec "Login": after success go to the origin page (the route guard's `location.state.from`, path
 * and search), else a `redirect` query parameter (same-site paths only), else /home.
 */
export function loginRedirectTarget(locationState: unknown, search: string): string {
  const origin = fromState(locationState);
  if (origin && !isAuthPage(origin)) return origin;
  const redirect = new URLSearchParams(search).get('redirect');
  if (isSafeLocalPath(redirect) && !isAuthPage(redirect)) return redirect;
  return DEFAULT_AFTER_LOGIN;
}
