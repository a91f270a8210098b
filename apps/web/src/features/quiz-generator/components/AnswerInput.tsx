import { Radio, Stack, Textarea, TextInput } from '@mantine/core';
import type { QuizItem } from '@eps/contracts';
import { RichText } from '@/components/rich-text';

const PLACEHOLDERS: Partial<Record<QuizItem['type'], string>> = {
  numeric: 'A number, e.g. 0.5, 1/2 or 5e-1',
  algebraic: 'An expression, e.g. 2(x+1) or \\sqrt{2gh}',
  'short-answer': 'Write your answer (Enter checks it, Shift+Enter for a new line)',
};

interface Props {
  item: QuizItem;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  disabled: boolean;
}

/** Options for multiple choice and true/false (keys 1–4 choose), a text box otherwise. */
export function AnswerInput({ item, value, onChange, onSubmit, disabled }: Props) {
  if (item.choices)
    return (
      <Radio.Group label="Your answer" value={value} onChange={onChange}>
        <Stack gap={6} mt={6}>
          {item.choices.map((choice, i) => (
            <Radio
              key={choice}
              value={choice}
              disabled={disabled}
              label={
                <RichText inline size="sm">
                  {`${i + 1}. ${choice}`}
                </RichText>
              }
            />
          ))}
        </Stack>
      </Radio.Group>
    );
  if (item.type === 'short-answer')
    return (
      <Textarea
        label="Your answer"
        placeholder={PLACEHOLDERS[item.type]}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={2000}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            onSubmit();
          }
        }}
        data-autofocus
      />
    );
  return (
    <TextInput
      label="Your answer"
      placeholder={PLACEHOLDERS[item.type]}
      description={item.units ? `In ${item.units}, or another unit of the same kind` : undefined}
      value={value}
      disabled={disabled}
      maxLength={2000}
      onChange={(e) => onChange(e.currentTarget.value)}
      data-autofocus
    />
  );
}
