import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { PublicPageHeader } from '@/components/PublicPageHeader';
import { useSession } from '@/lib/session';

/** The way back home, or to log in for a visitor without a session. */
export function PageHeader() {
  const { isAuthenticated } = useSession();
  return (
    <PublicPageHeader size="xl">
      {isAuthenticated ? (
        <Anchor component={Link} to="/home" size="sm">
          Back to home
        </Anchor>
      ) : (
        <Anchor component={Link} to="/login" size="sm">
          Log in
        </Anchor>
      )}
    </PublicPageHeader>
  );
}
