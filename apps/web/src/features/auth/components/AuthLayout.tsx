import { Anchor, Box, Container, Group, Text, ThemeIcon } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from '../auth.module.css';

/** Frame of the public auth pages: a slim brand bar and a centred content area. */
export function AuthLayout({ children, size = 'sm' }: { children: ReactNode; size?: 'sm' | 'lg' }) {
  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.header}>
        <Container size={size === 'lg' ? 1100 : 480}>
          <Group h={56} justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Exam Prep Studio home">
              <Group gap={8} wrap="nowrap">
                <ThemeIcon size={32} radius="md" variant="gradient" gradient={{ from: 'indigo', to: 'cyan' }}>
                  <IconSchool size={20} aria-hidden />
                </ThemeIcon>
                <Text fw={700} size="lg">
                  Exam Prep Studio
                </Text>
              </Group>
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Container component="main" size={size === 'lg' ? 1100 : 480} className={classes.main}>
        {children}
      </Container>
    </Box>
  );
}
