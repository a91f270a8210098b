import { AppShell } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '@/components/FullPageLoader';
import { TopBar } from '@/features/navigation';
import { useSession } from '@/lib/session';
import { useToolVisitTimer } from '@/lib/tool-visits';
import { GeneratorModalHost } from './GeneratorModalHost';

/**
 * The protected layout of spec section 2: 'loading...' while auth loads, /login (keeping the origin
 * location) for visitors without a session, otherwise the top bar, the page and the sidebar, and the
 * Notes and Slides Generation modals that `?open=` opens over any page.
 */
export function ProtectedLayout() {
  const { loading, isAuthenticated } = useSession();
  const location = useLocation();
  // Time on each tool page, for /user-stat (the uses themselves the server records).
  useToolVisitTimer(isAuthenticated ? location.pathname : '');

  if (loading) return <FullPageLoader />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;

  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header>
        <TopBar />
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <GeneratorModalHost />
    </AppShell>
  );
}
