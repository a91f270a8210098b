import { Alert, Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePendingPapersQuery } from '@/features/paper-upload';
import { apiErrorMessage } from '@/lib/api';

/** Uploaded papers waiting for review, oldest first. */
export function PapersQueue() {
  const { data, isLoading, error } = usePendingPapersQuery();
  if (isLoading) return <Text c="dimmed">Loading the papers…</Text>;
  if (error) return <Alert color="red">{apiErrorMessage(error, 'Could not load the papers.')}</Alert>;
  if (!data?.items.length) return <Text>No paper is waiting for review.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover aria-label="Papers waiting for review">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Paper</Table.Th>
            <Table.Th>Syllabus</Table.Th>
            <Table.Th>Uploaded by</Table.Th>
            <Table.Th>Sent</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.items.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <Anchor component={Link} to={`/pending-questions/papers/${p.id}`}>
                  {p.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {p.session} {p.year} · Paper {p.paperNumber}
                  {p.version > 1 ? ` · version ${p.version}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                {p.board} {p.qualification} {p.subject}
              </Table.Td>
              <Table.Td>
                {p.uploaderName ?? '—'}
                {p.suggestion && (
                  <Badge variant="light" color="yellow" ml={6}>
                    Student suggestion
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{new Date(p.updatedAt).toLocaleDateString()}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
