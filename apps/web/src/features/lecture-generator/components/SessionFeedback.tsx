import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { GeneratorSession } from '../hooks/use-generator-session';
import { TypedStatus } from './TypedStatus';
import classes from '../lecture-generator.module.css';

/**
 * What a generator says about its work: the running stage (with the compile worker's own progress
 * under it), the error of the last step, the plots warning and the spec's notices.
 */
export function SessionFeedback({ session }: { session: GeneratorSession }) {
  const { status, busy, error, warning, notices, job } = session;
  return (
    <Stack gap="xs">
      {busy && status && (
        <Stack gap={2}>
          <TypedStatus text={status} />
          {job.progress && (
            <Text size="xs" c="dimmed" pl={26} truncate>
              {job.progress.message}
              {job.progress.percent !== undefined && ` (${Math.round(job.progress.percent)}%)`}
            </Text>
          )}
        </Stack>
      )}
      {error && !busy && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          <Text size="sm" className={classes.preWrap}>
            {error}
          </Text>
        </Alert>
      )}
      {warning && !busy && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          <Text size="sm" className={classes.preWrap}>
            {warning}
          </Text>
        </Alert>
      )}
      {notices.length > 0 && !busy && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          {notices.map((notice) => (
            <Text size="sm" key={notice}>
              {notice}
            </Text>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
