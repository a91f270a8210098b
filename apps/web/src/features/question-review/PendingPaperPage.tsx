import { Alert, Anchor, Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { ReviewDecision } from '@eps/contracts';
import { useDecidePaperMutation, usePaperReviewItemQuery, uploadStatusLabel } from '@/features/paper-upload';
import { apiErrorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { AdminsOnly } from './components/AdminsOnly';
import { ChangesCard, DecisionCard } from './components/ReviewCards';
import { ReviewPdf } from './components/ReviewPdf';

const TITLE = 'Pending Paper';

const DECISION_DONE: Record<ReviewDecision, string> = {
  approve: 'Approved: the paper is now in Past Papers.',
  reject: 'Rejected: the uploader sees your reason.',
  changes: 'Sent back: the uploader sees what to change.',
};

/** /pending-questions/papers/:id: an uploaded paper, its changes since the last version, both PDFs, the decision. */
export function PendingPaperPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const isAdmin = user?.role === 'admin' && !user.isGuest;
  const { data, isLoading, error } = usePaperReviewItemQuery(id, { skip: !isAdmin });
  const [decide, decision] = useDecidePaperMutation();
  if (!isAdmin) return <AdminsOnly title={TITLE} />;
  const upload = data?.upload;
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to="/pending-questions?tab=papers" size="sm">
          ← Back to the papers
        </Anchor>
        <Title order={1}>{TITLE}</Title>
        {isLoading && <Text c="dimmed">Loading…</Text>}
        {error && <Alert color="red">{apiErrorMessage(error, 'Could not open this paper.')}</Alert>}
        {data && upload && (
          <>
            <Card withBorder radius="md" padding="md" component="section" aria-label="The paper">
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap">
                  <Title order={2} fz="h3">
                    {upload.title}
                  </Title>
                  <Badge variant="light" color={uploadStatusLabel(upload).color}>
                    {uploadStatusLabel(upload).label}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {upload.board} {upload.qualification} {upload.subject} · {upload.session} {upload.year} ·
                  Paper {upload.paperNumber} · by {upload.uploaderName ?? 'an unknown uploader'}
                  {upload.suggestion ? ' (student suggestion)' : ''}
                </Text>
                {upload.notes && <Text style={{ overflowWrap: 'anywhere' }}>Notes: {upload.notes}</Text>}
              </Stack>
            </Card>
            <ChangesCard changes={data.changes} previousVersion={data.previousVersion} item="paper" />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <ReviewPdf heading="Question paper" file={upload.questionPaper} />
              <ReviewPdf heading="Mark scheme" file={upload.markScheme} />
            </SimpleGrid>
            <DecisionCard
              item="paper"
              waiting={upload.status === 'pending'}
              done={DECISION_DONE}
              decide={async (body) => !!(await decide({ id, body })).data}
              saving={decision.isLoading}
              error={decision.error}
              reader="uploader"
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
