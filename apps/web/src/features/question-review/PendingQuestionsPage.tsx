import { Alert, Anchor, Badge, Container, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { statusLabel } from '@/features/question-editor';
import { apiErrorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { AdminsOnly } from './components/AdminsOnly';
import { usePendingQuestionsQuery } from './question-review-api';

const TITLE = 'Pending Questions';

/** /pending-questions: the admins' queue, oldest first. */
export function PendingQuestionsPage() {
  const { user } = useSession();
  const isAdmin = user?.role === 'admin' && !user.isGuest;
  const { data, isLoading, error } = usePendingQuestionsQuery(undefined, { skip: !isAdmin });
  if (!isAdmin) return <AdminsOnly title={TITLE} />;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1}>{TITLE}</Title>
        {isLoading && <Text c="dimmed">Loading the queue…</Text>}
        {error && <Alert color="red">{apiErrorMessage(error, 'Could not load the queue.')}</Alert>}
        {data && !data.items.length && <Text>Nothing is waiting for review.</Text>}
        {data && data.items.length > 0 && (
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
        )}
      </Stack>
    </Container>
  );
}
