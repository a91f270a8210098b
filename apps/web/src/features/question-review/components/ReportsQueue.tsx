import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { QuestionReport, ReportReason } from '@eps/contracts';
import { apiErrorMessage } from '@/lib/api';
import { useOpenReportsQuery } from '../question-review-api';
import { ResolveReportModal } from './ResolveReportModal';

const REASON_LABELS: Record<ReportReason, string> = {
  'wrong-answer': 'Wrong answer',
  typo: 'Typo',
  unclear: 'Unclear',
  'missing-figure': 'Missing figure',
  'display-problem': 'Display problem',
  other: 'Other',
};

/** Open problem reports from the exam question page, oldest first, each resolved as fixed or dismissed. */
export function ReportsQueue() {
  const { data, isLoading, error } = useOpenReportsQuery();
  const [resolving, setResolving] = useState<QuestionReport | null>(null);
  if (isLoading) return <Text c="dimmed">Loading the reports…</Text>;
  if (error) return <Alert color="red">{apiErrorMessage(error, 'Could not load the reports.')}</Alert>;
  if (!data?.items.length) return <Text>No problem report is open.</Text>;
  return (
    <>
      <Stack
        gap="sm"
        component="ul"
        aria-label="Open problem reports"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {data.items.map((r) => (
          <Card key={r.id} withBorder padding="sm" component="li">
            <Group justify="space-between" align="flex-start" gap="xs">
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Group gap="xs">
                  <Anchor component={Link} to={`/exam-question/${r.questionId}`} fw={600}>
                    {r.questionTitle}
                  </Anchor>
                  <Badge variant="light" color="orange">
                    {REASON_LABELS[r.reason]}
                  </Badge>
                </Group>
                {r.details && <Text style={{ overflowWrap: 'anywhere' }}>{r.details}</Text>}
                <Text size="sm" c="dimmed">
                  Reported by {r.reporterName ?? 'a deleted account'} on{' '}
                  {new Date(r.createdAt).toLocaleDateString()}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="light"
                onClick={() => setResolving(r)}
                aria-label={`Resolve the report on ${r.questionTitle}`}
              >
                Resolve
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
      <ResolveReportModal report={resolving} onClose={() => setResolving(null)} />
    </>
  );
}
