import { Badge, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconRestore, IconUpload } from '@tabler/icons-react';
import type { DriveFile } from '@eps/contracts';
import { downloadBlob } from '@/lib/download';
import { failureWithReason } from '@/lib/api';
import {
  useDriveVersionContentMutation,
  useDriveVersionsQuery,
  useRestoreDriveVersionMutation,
  useSaveDriveVersionMutation,
} from './drive-api';
import { DRIVE_ACCEPT, formatBytes, formatWhen } from './drive-format';

/** Every version of a file, newest first; any but the current one can be restored (as a new version). */
export function VersionsPanel({ file }: { file: DriveFile }) {
  const versions = useDriveVersionsQuery(file.id);
  const [restore, restoring] = useRestoreDriveVersionMutation();
  const [fetchVersion] = useDriveVersionContentMutation();
  const [saveVersion, uploading] = useSaveDriveVersionMutation();

  const download = async (number: number) => {
    const blob = await fetchVersion({ id: file.id, number }).unwrap();
    downloadBlob(blob, `v${number}-${file.name}`);
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="drive-versions-title">
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={2} fz="h5" id="drive-versions-title">
          Versions
        </Title>
        <FileButton
          accept={DRIVE_ACCEPT}
          onChange={(picked) => picked && void saveVersion({ id: file.id, file: picked, name: picked.name })}
        >
          {(props) => (
            <Button
              {...props}
              size="compact-sm"
              variant="default"
              leftSection={<IconUpload size={14} aria-hidden />}
              loading={uploading.isLoading}
            >
              Upload a new version
            </Button>
          )}
        </FileButton>
      </Group>
      {uploading.isError && (
        <Text c="red" size="sm" role="alert" mb="xs">
          {failureWithReason('Could not upload the new version', uploading.error)}
        </Text>
      )}
      {restoring.isError && (
        <Text c="red" size="sm" role="alert" mb="xs">
          {failureWithReason('Could not restore the version', restoring.error)}
        </Text>
      )}
      <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {versions.data?.versions.map((v) => (
          <Group
            key={v.number}
            component="li"
            justify="space-between"
            gap="xs"
            wrap="wrap"
            aria-label={`Version ${v.number}`}
          >
            <div>
              <Group gap={6}>
                <Text fw={600} size="sm">
                  v{v.number}
                </Text>
                <Text size="sm">{v.note}</Text>
                {v.number === file.version && (
                  <Badge size="xs" variant="light">
                    Current
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {formatWhen(v.createdAt)} · {formatBytes(v.size)}
              </Text>
            </div>
            <Group gap={6}>
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconDownload size={14} aria-hidden />}
                aria-label={`Download version ${v.number}`}
                onClick={() => void download(v.number)}
              >
                Download
              </Button>
              {v.number !== file.version && (
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconRestore size={14} aria-hidden />}
                  aria-label={`Restore version ${v.number}`}
                  loading={restoring.isLoading && restoring.originalArgs?.number === v.number}
                  onClick={() => void restore({ id: file.id, number: v.number })}
                >
                  Restore
                </Button>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
