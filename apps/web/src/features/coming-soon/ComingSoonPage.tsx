import { Badge, Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface ComingSoonPageProps {
  title: string;
  summary: string;
}

/** An honest placeholder for a tool that a later issue builds: its name, what it will do, and a way back. */
export function ComingSoonPage({ title, summary }: ComingSoonPageProps) {
  return (
    <Center mih="calc(100vh - 60px)" p="md">
      <Card withBorder radius="lg" padding="xl" maw={520} w="100%" shadow="sm">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="orange">
            <IconClock size={30} aria-hidden />
          </ThemeIcon>
          <Badge color="orange" variant="light" size="lg">
            Coming soon
          </Badge>
          <Title order={1} fz="h2">
            {title}
          </Title>
          <Text size="lg">{summary}</Text>
          <Text c="dimmed" size="sm">
            This tool is not available yet. We are building it and it will appear here when it is ready.
          </Text>
          <Button
            component={Link}
            to="/home"
            variant="light"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Back to home
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
