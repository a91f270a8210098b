import { Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnectedX, IconServer } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './landing.module.css';

/** The points beside the 'Works offline' heading. */
const OFFLINE_POINTS = [
  {
    icon: IconPlugConnectedX,
    title: 'No internet needed.',
    text: 'A built-in offline engine checks grammar and style, finds definitions and reads text from images.',
  },
  {
    icon: IconServer,
    title: 'Your server, your data.',
    text: 'Plug in any OpenAI-compatible model, or none at all.',
  },
];

/** The self-hosting pitch on its coloured panel. */
export function OfflineSection() {
  return (
    <Box component="section" className={classes.section} pt={0} aria-labelledby="offline-title">
      <Container size="lg">
        <div className={classes.offline}>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
            <Stack gap="xs">
              <Title id="offline-title" order={2} c="white">
                Works offline, on your school&apos;s server
              </Title>
              <Text c="indigo.0">
                Exam Prep Studio is open source. Run it on one small server for your school and keep every
                student&apos;s work in house.
              </Text>
            </Stack>
            {OFFLINE_POINTS.map(({ icon: Icon, title, text }) => (
              <Group key={title} wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={40} radius="md" color="white" c="indigo.7">
                  <Icon size={22} aria-hidden />
                </ThemeIcon>
                <Text c="indigo.0">
                  <Text span fw={700} c="white">
                    {title}
                  </Text>{' '}
                  {text}
                </Text>
              </Group>
            ))}
          </SimpleGrid>
        </div>
      </Container>
    </Box>
  );
}

/** The last call to action: register, or log in. */
export function CallToActionSection() {
  return (
    <Box
      component="section"
      className={`${classes.section} ${classes.sectionAlt}`}
      aria-labelledby="cta-title"
    >
      <Container size="sm" ta="center">
        <Title id="cta-title" order={2}>
          Ready for your next exam?
        </Title>
        <Text c="dimmed" mt="xs" mb="lg">
          Create a free account to save your progress, or keep going as a guest.
        </Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to="/register" size="md">
            Create a free account
          </Button>
          <Button component={Link} to="/login" size="md" variant="default">
            I already have an account
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
