import { Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize, IconX } from '@tabler/icons-react';
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { GenerationKind } from '@eps/contracts';
import { IconAction } from '@/components/IconAction';
import { ItemActions, type ItemAction } from './ItemActions';
import { LastChange, type EditorChange } from './LastChange';
import {
  changeText,
  CONTENT_TYPES,
  cutTitle,
  deleteItem,
  editorItems,
  itemLabel,
  replaceItem,
  type ContentType,
  type EditorItem,
} from '../lib/editor-items';
import { GENERATOR_TEXT } from '../lib/generator-kinds';
import classes from '../lecture-generator.module.css';
import { regenerateCall, REGENERATE_FAILED, type RegenerateAnswer } from '../lib/regenerate-call';
import type { DocumentEdit } from '../hooks/use-generator-session';
import { useRegenerate } from '../hooks/use-regenerate';

export interface DocumentEditorProps {
  kind: GenerationKind;
  latex: string;
  busy: boolean;
  maximized: boolean;
  onToggleMaximized: () => void;
  onClose: () => void;
  onEdit: (edit: DocumentEdit) => Promise<boolean>;
  /** The session's status and messages, shown here while the editor is open. */
  feedback: ReactNode;
}

/**
 * The Document Editor (notes) and Slide Editor (slides) of spec section 2: a content type, an item,
 * then Preview/Hide, Delete or Regenerate. Every change is saved as a version and recompiled.
 */
export function DocumentEditor({
  kind,
  latex,
  busy,
  maximized,
  onToggleMaximized,
  onClose,
  onEdit,
  feedback,
}: DocumentEditorProps) {
  const text = GENERATOR_TEXT[kind];
  const [type, setType] = useState<ContentType | null>(null);
  const [itemIndex, setItemIndex] = useState<number | null>(null);
  const [action, setAction] = useState<ItemAction>(null);
  const [requirement, setRequirement] = useState('');
  const [lastChange, setLastChange] = useState<EditorChange | null>(null);
  const regenerate = useRegenerate();

  const types = CONTENT_TYPES[kind];
  const counts = useMemo(
    () => new Map(types.map((t) => [t.type, editorItems(latex, t.type)])),
    [types, latex],
  );
  const items = type ? (counts.get(type) ?? []) : [];
  const item: EditorItem | undefined = itemIndex === null ? undefined : items[itemIndex];

  const resetSelection = () => {
    setItemIndex(null);
    setAction(null);
    setRequirement('');
  };

  /** Runs an edit; once it is saved and recompiled, the editor says what changed and starts over. */
  const run = async (edit: DocumentEdit, outcome: () => Omit<EditorChange, 'change'>) => {
    if (!(await onEdit(edit))) return;
    setLastChange({ change: edit.change, ...outcome() });
    resetSelection();
  };

  const remove = (target: EditorItem) =>
    void run(
      {
        statusText: `Deleting ${cutTitle(target.title)}...`,
        change: changeText('Deleted', target),
        produce: (source) => deleteItem(source, target),
        failedText: 'An error occurred',
      },
      () => ({ text: null, report: null }),
    );

  /** Regenerates an item; one that comes back unchanged saves no version, and the editor says so. */
  const regenerateItem = async (target: EditorItem) => {
    const call = regenerateCall(kind, target, latex, requirement.trim());
    let answer: RegenerateAnswer | null = null;
    const saved = await onEdit({
      statusText: `Regenerating ${cutTitle(target.title)}...`,
      change: changeText('Regenerated', target),
      produce: async (source) => {
        answer = await regenerate(call);
        return answer.report.changed ? replaceItem(source, target, answer.text) : null;
      },
      failedText: REGENERATE_FAILED[call.route],
    });
    // Set inside `produce`, which TypeScript cannot follow.
    const got = answer as RegenerateAnswer | null;
    if (!got || (!saved && got.report.changed)) return;
    setLastChange(
      saved
        ? { change: changeText('Regenerated', target), text: got.text, report: got.report }
        : { change: itemLabel(target), text: null, report: got.report },
    );
    resetSelection();
  };

  // Escape closes the panel, except in a field, where it closes a dropdown or keeps the typed text.
  const onKeyDown = (event: KeyboardEvent) => {
    const inField = (event.target as Element).closest('input, textarea, select, [role="combobox"]');
    if (event.key === 'Escape' && !inField) onClose();
  };

  return (
    <aside className={classes.editorPanel} aria-label={text.editorTitle} onKeyDown={onKeyDown}>
      <Group justify="space-between" wrap="nowrap" className={classes.editorHeader}>
        <Title order={2} fz="h4">
          {text.editorTitle}
        </Title>
        <Group gap={4} wrap="nowrap">
          <IconAction
            label={maximized ? 'Minimize editor' : 'Maximize editor'}
            icon={maximized ? IconArrowsMinimize : IconArrowsMaximize}
            onClick={onToggleMaximized}
            visibleFrom="sm"
          />
          <IconAction label="Close editor" icon={IconX} onClick={onClose} />
        </Group>
      </Group>
      <div className={classes.editorBody}>
        <Stack gap="md" p="md">
          {feedback}
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              1. Content type
            </Text>
            <SegmentedControl
              fullWidth
              value={type ?? ''}
              onChange={(value) => {
                setType(value as ContentType);
                resetSelection();
              }}
              disabled={busy}
              data={types.map((t) => ({
                value: t.type,
                label: `${t.label} (${counts.get(t.type)?.length ?? 0})`,
              }))}
              aria-label="Content type"
            />
          </Stack>
          {type && (
            <Select
              label="2. Item"
              placeholder={items.length === 0 ? 'Nothing of this kind in the document' : 'Pick an item'}
              data={items.map((i) => ({
                value: String(i.index),
                label: `${i.index + 1}. ${cutTitle(i.title)}`,
              }))}
              value={itemIndex === null ? null : String(itemIndex)}
              onChange={(value) => {
                setItemIndex(value === null ? null : Number(value));
                setAction(null);
              }}
              disabled={busy || items.length === 0}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          )}
          {item && (
            <ItemActions
              item={item}
              busy={busy}
              action={action}
              onAction={setAction}
              requirement={requirement}
              onRequirement={setRequirement}
              onDelete={() => remove(item)}
              onRegenerate={() => void regenerateItem(item)}
            />
          )}
          {lastChange && <LastChange {...lastChange} />}
        </Stack>
      </div>
    </aside>
  );
}
