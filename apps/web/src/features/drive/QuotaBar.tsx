import { Progress, Stack, Text } from '@mantine/core';
import type { DriveUsage } from '@eps/contracts';
import { formatBytes } from './drive-format';

/** How much of the drive's quota its files (every version) use. */
export function QuotaBar({ usage }: { usage: DriveUsage }) {
  const percent = Math.min(100, (usage.usedBytes / usage.quotaBytes) * 100);
  const label = `Uses ${formatBytes(usage.usedBytes)} of ${formatBytes(usage.quotaBytes)}`;
  return (
    <Stack gap={4} miw={160} style={{ flex: '0 1 360px' }}>
      <Progress
        value={percent}
        color={percent > 90 ? 'red' : percent > 75 ? 'yellow' : 'blue'}
        aria-label={label}
        size="sm"
      />
      <Text size="xs" c="dimmed">
        {label} · files up to {formatBytes(usage.maxFileBytes)}
      </Text>
    </Stack>
  );
}
