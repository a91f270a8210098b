import { Text } from '@mantine/core';
import type { DriveFile } from '@eps/contracts';
import { ConfirmDeleteModal } from '@/components/confirm/ConfirmDeleteModal';
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
    <ConfirmDeleteModal
      opened
      title="Delete file"
      confirmLabel="Delete"
      failure="Could not delete the file"
      deleting={state.isLoading}
      error={state.isError ? state.error : undefined}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <Text size="sm">
        Delete <strong>{file.name}</strong> and all {file.versionCount}{' '}
        {file.versionCount === 1 ? 'version' : 'versions'}? This cannot be undone.
      </Text>
    </ConfirmDeleteModal>
  );
}
