import { Button, Code, Group, Stack, Text, Textarea } from '@mantine/core';
import type { EditorItem } from '../lib/editor-items';
import classes from '../lecture-generator.module.css';

export type ItemAction = 'preview' | 'regenerate' | null;

interface ItemActionsProps {
  item: EditorItem;
  busy: boolean;
  action: ItemAction;
  onAction: (action: ItemAction) => void;
  requirement: string;
  onRequirement: (value: string) => void;
  onDelete: () => void;
  onRegenerate: () => void;
}

/** Step 3: Preview/Hide, Delete and Regenerate for the chosen item. */
export function ItemActions({
  item,
  busy,
  action,
  onAction,
  requirement,
  onRequirement,
  onDelete,
  onRegenerate,
}: ItemActionsProps) {
  const locked = item.locked !== null;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        3. Action
      </Text>
      <Group gap="xs">
        <Button
          variant="default"
          onClick={() => onAction(action === 'preview' ? null : 'preview')}
          disabled={busy}
        >
          {action === 'preview' ? 'Hide' : 'Preview'}
        </Button>
        <Button color="red" variant="light" onClick={onDelete} disabled={busy || locked}>
          Delete
        </Button>
        {action !== 'regenerate' && (
          <Button variant="light" onClick={() => onAction('regenerate')} disabled={busy || locked}>
            Regenerate
          </Button>
        )}
      </Group>
      {item.locked && (
        <Text size="sm" c="dimmed">
          {item.locked}
        </Text>
      )}
      {action === 'preview' && (
        <Code block className={classes.itemText} aria-label={`Text of ${item.title}`}>
          {item.content}
        </Code>
      )}
      {action === 'regenerate' && !locked && (
        <Stack gap="xs">
          <Textarea
            label="Regeneration Requirements"
            description="Optional: what the new version should do differently."
            value={requirement}
            onChange={(e) => onRequirement(e.currentTarget.value)}
            autosize
            autoFocus
            minRows={3}
            maxRows={8}
            disabled={busy}
          />
          <Group gap="xs" justify="flex-end">
            <Button variant="default" onClick={() => onAction(null)} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={onRegenerate} disabled={busy}>
              Regenerate
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
