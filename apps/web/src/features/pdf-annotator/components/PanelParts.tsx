import { Alert, Button, Group, Text } from '@mantine/core';
import type { Dispatch, ReactNode } from 'react';
import type { PageAnnotations } from '@eps/pdf-annotate/model';
import type { AnnotatorAction, AnnotatorState } from '../lib/annotator-model';

/** What every options panel gets: the state, the current page's annotations and the dispatcher. */
export interface PanelProps {
  state: AnnotatorState;
  current: PageAnnotations;
  dispatch: Dispatch<AnnotatorAction>;
}

export const UNDO_TIP = 'Press Ctrl+Z (or Cmd+Z on Mac) to undo any action.';

/** The tip every tool panel carries (spec section 2). */
export function UndoTip() {
  return (
    <Text size="xs" c="dimmed">
      {UNDO_TIP}
    </Text>
  );
}

/** "This thing is selected" with the button that deletes it; the keyboard shortcut does the same. */
export function SelectionNotice({
  message,
  deleteLabel,
  onDelete,
}: {
  message: string;
  deleteLabel: string;
  onDelete: () => void;
}) {
  return (
    <Alert color="blue" variant="light" p="xs" role="status">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{message}</Text>
        <Button size="xs" color="red" variant="light" onClick={onDelete}>
          {deleteLabel}
        </Button>
      </Group>
    </Alert>
  );
}

export function Hint({ children }: { children: ReactNode }) {
  return <Text size="sm">{children}</Text>;
}
