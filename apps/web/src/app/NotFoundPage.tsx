import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/lib/session';

/** Friendly 404 for any unknown address, with a way back. */
export function NotFoundPage() {
  const { isAuthenticated } = useSession();
  const { pathname } = useLocation();
  const home = isAuthenticated ? '/home' : '/';
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Text fz={64} fw={800} c="indigo" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} fz="h2">
          Page not found
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          We could not find <strong>{pathname}</strong>. It may have moved, or the address may be mistyped.
        </Text>
        <Button component={Link} to={home} mt="sm">
          Go to the home page
        </Button>
      </Stack>
    </Center>
  );
}
