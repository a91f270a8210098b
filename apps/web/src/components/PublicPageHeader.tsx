import { Anchor, Box, Container, Group, type MantineSize } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Public pages have no top bar: a slim header with the brand (home link) and page-specific links. */
export function PublicPageHeader({ size, children }: { size: MantineSize; children: ReactNode }) {
  return (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size={size} py="sm">
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to="/" fw={800} c="indigo.7" underline="never">
            <Group gap={6} component="span" wrap="nowrap">
              <IconSchool size={22} aria-hidden />
              Exam Prep Studio
            </Group>
          </Anchor>
          {children}
        </Group>
      </Container>
    </Box>
  );
}
