import { ActionIcon, Button, Group, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { emptyPoint, type PointForm } from '../lib/question-form';

interface Props {
  partName: string;
  points: PointForm[];
  onChange: (points: PointForm[]) => void;
}

/** The marking points of one part: the credit-worthy idea, its marks, what else earns it, what does not. */
export function MarkSchemeEditor({ partName, points, onChange }: Props) {
  const set = (index: number, patch: Partial<PointForm>) =>
    onChange(points.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Mark scheme
      </Text>
      {points.map((point, i) => (
        <Stack
          key={i}
          gap={6}
          p="xs"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}
        >
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={`${partName}, point ${i + 1}`}
              placeholder="The credit-worthy idea, e.g. k = F/x = 49 N/m"
              value={point.point}
              onChange={(e) => set(i, { point: e.currentTarget.value })}
              style={{ flex: 1, minWidth: 0 }}
              required
            />
            <NumberInput
              label="Marks"
              min={0}
              max={50}
              w={80}
              value={point.marks}
              onChange={(v) => set(i, { marks: typeof v === 'number' ? v : Number(v) || 0 })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Delete point ${i + 1} of ${partName.toLowerCase()}`}
              disabled={points.length === 1}
              onClick={() => onChange(points.filter((_, k) => k !== i))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
          <Group grow align="flex-start" gap="xs">
            <Textarea
              label="Also accept (one per line)"
              autosize
              minRows={1}
              value={point.alternatives}
              onChange={(e) => set(i, { alternatives: e.currentTarget.value })}
            />
            <Textarea
              label="Do not accept (one per line)"
              autosize
              minRows={1}
              value={point.reject}
              onChange={(e) => set(i, { reject: e.currentTarget.value })}
            />
          </Group>
        </Stack>
      ))}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => onChange([...points, emptyPoint()])}
        style={{ alignSelf: 'flex-start' }}
      >
        Add a marking point
      </Button>
    </Stack>
  );
}
