import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { statusLabel } from '../lib/status-label';
import { useMyQuestionsQuery } from '../question-editor-api';

/** The author's questions with their status and, after a review, the reviewer's reason. */
export function MyQuestions() {
  const { data, isLoading, isError } = useMyQuestionsQuery();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="my-questions-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="my-questions-title">
          My questions
        </Title>
        {isLoading && <Text c="dimmed">Loading…</Text>}
        {isError && <Text c="red">Could not load your questions. Reload the page to try again.</Text>}
        {data && !data.items.length && <Text c="dimmed">You have not written a question yet.</Text>}
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data?.items.map((q) => {
            const status = statusLabel(q);
            return (
              <li key={q.id}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Anchor component={Link} to={`/questions/edit/${q.id}`} style={{ minWidth: 0 }} truncate>
                    {q.title}
                  </Anchor>
                  <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
                    {status.label}
                  </Badge>
                </Group>
                {q.review?.reason && (
                  <Text size="sm" c="dimmed">
                    Reviewer: {q.review.reason}
                  </Text>
                )}
              </li>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
