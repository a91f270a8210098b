import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A short failure message the user can dismiss (the spec only logs these; DESIGN shows them). */
export function FailureNote({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {message}
    </Alert>
  );
}
