import { Button, Card, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/**
 * Shown when a page fails to load or crashes. The usual cause is a tool's chunk that could not be
 * downloaded (offline, or a new version was deployed meanwhile), which a reload fixes.
 */
export function RouteLoadError() {
  const error = useRouteError();
  return (
    <Center mih="calc(100vh - 60px)" p="md">
      <Card withBorder radius="lg" padding="xl" maw={480} w="100%">
        <Stack gap="sm" align="flex-start">
          <Title order={1} fz="h3">
            This page could not be loaded
          </Title>
          <Text>
            Check your connection and reload the page. If you just updated the app, a reload fixes it.
          </Text>
          {error instanceof Error && (
            <Text size="sm" c="dimmed">
              {error.message}
            </Text>
          )}
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </Stack>
      </Card>
    </Center>
  );
}
