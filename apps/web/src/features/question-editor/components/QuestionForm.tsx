import { Button, Card, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { emptyPart, partLabel, type QuestionForm as Form } from '../lib/question-form';
import { PartEditor } from './PartEditor';
import { TopicPicker } from './TopicPicker';

const DIFFICULTIES = ['1', '2', '3', '4', '5'].map((value) => ({ value, label: `${value} of 5` }));

interface Props {
  form: Form;
  onChange: (form: Form) => void;
}

/** Every field of a question: stem, topics, hints and its parts with their answers and mark schemes. */
export function QuestionForm({ form, onChange }: Props) {
  const set = (patch: Partial<Form>) => onChange({ ...form, ...patch });
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <TextInput
            label="Title"
            required
            maxLength={200}
            value={form.title}
            onChange={(e) => set({ title: e.currentTarget.value })}
          />
          <Textarea
            label="Stem"
            description="The context all parts share. Markdown with LaTeX between $…$ or $$…$$."
            autosize
            minRows={3}
            value={form.stem}
            onChange={(e) => set({ stem: e.currentTarget.value })}
          />
          <TopicPicker value={form.topics} onChange={(topics) => set({ topics })} />
          <Group grow align="flex-start" gap="xs">
            <Select
              label="Difficulty"
              placeholder="Not set"
              data={DIFFICULTIES}
              value={form.difficulty || null}
              onChange={(v) => set({ difficulty: v ?? '' })}
              clearable
            />
            <Textarea
              label="Hints (one per line)"
              autosize
              minRows={1}
              value={form.hints}
              onChange={(e) => set({ hints: e.currentTarget.value })}
            />
          </Group>
        </Stack>
      </Card>
      {form.parts.map((part, i) => (
        <PartEditor
          key={i}
          label={partLabel(i)}
          part={part}
          onChange={(p) => set({ parts: form.parts.map((x, k) => (k === i ? p : x)) })}
          onRemove={
            form.parts.length > 1 ? () => set({ parts: form.parts.filter((_, k) => k !== i) }) : undefined
          }
        />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={form.parts.length >= 26}
        onClick={() => set({ parts: [...form.parts, emptyPart()] })}
        style={{ alignSelf: 'flex-start' }}
      >
        Add a part
      </Button>
    </Stack>
  );
}
