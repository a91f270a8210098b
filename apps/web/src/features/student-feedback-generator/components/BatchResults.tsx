import { Accordion, Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { FeedbackBatch, FeedbackStudent } from '@eps/contracts';
import { apiErrorMessage } from '@/lib/api';
import { downloadBlob } from '@/lib/download';
import { useFeedbackFileMutation } from '../feedback-api';
import { ClassSummary } from './ClassSummary';
import { StudentFeedbackCard } from './StudentFeedbackCard';

interface BatchResultsProps {
  batch: FeedbackBatch;
  /** A student was edited: the page reloads the batch so the summary follows. */
  onChanged: () => void;
}

const fileName = (title: string, suffix: string) =>
  `${
    title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'feedback'
  }${suffix}`;

/** The marked class: summary, exports, and every student's marks and comment to check and edit. */
export function BatchResults({ batch, onChanged }: BatchResultsProps) {
  const [fetchFile, { isLoading: exporting }] = useFeedbackFileMutation();
  const [exportError, setExportError] = useState<string | null>(null);
  const base = `feedback/batches/${batch.id}`;

  const download = async (path: string, name: string) => {
    setExportError(null);
    try {
      downloadBlob(await fetchFile(path).unwrap(), name);
    } catch (failure) {
      setExportError(apiErrorMessage(failure as never, 'The export failed. Try again.'));
    }
  };
  const studentPdf = (s: FeedbackStudent) =>
    void download(
      `${base}/students/${s.id}/feedback.pdf`,
      fileName(`${batch.title} ${s.name}`, '-feedback.pdf'),
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            {batch.title}
          </Title>
          <Text size="sm" c="dimmed">
            {batch.students.length} students · marked {new Date(batch.createdAt).toLocaleString()}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void download(`${base}/export.csv`, fileName(batch.title, '-feedback.csv'))}
            loading={exporting}
          >
            Export CSV
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void download(`${base}/feedback.pdf`, fileName(batch.title, '-feedback.pdf'))}
            loading={exporting}
          >
            Export PDF
          </Button>
        </Group>
      </Group>
      {exportError && (
        <Alert color="red" role="alert">
          {exportError}
        </Alert>
      )}
      <ClassSummary summary={batch.summary} />
      <Accordion variant="separated" chevronPosition="left" aria-label="Students">
        {batch.students.map((s) => (
          <Accordion.Item key={s.id} value={s.id}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} size="sm" truncate>
                  {s.name}
                </Text>
                <Group gap={6} wrap="nowrap">
                  {s.edited && (
                    <Badge variant="light" color="gray">
                      Edited
                    </Badge>
                  )}
                  {s.borderline && !s.edited && (
                    <Badge variant="light" color="yellow">
                      Check
                    </Badge>
                  )}
                  <Badge
                    variant="filled"
                    color={s.score === s.maxScore ? 'teal' : s.score === 0 ? 'red' : 'blue'}
                  >
                    {s.score} / {s.maxScore}
                  </Badge>
                </Group>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <StudentFeedbackCard
                key={`${s.id}:${s.comment}:${s.score}`}
                batchId={batch.id}
                student={s}
                onSaved={onChanged}
                onPdf={studentPdf}
              />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
