import { Alert, Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { statusLabel } from '@/features/question-editor';
import { apiErrorMessage } from '@/lib/api';
import { usePendingQuestionsQuery } from '../question-review-api';

/** Questions waiting for review, oldest first. */
export function QuestionsQueue() {
  const { data, isLoading, error } = usePendingQuestionsQuery();
  if (isLoading) return <Text c="dimmed">Loading the queue…</Text>;
  if (error) return <Alert color="red">{apiErrorMessage(error, 'Could not load the queue.')}</Alert>;
  if (!data?.items.length) return <Text>No question is waiting for review.</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped highlightOnHover aria-label="Questions waiting for review">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Question</Table.Th>
            <Table.Th>Author</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Sent</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.items.map((q) => (
            <Table.Tr key={q.id}>
              <Table.Td>
                <Anchor component={Link} to={`/pending-questions/${q.id}`}>
                  {q.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{q.authorName ?? '—'}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={statusLabel(q).color}>
                  {q.revisionStatus
                    ? 'Edit of a published question'
                    : q.suggestion
                      ? 'Student suggestion'
                      : 'New'}
                </Badge>
              </Table.Td>
              <Table.Td>{new Date(q.updatedAt).toLocaleDateString()}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
