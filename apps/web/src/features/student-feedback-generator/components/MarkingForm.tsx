import { Alert, Button, List, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import {
  FEEDBACK_TITLE_MAX_CHARS,
  ZApiErrorSchema,
  type FeedbackBatch,
  type FeedbackBatchRequest,
} from '@eps/contracts';
import { JobStatus } from '@/components/job-status';
import { apiErrorMessage } from '@/lib/api';
import { useJobProgress } from '@/lib/jobs';
import { useCreateFeedbackBatchMutation } from '../feedback-api';
import { ClassAnswersInput, type ClassAnswers } from './ClassAnswersInput';
import { QuestionPicker, type PickedQuestion } from './QuestionPicker';
import { RubricEditor, type RubricPoint } from './RubricEditor';

/** The per-row problems of a refused class list, as the API lists them. */
function detailsOf(error: unknown): string[] {
  const parsed = ZApiErrorSchema.safeParse((error as { data?: unknown } | undefined)?.data);
  return parsed.success && parsed.data.details && parsed.data.details.length > 1
    ? parsed.data.details.map((d) => d.message)
    : [];
}

/** What to mark against (a bank question or the teacher's rubric) and the class's answers; then Mark. */
export function MarkingForm({ onMarked }: { onMarked: (batch: FeedbackBatch) => void }) {
  const [source, setSource] = useState<'bank' | 'rubric'>('rubric');
  const [picked, setPicked] = useState<PickedQuestion | null>(null);
  const [question, setQuestion] = useState('');
  const [points, setPoints] = useState<RubricPoint[]>([{ point: '', marks: 1 }]);
  const [answers, setAnswers] = useState<ClassAnswers>(null);
  const [title, setTitle] = useState('');
  const [create, { isLoading, error, reset }] = useCreateFeedbackBatchMutation();
  const job = useJobProgress();

  const rubric = points.filter((p) => p.point.trim()).map((p) => ({ ...p, alternatives: [], reject: [] }));
  const target =
    source === 'bank'
      ? picked
        ? { questionId: picked.id }
        : null
      : rubric.length
        ? { question, rubric }
        : null;
  const missing = !target
    ? source === 'bank'
      ? 'Choose a question from the bank.'
      : 'Write at least one marking point.'
    : !answers
      ? "Add the class's answers."
      : null;

  const mark = async () => {
    if (!target || !answers) return;
    const request: FeedbackBatchRequest = {
      ...target,
      ...answers,
      ...(title.trim() ? { title: title.trim() } : {}),
    };
    const jobId = job.follow();
    try {
      onMarked(await create({ request, jobId }).unwrap());
    } catch {
      // The error is shown from the mutation's state.
    } finally {
      job.finish();
    }
  };
  const rows = detailsOf(error);

  return (
    <Stack gap="md">
      <Paper withBorder p="sm">
        <Stack gap="sm">
          <Title order={2} fz="md">
            1. Mark against
          </Title>
          <SegmentedControl
            value={source}
            onChange={(v) => setSource(v === 'bank' ? 'bank' : 'rubric')}
            data={[
              { value: 'rubric', label: 'My rubric' },
              { value: 'bank', label: 'Bank question' },
            ]}
            aria-label="Mark against"
            style={{ alignSelf: 'flex-start' }}
          />
          {source === 'bank' ? (
            <QuestionPicker picked={picked} onPick={setPicked} />
          ) : (
            <RubricEditor question={question} points={points} onQuestion={setQuestion} onPoints={setPoints} />
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="sm">
        <Stack gap="sm">
          <Title order={2} fz="md">
            2. Class answers
          </Title>
          <ClassAnswersInput answers={answers} onAnswers={(a) => (reset(), setAnswers(a))} />
          <TextInput
            label="Batch name"
            description="Optional; the question's first line otherwise."
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            maxLength={FEEDBACK_TITLE_MAX_CHARS}
          />
        </Stack>
      </Paper>
      <Button
        leftSection={<IconSparkles size={16} aria-hidden />}
        onClick={() => void mark()}
        disabled={missing !== null}
        loading={isLoading}
        style={{ alignSelf: 'flex-start' }}
      >
        Mark and write feedback
      </Button>
      {missing && !isLoading && (
        <Text size="sm" c="dimmed">
          {missing}
        </Text>
      )}
      {isLoading && <JobStatus progress={job.progress} idleText="Marking the class..." />}
      {error && !isLoading && (
        <Alert color="red" role="alert" title="The class could not be marked">
          <Text size="sm">{apiErrorMessage(error, 'Something went wrong. Try again.')}</Text>
          {rows.length > 0 && (
            <List size="sm" mt={4}>
              {rows.map((r) => (
                <List.Item key={r}>{r}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Stack>
  );
}
