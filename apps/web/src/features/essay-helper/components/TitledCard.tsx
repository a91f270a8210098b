import { Card, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A bordered card with a small heading that names it: the sidebar and result panels of both tabs. */
export function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" mb="xs" id={headingId}>
        {title}
      </Title>
      {children}
    </Card>
  );
}
