import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';

export interface NameModalProps {
  title: string;
  label: string;
  initialValue: string;
  submitLabel: string;
  description?: ReactNode;
  /** A message to show under the field (such as the server's reason), or null. */
  error: string | null;
  busy?: boolean;
  onSubmit: (value: string) => void;
  onClose: () => void;
}

/** A small dialog that asks for one name: a new .tex file, a new folder. */
export function NameModal(props: NameModalProps) {
  const { title, label, initialValue, submitLabel, description, error, busy, onSubmit, onClose } = props;
  const [value, setValue] = useState(initialValue);
  const blank = value.trim() === '';
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!blank) onSubmit(value.trim());
        }}
      >
        <Stack>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
          <TextInput
            label={label}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={error}
            data-autofocus
            maxLength={120}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={blank} loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
