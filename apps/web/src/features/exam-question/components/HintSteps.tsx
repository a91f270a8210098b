import { Button, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { QuestionPartDetail } from '@eps/contracts';
import { useState } from 'react';
import { RichText } from '@/components/rich-text';

type Hint = QuestionPartDetail['hints'][number];

/** Hints one at a time: each press shows the next, so a student takes only as much help as needed. */
export function HintSteps({ hints, label }: { hints: Hint[]; label: string }) {
  const [shown, setShown] = useState(0);
  if (!hints.length) return null;
  return (
    <Stack gap="xs">
      {hints.slice(0, shown).map((hint, i) => (
        <Paper key={i} withBorder p="sm" radius="sm" bg="var(--mantine-color-yellow-light)">
          <Text size="sm" fw={600}>
            Hint {i + 1}
            {hint.title ? `: ${hint.title}` : ''}
          </Text>
          <RichText size="sm">{hint.text}</RichText>
        </Paper>
      ))}
      {shown < hints.length && (
        <Button variant="light" color="yellow" size="xs" w="fit-content" onClick={() => setShown(shown + 1)}>
          {shown === 0 ? 'Show a hint' : 'Show the next hint'}
          <Text span size="xs" ml={6} c="dimmed">
            ({shown}/{hints.length})
          </Text>
          <VisuallyHidden> for {label}</VisuallyHidden>
        </Button>
      )}
    </Stack>
  );
}
