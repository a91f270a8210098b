import { SegmentedControl, Stack, Textarea } from '@mantine/core';
import { GRADER_QUESTION_MAX_CHARS } from '@eps/contracts';
import type { OwnQuestion } from '../lib/mark-request';
import { MarkSchemeEditor } from './MarkSchemeEditor';

interface OwnQuestionFormProps {
  value: OwnQuestion;
  onChange: (value: OwnQuestion) => void;
}

/** One's own question, marked against a mark scheme typed point by point or one reference answer. */
export function OwnQuestionForm({ value, onChange }: OwnQuestionFormProps) {
  const set = (change: Partial<OwnQuestion>) => onChange({ ...value, ...change });
  return (
    <Stack gap="sm">
      <Textarea
        label="Question"
        description="Optional, but it helps: answers that only repeat it earn nothing."
        placeholder="e.g. Explain how salt can be separated from salt water."
        value={value.question}
        onChange={(e) => set({ question: e.currentTarget.value })}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={GRADER_QUESTION_MAX_CHARS}
      />
      <SegmentedControl
        aria-label="Mark against"
        value={value.kind}
        onChange={(kind) => set({ kind: kind as OwnQuestion['kind'] })}
        data={[
          { value: 'scheme', label: 'Mark scheme' },
          { value: 'reference', label: 'Reference answer' },
        ]}
      />
      {value.kind === 'scheme' ? (
        <MarkSchemeEditor rows={value.rows} onChange={(rows) => set({ rows })} />
      ) : (
        <Textarea
          label="Reference answer"
          description="A full-mark answer; it counts as one marking point."
          value={value.referenceAnswer}
          onChange={(e) => set({ referenceAnswer: e.currentTarget.value })}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
        />
      )}
    </Stack>
  );
}
