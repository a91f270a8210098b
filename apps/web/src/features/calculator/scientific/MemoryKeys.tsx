import { Button, Group, Text } from '@mantine/core';
import { formatNumber } from './scientific-eval';

export interface MemoryKeysProps {
  memory: number | null;
  /** The last answer when it is a real number (what M+ and M− add or take away). */
  lastValue: number | null;
  onChange: (memory: number | null) => void;
  onRecall: (text: string) => void;
}

/** M+, M−, MR and MC on the last answer, with the stored value shown so nothing is hidden. */
export function MemoryKeys({ memory, lastValue, onChange, onRecall }: MemoryKeysProps) {
  const change = (sign: 1 | -1) => {
    if (lastValue !== null) onChange((memory ?? 0) + sign * lastValue);
  };
  return (
    <Group gap={4} wrap="wrap">
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => change(1)}
        disabled={lastValue === null}
        aria-label="Memory add"
      >
        M+
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => change(-1)}
        disabled={lastValue === null}
        aria-label="Memory subtract"
      >
        M−
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => memory !== null && onRecall(formatNumber(memory))}
        disabled={memory === null}
        aria-label="Memory recall"
      >
        MR
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => onChange(null)}
        disabled={memory === null}
        aria-label="Memory clear"
      >
        MC
      </Button>
      <Text size="sm" c="dimmed" aria-live="polite">
        {memory === null ? 'Memory empty' : `M = ${formatNumber(memory)}`}
      </Text>
    </Group>
  );
}
