import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { DriveFile } from '@eps/contracts';
import { failureWithReason } from '@/lib/api';
import { useDeleteDriveFileMutation } from './drive-api';

/** Asks before deleting a file with all its versions; the bytes go too, so there is no undo. */
export function DeleteFileModal({
  file,
  onClose,
  onDeleted,
}: {
  file: DriveFile;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [remove, state] = useDeleteDriveFileMutation();
  const confirm = async () => {
    const ok = await remove(file.id)
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    if (ok) onDeleted();
  };
  return (
    <Modal opened onClose={onClose} title="Delete file" centered>
      <Stack>
        <Text size="sm">
          Delete <strong>{file.name}</strong> and all {file.versionCount}{' '}
          {file.versionCount === 1 ? 'version' : 'versions'}? This cannot be undone.
        </Text>
        {state.isError && (
          <Text c="red" size="sm" role="alert">
            {failureWithReason('Could not delete the file', state.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={state.isLoading}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
