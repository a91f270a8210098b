import { Anchor, Box, Container, Group } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';
import classes from './image-to-text.module.css';

/** A public page has no top bar: the brand, and the way back home (or to log in). */
export function PageHeader() {
  const { isAuthenticated } = useSession();
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" py="sm">
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to="/" fw={800} c="indigo.7" underline="never">
            <Group gap={6} component="span" wrap="nowrap">
              <IconSchool size={22} aria-hidden />
              Exam Prep Studio
            </Group>
          </Anchor>
          {isAuthenticated ? (
            <Anchor component={Link} to="/home" size="sm">
              Back to home
            </Anchor>
          ) : (
            <Anchor component={Link} to="/login" size="sm">
              Log in
            </Anchor>
          )}
        </Group>
      </Container>
    </Box>
  );
}
