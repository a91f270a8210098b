import { Center, Loader, Stack, Text } from '@mantine/core';

/** The route guard's centred spinner with the spec's 'loading...' text. */
export function FullPageLoader() {
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text c="dimmed">loading...</Text>
      </Stack>
    </Center>
  );
}
