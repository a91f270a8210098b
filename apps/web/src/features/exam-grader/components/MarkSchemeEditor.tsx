import { ActionIcon, Button, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { GRADER_MAX_POINTS } from '@eps/contracts';
import { emptyRow, type SchemeRow } from '../lib/own-scheme';

interface MarkSchemeEditorProps {
  rows: SchemeRow[];
  onChange: (rows: SchemeRow[]) => void;
}

/** One's own mark scheme, a row per marking point: the point, its marks, answers also accepted and not. */
export function MarkSchemeEditor({ rows, onChange }: MarkSchemeEditorProps) {
  const update = (key: number, change: Partial<SchemeRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  return (
    <Stack gap="xs" role="group" aria-label="Mark scheme">
      <Text size="sm" fw={500}>
        Mark scheme
      </Text>
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          <Paper key={row.key} withBorder p="xs" radius="sm">
            <Stack gap={6}>
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  label={`Marking point ${n}`}
                  placeholder="e.g. the water evaporates"
                  value={row.point}
                  onChange={(e) => update(row.key, { point: e.currentTarget.value })}
                  maxLength={1000}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <NumberInput
                  label="Marks"
                  aria-label={`Marks for point ${n}`}
                  value={row.marks}
                  onChange={(v) => update(row.key, { marks: typeof v === 'number' ? v : 1 })}
                  min={1}
                  max={20}
                  allowDecimal={false}
                  clampBehavior="strict"
                  w={72}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={`Remove marking point ${n}`}
                  disabled={rows.length === 1}
                  onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
              <TextInput
                size="xs"
                label="Also accept"
                aria-label={`Also accept for point ${n}`}
                placeholder="Other wordings, separated by ;"
                value={row.alternatives}
                onChange={(e) => update(row.key, { alternatives: e.currentTarget.value })}
              />
              <TextInput
                size="xs"
                label="Do not accept"
                aria-label={`Do not accept for point ${n}`}
                placeholder="Answers that earn nothing, separated by ;"
                value={row.reject}
                onChange={(e) => update(row.key, { reject: e.currentTarget.value })}
              />
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={rows.length >= GRADER_MAX_POINTS}
          onClick={() => onChange([...rows, emptyRow()])}
        >
          Add a marking point
        </Button>
      </Group>
    </Stack>
  );
}
