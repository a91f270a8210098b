import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowRight,
  IconCheck,
  IconCertificate,
  IconFileText,
  IconMessageChatbot,
  IconPlugConnectedX,
  IconQuestionMark,
  IconSchool,
  IconServer,
  IconShieldLock,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { PolicyLinks } from '@/components/PolicyLinks';
import { useGuestAccess } from '@/components/guest-access';
import { TOOL_CATALOGUE } from '@/config/tools';
import { FEATURES, STATS, STEPS, type FeatureIcon } from './content';
import classes from './landing.module.css';

const FEATURE_ICONS: Record<FeatureIcon, typeof IconMessageChatbot> = {
  chat: IconMessageChatbot,
  papers: IconFileText,
  grader: IconCertificate,
  quiz: IconQuestionMark,
};

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

export function LandingPage() {
  const navigate = useNavigate();
  const guest = useGuestAccess();
  const [busyPath, setBusyPath] = useState<string | null>(null);

  /** Spec "Landing": log in as a guest, then go to `path`; navigate only when that worked. */
  async function startAsGuest(path: string) {
    if (busyPath) return;
    setBusyPath(path);
    const result = await guest.start();
    setBusyPath(null);
    if (result.ok) {
      void navigate(path);
      return;
    }
    console.error('Guest login failed', result.error);
    notifications.show({
      id: 'landing-guest-failed',
      color: 'red',
      title: 'Could not start a guest session',
      message: 'Please try again in a moment, or log in.',
      autoClose: 5000,
    });
  }

  return (
    <Box className={classes.page}>
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

      <main>
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
                Past papers, an AI tutor, instant grading and quizzes in one study suite. Start as a guest in
                one click, no sign-up needed.
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

        <LandingSection
          id="features-title"
          title="Everything you need to get exam-ready"
          lead="Open any tool straight away as a guest."
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {FEATURES.map((f) => {
              const Icon = FEATURE_ICONS[f.icon];
              return (
                <Card
                  key={f.path}
                  withBorder
                  radius="lg"
                  padding="lg"
                  className={classes.featureCard}
                  component="article"
                >
                  <ThemeIcon size={48} radius="md" variant="light" color={f.color}>
                    <Icon size={26} aria-hidden />
                  </ThemeIcon>
                  <Title order={3} size="h4" mt="md">
                    {f.title}
                  </Title>
                  <Text size="sm" c="dimmed" mt={6} style={{ flex: 1 }}>
                    {f.text}
                  </Text>
                  <Button
                    mt="lg"
                    variant="light"
                    color={f.color}
                    fullWidth
                    loading={busyPath === f.path}
                    aria-label={`Get Started Free with ${f.title}`}
                    onClick={() => startAsGuest(f.path)}
                  >
                    Get Started Free
                  </Button>
                </Card>
              );
            })}
          </SimpleGrid>
        </LandingSection>

        <LandingSection id="how-title" title="How it works" alt>
          <SimpleGrid
            cols={{ base: 1, md: 3 }}
            spacing="xl"
            component="ol"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {STEPS.map((s, i) => (
              <Stack key={s.title} component="li" gap="xs" align="flex-start">
                <ThemeIcon size={40} radius="xl" variant="gradient" gradient={{ from: 'indigo', to: 'cyan' }}>
                  <Text fw={700} c="white">
                    {i + 1}
                  </Text>
                </ThemeIcon>
                <Title order={3} size="h4">
                  {s.title}
                </Title>
                <Text c="dimmed">{s.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </LandingSection>

        <LandingSection
          id="tools-title"
          title="And a whole toolbox besides"
          lead={`${TOOL_CATALOGUE.length} more tools for students and teachers, one click away once you are in.`}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="lg">
            {TOOL_CATALOGUE.map((tool) => (
              <Group key={tool.id} wrap="nowrap" align="flex-start" gap="sm">
                <ThemeIcon color={tool.color} variant="light" size={28} radius="xl" style={{ flexShrink: 0 }}>
                  <IconCheck size={16} aria-hidden />
                </ThemeIcon>
                <div>
                  <Text fw={600} size="sm">
                    {tool.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {tool.description}
                  </Text>
                </div>
              </Group>
            ))}
          </SimpleGrid>
        </LandingSection>

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
      </main>

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
    </Box>
  );
}

/** A centred content section: its heading (which labels it), an optional dimmed lead, then the content. */
function LandingSection({
  id,
  title,
  lead,
  alt = false,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  alt?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      className={alt ? `${classes.section} ${classes.sectionAlt}` : classes.section}
      aria-labelledby={id}
    >
      <Container size="lg">
        <Title id={id} order={2} ta="center" mb={lead ? undefined : 'xl'}>
          {title}
        </Title>
        {lead && (
          <Text c="dimmed" ta="center" mt="xs" mb="xl">
            {lead}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
