import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { failureWithReason } from '@/lib/api';

interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  /** What goes and what stays, in words; the modal adds nothing of its own. */
  children: ReactNode;
  confirmLabel: string;
  /** The first words of the error line when the delete fails: "Could not delete the file". */
  failure: string;
  deleting: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a delete that cannot be undone; Cancel has the focus, the failure's reason is shown. */
export function ConfirmDeleteModal({
  opened,
  title,
  children,
  confirmLabel,
  failure,
  deleting,
  error,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        {children}
        {error !== undefined && (
          <Text c="red" size="sm" role="alert">
            {failureWithReason(failure, error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleting}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
