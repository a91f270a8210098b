import { Alert, Anchor, Badge, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { ReviewDecision } from '@eps/contracts';
import { MathText, statusLabel } from '@/features/question-editor';
import { apiErrorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { AdminsOnly } from './components/AdminsOnly';
import { ChangesCard, DecisionCard } from './components/ReviewCards';
import { useDecideMutation, useReviewItemQuery } from './question-review-api';

const DECISION_DONE: Record<ReviewDecision, string> = {
  approve: 'Approved: the question is now in the bank and in search.',
  reject: 'Rejected: the author sees your reason.',
  changes: 'Sent back: the author sees what to change.',
};

const TITLE = 'Pending Question';

/** /pending-questions/:id: one item, its changes against the previous version, and the decision. */
export function PendingQuestionPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const isAdmin = user?.role === 'admin' && !user.isGuest;
  const { data, isLoading, error } = useReviewItemQuery(id, { skip: !isAdmin });
  const [decide, decision] = useDecideMutation();
  if (!isAdmin) return <AdminsOnly title={TITLE} />;
  const waiting = data && (data.question.status === 'pending' || data.question.revisionStatus === 'pending');
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to="/pending-questions" size="sm">
          ← Back to the queue
        </Anchor>
        <Title order={1}>{TITLE}</Title>
        {isLoading && <Text c="dimmed">Loading…</Text>}
        {error && <Alert color="red">{apiErrorMessage(error, 'Could not open this question.')}</Alert>}
        {data && (
          <>
            <Card withBorder radius="md" padding="md" component="section" aria-label="The question">
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap">
                  <Title order={2} fz="h3">
                    {data.content.title}
                  </Title>
                  <Badge variant="light" color={statusLabel(data.question).color}>
                    {statusLabel(data.question).label}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  By {data.question.authorName ?? 'an unknown author'}
                  {data.question.suggestion ? ' (student suggestion)' : ''} ·{' '}
                  {data.topics.map((t) => `${t.code} ${t.name}`).join(', ') || 'no topics'}
                </Text>
                {data.content.stem && <MathText text={data.content.stem} />}
              </Stack>
            </Card>
            <ChangesCard changes={data.changes} previousVersion={data.previousVersion} item="question" />
            <DecisionCard
              item="question"
              waiting={!!waiting}
              done={DECISION_DONE}
              decide={async (body) => !!(await decide({ id, body })).data}
              saving={decision.isLoading}
              error={decision.error}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
