import { Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { STATS } from './content';
import classes from './landing.module.css';
import type { GuestStart } from './use-guest-start';

/** The opening section: the claim, the two main calls to action and the marketing figures. */
export function HeroSection({ busyPath, startAsGuest }: GuestStart) {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="md">
        <Stack align="center" gap="lg" ta="center">
          <Badge size="lg" variant="light">
            A-level · AP · IB
          </Badge>
          <Title id="hero-title" order={1} className={classes.heroTitle}>
            Exam prep for A-level, AP and IB, <span className={classes.gradientText}>powered by AI</span>
          </Title>
          <Text size="lg" c="dimmed" maw={640}>
            Past papers, an AI tutor, instant grading and quizzes in one study suite. Start as a guest in one
            click, no sign-up needed.
          </Text>
          <Group justify="center" gap="sm" w={{ base: '100%', xs: 'auto' }}>
            <Button
              size="lg"
              w={{ base: '100%', xs: 'auto' }}
              rightSection={<IconArrowRight size={18} aria-hidden />}
              loading={busyPath === '/home'}
              onClick={() => startAsGuest('/home')}
            >
              Start studying free
            </Button>
            <Button
              component={Link}
              to="/register"
              size="lg"
              variant="default"
              w={{ base: '100%', xs: 'auto' }}
            >
              Create an account
            </Button>
          </Group>
        </Stack>

        <div className={classes.stats}>
          {STATS.map((s) => (
            <div key={s.label} className={classes.stat}>
              <Text fw={800} fz={28} c="indigo.7" lh={1.2}>
                {s.value}
              </Text>
              <Text size="sm" c="dimmed">
                {s.label}
              </Text>
            </div>
          ))}
        </div>
      </Container>
    </Box>
  );
}
