import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useGetSimilarQuestionsQuery } from '../exam-question-api';

/** A few approved questions on the same topics, to practise the same idea again. */
export function SimilarQuestions({ questionId }: { questionId: string }) {
  const { data } = useGetSimilarQuestionsQuery(questionId);
  if (!data?.items.length) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="similar-questions">
      <Title order={2} size="h5" id="similar-questions" mb="xs">
        Similar questions
      </Title>
      <Stack gap={6}>
        {data.items.map((item) => (
          <Group key={item.id} justify="space-between" wrap="nowrap" gap="xs">
            <Anchor component={Link} to={`/exam-question/${item.id}`} size="sm" style={{ minWidth: 0 }}>
              {item.title}
            </Anchor>
            <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
              {item.marks} mark{item.marks === 1 ? '' : 's'}
            </Badge>
          </Group>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="xs">
        Chosen by shared topics, then by wording.
      </Text>
    </Paper>
  );
}
