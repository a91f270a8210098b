import { Button, Group, Text } from '@mantine/core';
import { BankQuestionFinder } from '@/features/question-search';

export interface PickedQuestion {
  id: string;
  title: string;
}

interface QuestionPickerProps {
  picked: PickedQuestion | null;
  onPick: (question: PickedQuestion | null) => void;
}

/** A bank question found by search; its own mark scheme is what the class is marked against. */
export function QuestionPicker({ picked, onPick }: QuestionPickerProps) {
  if (picked)
    return (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
          {picked.title}
        </Text>
        <Button variant="default" size="xs" onClick={() => onPick(null)}>
          Change
        </Button>
      </Group>
    );

  return (
    <BankQuestionFinder
      onPick={(q) => onPick({ id: q.id, title: q.title })}
      otherwise="Try other words, or write your own rubric."
    />
  );
}
