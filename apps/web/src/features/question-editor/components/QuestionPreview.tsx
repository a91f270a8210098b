import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { partLabel, partMarks, type QuestionForm } from '../lib/question-form';
import { MathText } from './MathText';

/** The question as a student will read it, typeset as the author types. */
export function QuestionPreview({ form }: { form: QuestionForm }) {
  const total = form.parts.reduce((sum, p) => sum + partMarks(p), 0);
  return (
    <Card withBorder radius="md" padding="md" aria-label="Preview" component="section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h4">
            {form.title || 'Untitled question'}
          </Title>
          <Badge variant="light">
            {total} {total === 1 ? 'mark' : 'marks'}
          </Badge>
        </Group>
        {form.stem && <MathText text={form.stem} />}
        {form.parts.map((part, i) => (
          <Stack key={i} gap={4}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600}>({partLabel(i)})</Text>
              <MathText text={part.prompt || '…'} />
              <Text size="sm" c="dimmed" ml="auto" style={{ whiteSpace: 'nowrap' }}>
                [{partMarks(part)}]
              </Text>
            </Group>
            <List size="sm" spacing={2} aria-label={`Mark scheme of part (${partLabel(i)})`}>
              {part.markScheme.map((m, k) => (
                <List.Item key={k}>
                  <Group gap={4} wrap="nowrap" align="flex-start">
                    <MathText text={m.point || '…'} />
                    <Text size="sm" c="dimmed">
                      ({m.marks})
                    </Text>
                  </Group>
                </List.Item>
              ))}
            </List>
            {part.workedSolution && <MathText text={part.workedSolution} />}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
