import { Anchor, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EXTERNAL_RESOURCES, FOOTER_LINKS, FOOTER_TOOL_LINKS } from './home-sections';
import classes from './HomePage.module.css';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text fw={700} size="sm">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

export function HomeFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
          <Column title="Legal">
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                {link.label}
              </Anchor>
            ))}
          </Column>
          <Column title="Tools">
            {FOOTER_TOOL_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                {link.label}
              </Anchor>
            ))}
          </Column>
          <Column title="External resources">
            {EXTERNAL_RESOURCES.map((link) => (
              <Anchor
                key={link.href}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                c="dimmed"
              >
                <Group gap={4} component="span" wrap="nowrap">
                  {link.label}
                  <IconExternalLink size={12} aria-label="(opens in a new tab)" />
                </Group>
              </Anchor>
            ))}
          </Column>
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xl">
          © {new Date().getFullYear()} Exam Prep Studio
        </Text>
      </Container>
    </footer>
  );
}
