import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { HistoryEntry } from './use-history';
import classes from '../calculator.module.css';

export interface HistoryListProps {
  entries: HistoryEntry[];
  onPick: (input: string) => void;
  onClear: () => void;
}

/** Earlier calculations, newest first; choosing one puts its input back in the field. */
export function HistoryList({ entries, onPick, onClear }: HistoryListProps) {
  return (
    <Stack gap={4} component="section" aria-labelledby="calculator-history">
      <Group justify="space-between">
        <Text fw={600} id="calculator-history">
          History
        </Text>
        {entries.length > 0 && (
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            Clear history
          </Button>
        )}
      </Group>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          Your calculations appear here.
        </Text>
      ) : (
        <ul className={classes.plainList}>
          {entries.map((entry) => (
            <li key={entry.input}>
              <UnstyledButton className={classes.historyItem} onClick={() => onPick(entry.input)}>
                <Text size="sm" className={classes.wrapAnywhere}>
                  {entry.input}
                </Text>
                <Text size="sm" fw={600} className={classes.wrapAnywhere}>
                  = {entry.display}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
