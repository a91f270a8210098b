import { useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullPageLoader } from '@/components/FullPageLoader';
import { useSession } from '@/lib/session';

/**
 * Wraps /login: a user who arrives already signed in with a real account goes to '/'. Guests stay, so
 * that they can sign in with a real account. Once the page is shown, signing in on it does not
 * redirect here: the login page itself goes to the origin page (or /home).
 */
export function PublicOnlyRoute({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated, isGuest } = useSession();
  const shown = useRef(false);
  if (!shown.current) {
    if (loading) return <FullPageLoader />;
    if (isAuthenticated && !isGuest) return <Navigate to="/" replace />;
    shown.current = true;
  }
  return <>{children}</>;
}
