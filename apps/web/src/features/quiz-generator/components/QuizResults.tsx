import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Quiz } from '@eps/contracts';
import { VERDICT_COLOURS, VERDICT_TITLES } from './ItemMarking';
import { ITEM_TYPE_LABELS } from './QuizBuilder';

/** The score and each item's outcome; every answered item is now in the review queue. */
export function QuizResults({ quiz, onNewQuiz }: { quiz: Quiz; onNewQuiz: () => void }) {
  const { score, maxScore, answered } = quiz.score;
  const percent = maxScore ? Math.round((100 * score) / maxScore) : 0;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          Results
        </Title>
        <Text size="lg" fw={600} aria-label="Score">
          {score} / {maxScore} ({percent}%)
        </Text>
        <Text size="sm" c="dimmed">
          {answered} of {quiz.items.length} items answered. Each answered item is now in your review queue.
        </Text>
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Result</Table.Th>
                <Table.Th>Marks</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quiz.items.map((item, i) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>{ITEM_TYPE_LABELS[item.type]}</Table.Td>
                  <Table.Td>
                    {item.result ? (
                      <Badge color={VERDICT_COLOURS[item.result.verdict]} variant="light">
                        {VERDICT_TITLES[item.result.verdict]}
                      </Badge>
                    ) : (
                      <Text size="sm" c="dimmed">
                        Not answered
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {item.result?.score ?? 0}/{item.marks}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group>
          <Button onClick={onNewQuiz}>New quiz</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
