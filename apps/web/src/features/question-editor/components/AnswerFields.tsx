import { Group, Select, Textarea, TextInput } from '@mantine/core';
import type { PartForm } from '../lib/question-form';

interface Props {
  partName: string;
  part: PartForm;
  onChange: (patch: Partial<PartForm>) => void;
}

/** The answer the server checks, in the fields its answer type needs. */
export function AnswerFields({ partName, part, onChange }: Props) {
  switch (part.answerType) {
    case 'numeric':
      return (
        <Group grow gap="xs" align="flex-start">
          <TextInput
            label={`${partName} answer`}
            inputMode="decimal"
            value={part.value}
            error={
              part.value.trim() && !Number.isFinite(Number(part.value))
                ? 'Enter a number, e.g. 49 or 4.9e1'
                : null
            }
            onChange={(e) => onChange({ value: e.currentTarget.value })}
          />
          <TextInput
            label="Units"
            value={part.units}
            onChange={(e) => onChange({ units: e.currentTarget.value })}
          />
          <TextInput
            label="Tolerance (±)"
            inputMode="decimal"
            value={part.tolerance}
            onChange={(e) => onChange({ tolerance: e.currentTarget.value })}
          />
        </Group>
      );
    case 'algebraic':
      return (
        <TextInput
          label={`${partName} answer (expression)`}
          placeholder="e.g. 2x(x+3)"
          value={part.expression}
          onChange={(e) => onChange({ expression: e.currentTarget.value })}
        />
      );
    case 'multiple-choice': {
      const choices = part.options
        .split('\n')
        .map((c) => c.trim())
        .filter(Boolean);
      return (
        <Group grow gap="xs" align="flex-start">
          <Textarea
            label={`${partName} choices (one per line)`}
            autosize
            minRows={2}
            value={part.options}
            onChange={(e) => onChange({ options: e.currentTarget.value })}
          />
          <Select
            label="Correct choice"
            data={[...new Set(choices)]}
            value={choices.includes(part.correct) ? part.correct : null}
            onChange={(v) => onChange({ correct: v ?? '' })}
          />
        </Group>
      );
    }
    case 'short-text':
      return (
        <Textarea
          label={`${partName} accepted answers (one per line)`}
          autosize
          minRows={1}
          value={part.options}
          onChange={(e) => onChange({ options: e.currentTarget.value })}
        />
      );
    default:
      return null;
  }
}
