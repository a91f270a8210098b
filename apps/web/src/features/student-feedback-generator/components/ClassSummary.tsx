import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FeedbackSummary } from '@eps/contracts';

/** The class at a glance: the most missed marking points and how the scores spread. */
export function ClassSummary({ summary }: { summary: FeedbackSummary }) {
  const most = Math.max(1, ...summary.distribution.map((d) => d.students));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      <Paper withBorder p="sm">
        <Title order={3} fz="md" mb="xs">
          Most missed marking points
        </Title>
        <Stack gap={8}>
          {summary.missedPoints.slice(0, 5).map((p) => (
            <div key={p.index}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
                  {p.point}
                </Text>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {p.missedBy} of {summary.students}
                </Text>
              </Group>
              <Progress
                value={(p.missedBy / Math.max(1, summary.students)) * 100}
                color="orange"
                size="sm"
                aria-label={`${p.missedBy} of ${summary.students} students missed: ${p.point}`}
              />
            </div>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder p="sm">
        <Title order={3} fz="md" mb="xs">
          Score distribution
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          Mean {summary.meanScore} of {summary.maxScore}
        </Text>
        <Stack gap={4} aria-label="Students per score">
          {summary.distribution.map((d) => (
            <Group key={d.score} gap="xs" wrap="nowrap">
              <Text size="sm" w={28} ta="right">
                {d.score}
              </Text>
              <Progress
                value={(d.students / most) * 100}
                size="lg"
                style={{ flex: 1 }}
                aria-label={`${d.students} students scored ${d.score}`}
              />
              <Text size="sm" c="dimmed" w={28}>
                {d.students}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
