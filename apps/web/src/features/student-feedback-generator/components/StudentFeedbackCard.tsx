import { Alert, Badge, Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FEEDBACK_COMMENT_MAX_CHARS, type FeedbackStudent } from '@eps/contracts';
import { apiErrorMessage } from '@/lib/api';
import { useEditFeedbackStudentMutation } from '../feedback-api';

interface StudentFeedbackCardProps {
  batchId: string;
  student: FeedbackStudent;
  onSaved: (student: FeedbackStudent) => void;
  onPdf: (student: FeedbackStudent) => void;
}

/** One student's marks point by point and comment, both editable before export. */
export function StudentFeedbackCard({ batchId, student, onSaved, onPdf }: StudentFeedbackCardProps) {
  const [awarded, setAwarded] = useState(student.points.map((p) => p.awarded));
  const [comment, setComment] = useState(student.comment);
  const [save, { isLoading, error }] = useEditFeedbackStudentMutation();
  const changed = comment !== student.comment || awarded.some((a, i) => a !== student.points[i].awarded);
  const score = student.points.reduce((s, p, i) => s + (awarded[i] ? p.marks : 0), 0);

  const submit = async () => {
    const saved = await save({ batchId, studentId: student.id, edit: { comment, awarded } }).unwrap();
    onSaved(saved);
  };

  return (
    <Stack gap="sm">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {student.answer}
      </Text>
      <Stack gap={6} role="group" aria-label={`Marks for ${student.name}`}>
        {student.points.map((p, i) => (
          <Checkbox
            key={i}
            checked={awarded[i]}
            onChange={(e) => setAwarded(awarded.map((a, j) => (j === i ? e.currentTarget.checked : a)))}
            label={`${p.point} (${p.marks} mark${p.marks === 1 ? '' : 's'})`}
            description={
              p.evidence.length
                ? `${p.verdict === 'awarded' ? 'Earned by' : 'Costs it'}: “${p.evidence.join('”, “')}”`
                : p.verdict === 'contradicted'
                  ? 'The answer says the opposite.'
                  : undefined
            }
          />
        ))}
      </Stack>
      <Textarea
        label={`Comment for ${student.name}`}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        maxLength={FEEDBACK_COMMENT_MAX_CHARS}
        autosize
        minRows={3}
      />
      {error && <Alert color="red">{apiErrorMessage(error, 'Could not save the changes.')}</Alert>}
      <Group gap="xs">
        <Button onClick={() => void submit()} disabled={!changed} loading={isLoading}>
          Save changes
        </Button>
        <Button variant="default" onClick={() => onPdf(student)}>
          Download PDF
        </Button>
        {changed && (
          <Badge variant="light" color="yellow">
            Unsaved: {score} of {student.maxScore}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
