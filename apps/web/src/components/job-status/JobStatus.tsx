import { Group, Loader, Progress, Stack, Text } from '@mantine/core';
import type { JobProgress } from '@/lib/jobs';

export interface JobStatusProps {
  /** The job's latest event, or null before the first one arrives (or when none ever does). */
  progress: JobProgress | null;
  /** What to say until the job reports, such as 'Compiling LaTeX...'. */
  idleText: string;
}

/** A running job's status line: the server's own message, with a progress bar when it says how far it is. */
export function JobStatus({ progress, idleText }: JobStatusProps) {
  const percent = progress?.percent;
  return (
    <Stack gap={4} role="status" aria-live="polite" miw={0}>
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed" truncate>
          {progress?.message ?? idleText}
        </Text>
      </Group>
      {percent !== undefined && (
        <Progress value={percent} size="sm" animated aria-label={`${Math.round(percent)}% done`} />
      )}
    </Stack>
  );
}
