import { Card, Group, Stack, Switch, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';

export interface ChartCardProps {
  title: string;
  description: string;
  /** Shown instead of the chart and the table when there is no data for it yet. */
  empty: string | null;
  chart: ReactNode;
  table: ReactNode;
}

/**
 * A chart with its data as a table behind it. The chart is a picture for sighted users (hidden from
 * screen readers); the table is always in the page, visually hidden until "Show as table" swaps it in.
 */
export function ChartCard({ title, description, empty, chart, table }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="h4" id={headingId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
          {!empty && (
            <Switch
              label="Show as table"
              checked={asTable}
              onChange={(e) => setAsTable(e.currentTarget.checked)}
            />
          )}
        </Group>
        {empty ? (
          <Text size="sm">{empty}</Text>
        ) : asTable ? (
          <div style={{ overflowX: 'auto' }}>{table}</div>
        ) : (
          <>
            <div aria-hidden>{chart}</div>
            <VisuallyHidden>{table}</VisuallyHidden>
          </>
        )}
      </Stack>
    </Card>
  );
}
