import { ActionIcon, Button, ColorSwatch, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { PlotFunction } from './plot-functions';

export interface FunctionRow {
  id: number;
  source: string;
  colour: string;
}

export interface FunctionListProps {
  rows: FunctionRow[];
  read: PlotFunction[];
  onChange: (id: number, source: string) => void;
  onAdd: () => void;
  onRemove: (id: number) => void;
}

/** The functions drawn, each with its colour and a remove button; a reading error shows under its field. */
export function FunctionList({ rows, read, onChange, onAdd, onRemove }: FunctionListProps) {
  return (
    <Stack gap="xs">
      {rows.map((row, i) => {
        const reading = read[i];
        return (
          <Group key={row.id} gap="xs" align="flex-start" wrap="nowrap">
            <ColorSwatch color={row.colour} size={18} mt={10} aria-hidden />
            <TextInput
              flex={1}
              miw={0}
              aria-label={`Function ${i + 1}`}
              placeholder="y = x^2 - 1"
              value={row.source}
              onChange={(event) => onChange(row.id, event.currentTarget.value)}
              error={reading && !reading.ok && row.source.trim() ? reading.error : undefined}
              autoComplete="off"
              spellCheck={false}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              mt={2}
              aria-label={`Remove function ${i + 1}`}
              onClick={() => onRemove(row.id)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          Add function
        </Button>
        <Text size="xs" c="dimmed">
          Letters other than x become sliders.
        </Text>
      </Group>
    </Stack>
  );
}
