import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCertificate,
  IconCheck,
  IconFileText,
  IconMessageChatbot,
  IconQuestionMark,
} from '@tabler/icons-react';
import { TOOL_CATALOGUE } from '@/config/tools';
import { FEATURES, STEPS, type FeatureIcon } from './content';
import classes from './landing.module.css';
import { LandingSection } from './LandingSection';
import type { GuestStart } from './use-guest-start';

const FEATURE_ICONS: Record<FeatureIcon, typeof IconMessageChatbot> = {
  chat: IconMessageChatbot,
  papers: IconFileText,
  grader: IconCertificate,
  quiz: IconQuestionMark,
};

/** The four feature cards; each button starts a guest session and opens its tool. */
export function FeaturesSection({ busyPath, startAsGuest }: GuestStart) {
  return (
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
  );
}

/** The numbered steps from first visit to studying. */
export function HowItWorksSection() {
  return (
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
  );
}

/** Every tool of the catalogue, named and described. */
export function ToolboxSection() {
  return (
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
  );
}
