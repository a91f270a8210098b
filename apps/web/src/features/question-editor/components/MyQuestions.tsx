import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SubmissionListCard } from '@/components/submission-list/SubmissionListCard';
import { statusLabel } from '../lib/status-label';
import { useMyQuestionsQuery } from '../question-editor-api';

/** The author's questions with their status and, after a review, the reviewer's reason. */
export function MyQuestions() {
  const { data, isLoading, isError } = useMyQuestionsQuery();
  return (
    <SubmissionListCard
      title="My questions"
      noun="questions"
      emptyText="You have not written a question yet."
      isLoading={isLoading}
      isError={isError}
      rows={data?.items.map((q) => ({
        id: q.id,
        heading: (
          <Anchor component={Link} to={`/questions/edit/${q.id}`} style={{ minWidth: 0 }} truncate>
            {q.title}
          </Anchor>
        ),
        status: statusLabel(q),
        details: q.review?.reason && (
          <Text size="sm" c="dimmed">
            Reviewer: {q.review.reason}
          </Text>
        ),
      }))}
    />
  );
}
