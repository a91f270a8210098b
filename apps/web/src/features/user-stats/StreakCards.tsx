import { Card, SimpleGrid, Text } from '@mantine/core';
import type { Streak, ToolUsage } from '@eps/contracts';
import { formatDuration } from './stats-format';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz="h3" fw={700}>
        {value}
      </Text>
    </Card>
  );
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The headline figures: streaks (days with any activity), active days and total time on tools. */
export function StreakCards({ streak, tools }: { streak: Streak; tools: ToolUsage[] }) {
  const seconds = tools.reduce((sum, t) => sum + t.seconds, 0);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Figure label="Current streak" value={days(streak.current)} />
      <Figure label="Longest streak" value={days(streak.longest)} />
      <Figure label="Active days" value={String(streak.activeDays)} />
      <Figure label="Time on tools" value={formatDuration(seconds)} />
    </SimpleGrid>
  );
}
