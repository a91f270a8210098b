import { Anchor, Box, Button, Container, Group, Text, ThemeIcon } from '@mantine/core';
import { IconSchool, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PolicyLinks } from '@/components/PolicyLinks';
import classes from './landing.module.css';

/** The landing page's top bar: the brand (home link), log in and sign up. */
export function LandingHeader() {
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg">
        <Group h={60} justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Exam Prep Studio home">
            <Group gap={8} wrap="nowrap">
              <ThemeIcon size={32} radius="md" variant="gradient" gradient={{ from: 'indigo', to: 'cyan' }}>
                <IconSchool size={20} aria-hidden />
              </ThemeIcon>
              <Text fw={700} size="lg" visibleFrom="xs">
                Exam Prep Studio
              </Text>
            </Group>
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to="/login" variant="subtle">
              Log in
            </Button>
            <Button component={Link} to="/register">
              Sign up
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

/** The landing page's footer: copyright and the legal links. */
export function LandingFooter() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Group gap={6} wrap="nowrap">
            <IconShieldLock size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} Exam Prep Studio
            </Text>
          </Group>
          <PolicyLinks label="Legal" gap="lg" dimmed />
        </Group>
      </Container>
    </Box>
  );
}
