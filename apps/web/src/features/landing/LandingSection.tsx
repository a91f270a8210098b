import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './landing.module.css';

/** A centred content section: its heading (which labels it), an optional dimmed lead, then the content. */
export function LandingSection({
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
