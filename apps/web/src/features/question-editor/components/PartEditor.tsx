import { Button, Card, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { QUESTION_ANSWER_TYPES, type QuestionAnswerType } from '@eps/contracts';
import { partMarks, type PartForm } from '../lib/question-form';
import { AnswerFields } from './AnswerFields';
import { MarkSchemeEditor } from './MarkSchemeEditor';

const ANSWER_TYPE_LABELS: Record<QuestionAnswerType, string> = {
  numeric: 'Numeric (with tolerance and units)',
  algebraic: 'Algebraic expression',
  'multiple-choice': 'Multiple choice',
  'short-text': 'Short text',
  extended: 'Extended response (marked by the scheme)',
};
const ANSWER_TYPES = QUESTION_ANSWER_TYPES.map((value) => ({ value, label: ANSWER_TYPE_LABELS[value] }));

interface Props {
  label: string;
  part: PartForm;
  onChange: (part: PartForm) => void;
  onRemove?: () => void;
}

export function PartEditor({ label, part, onChange, onRemove }: Props) {
  const name = `Part (${label})`;
  const patch = (p: Partial<PartForm>) => onChange({ ...part, ...p });
  const marks = partMarks(part);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="h4">
            {name}
          </Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {marks} {marks === 1 ? 'mark' : 'marks'}
            </Text>
            {onRemove && (
              <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
                Remove part ({label})
              </Button>
            )}
          </Group>
        </Group>
        <Textarea
          label={`${name} prompt`}
          description="Markdown with LaTeX between $…$"
          autosize
          minRows={2}
          required
          value={part.prompt}
          onChange={(e) => patch({ prompt: e.currentTarget.value })}
        />
        <Select
          label={`${name} answer type`}
          data={ANSWER_TYPES}
          allowDeselect={false}
          value={part.answerType}
          onChange={(v) => v && patch({ answerType: v as QuestionAnswerType })}
        />
        <AnswerFields partName={name} part={part} onChange={patch} />
        <MarkSchemeEditor
          partName={name}
          points={part.markScheme}
          onChange={(markScheme) => patch({ markScheme })}
        />
        <Textarea
          label={`${name} worked solution`}
          autosize
          minRows={2}
          value={part.workedSolution}
          onChange={(e) => patch({ workedSolution: e.currentTarget.value })}
        />
      </Stack>
    </Card>
  );
}
