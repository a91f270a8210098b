import { Card, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { JobProgress } from '@/lib/jobs';

export interface StepProgressProps {
  title?: string;
  steps: readonly string[];
  /** The job's latest event: its step (or else its percent) says which step the server has reached. */
  progress: JobProgress | null;
  /** The index in `steps` of each step key the server names (JobEvent.step). */
  stepIndex?: Readonly<Partial<Record<string, number>>>;
  note?: string;
}

/**
 * Which of `count` steps a job's progress has reached (the first until the server reports): the
 * event's named step when `stepIndex` knows it, else its percent.
 */
export function activeStep(
  progress: JobProgress | null,
  count: number,
  stepIndex?: Readonly<Partial<Record<string, number>>>,
): number {
  const named = progress?.step === undefined ? undefined : stepIndex?.[progress.step];
  if (named !== undefined) return named;
  if (progress?.percent === undefined) return 0;
  return Math.min(count - 1, Math.max(0, Math.floor((progress.percent / 100) * count)));
}

/** The spec's step labels, driven by the real stages of the request rather than by timers. */
export function StepProgress({ title, steps, progress, stepIndex, note }: StepProgressProps) {
  const active = activeStep(progress, steps.length, stepIndex);
  return (
    <Card withBorder role="status" aria-live="polite" aria-label={title ?? steps[active]}>
      <Stack gap={6}>
        {title && <Text fw={600}>{title}</Text>}
        {steps.map((step, i) => (
          <Group key={step} gap="xs" wrap="nowrap">
            {i < active ? (
              <ThemeIcon size={18} radius="xl" color="green" aria-hidden>
                <IconCheck size={12} />
              </ThemeIcon>
            ) : i === active ? (
              <Loader size={18} aria-hidden />
            ) : (
              <ThemeIcon size={18} radius="xl" color="gray" variant="light" aria-hidden>
                {i + 1}
              </ThemeIcon>
            )}
            <Text size="sm" c={i > active ? 'dimmed' : undefined} fw={i === active ? 600 : undefined}>
              {step}
            </Text>
          </Group>
        ))}
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
