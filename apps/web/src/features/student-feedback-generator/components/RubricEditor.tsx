import { ActionIcon, Button, Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { GRADER_MAX_POINTS } from '@eps/contracts';

export interface RubricPoint {
  point: string;
  marks: number;
}

interface RubricEditorProps {
  question: string;
  points: RubricPoint[];
  onQuestion: (question: string) => void;
  onPoints: (points: RubricPoint[]) => void;
}

/** The teacher's own question and marking points, each with its marks. */
export function RubricEditor({ question, points, onQuestion, onPoints }: RubricEditorProps) {
  const change = (i: number, next: Partial<RubricPoint>) =>
    onPoints(points.map((p, j) => (j === i ? { ...p, ...next } : p)));
  return (
    <Stack gap="xs">
      <Textarea
        label="Question"
        description="Optional, but it helps: words the question already gives earn no marks."
        value={question}
        onChange={(e) => onQuestion(e.currentTarget.value)}
        autosize
        minRows={2}
      />
      {points.map((p, i) => (
        <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={`Marking point ${i + 1}`}
            placeholder="What the answer must say"
            value={p.point}
            onChange={(e) => change(i, { point: e.currentTarget.value })}
            style={{ flex: 1, minWidth: 0 }}
          />
          <NumberInput
            label="Marks"
            min={1}
            max={20}
            value={p.marks}
            onChange={(v) => change(i, { marks: typeof v === 'number' ? v : 1 })}
            w={76}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mb={2}
            aria-label={`Remove marking point ${i + 1}`}
            disabled={points.length === 1}
            onClick={() => onPoints(points.filter((_, j) => j !== i))}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => onPoints([...points, { point: '', marks: 1 }])}
        disabled={points.length >= GRADER_MAX_POINTS}
        style={{ alignSelf: 'flex-start' }}
      >
        Add marking point
      </Button>
    </Stack>
  );
}
