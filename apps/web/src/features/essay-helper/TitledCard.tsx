import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered card with a small heading: the sidebar and result panels of both tabs. */
export function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}
