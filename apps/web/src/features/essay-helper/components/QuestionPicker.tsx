import { Grid, Select } from '@mantine/core';
import type { EssayBankResponse } from '@eps/contracts';
import {
  chooseQuestion,
  chooseSubject,
  chooseYear,
  pickerOptions,
  type QuestionChoice,
} from '../lib/question-picker';

export interface QuestionPickerProps {
  bank: EssayBankResponse | undefined;
  choice: QuestionChoice;
  onChange: (choice: QuestionChoice) => void;
  disabled?: boolean;
}

/** Subject, Year and Question: each is disabled until the one before it is chosen. */
export function QuestionPicker({ bank, choice, onChange, disabled }: QuestionPickerProps) {
  const options = pickerOptions(bank, choice);
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label="Subject"
          placeholder="Choose a subject"
          data={options.subjects}
          value={choice.subject}
          onChange={(v) => onChange(chooseSubject(choice, v))}
          disabled={disabled}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <Select
          label="Year"
          placeholder="Choose a year"
          data={options.years}
          value={choice.year}
          onChange={(v) => onChange(chooseYear(choice, v))}
          disabled={disabled || !choice.subject}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <Select
          label="Question"
          placeholder="Choose a question"
          data={options.questions}
          value={choice.questionId}
          onChange={(v) => onChange(chooseQuestion(choice, v))}
          disabled={disabled || !choice.year}
        />
      </Grid.Col>
    </Grid>
  );
}
