import { Group, Paper, Text } from '@mantine/core';
import type { GradedPoint } from '@eps/contracts';
import { useMemo } from 'react';
import { highlightEvidence } from '../lib/highlight';
import classes from '../exam-grader.module.css';

/** The answer as it was marked, the quoted evidence highlighted: what earned marks, and what cost them. */
export function HighlightedAnswer({ answer, points }: { answer: string; points: GradedPoint[] }) {
  const pieces = useMemo(() => highlightEvidence(answer, points), [answer, points]);
  const costs = pieces.some((p) => p.kind === 'costs');
  return (
    <section aria-labelledby="marked-answer-heading">
      <Group justify="space-between" gap="xs" mb={4}>
        <Text id="marked-answer-heading" size="sm" fw={600}>
          Your answer as marked
        </Text>
        <Group gap="xs">
          <Text size="xs">
            <mark className={classes.earns}>earns a mark</mark>
          </Text>
          {costs && (
            <Text size="xs">
              <mark className={classes.costs}>costs a mark</mark>
            </Text>
          )}
        </Group>
      </Group>
      <Paper withBorder p="xs" radius="sm" className={classes.answer}>
        {pieces.map((piece, i) =>
          piece.kind ? (
            <mark key={i} className={piece.kind === 'earns' ? classes.earns : classes.costs}>
              {piece.text}
            </mark>
          ) : (
            <span key={i}>{piece.text}</span>
          ),
        )}
      </Paper>
    </section>
  );
}
